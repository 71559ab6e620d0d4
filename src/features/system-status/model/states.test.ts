import { describe, expect, it } from 'vitest';
import { levelKind, stateKind } from './states';

describe('status states', () => {
  it.each([
    ['OK', 'ok'],
    ['WARNING', 'warning'],
    ['CRITICAL', 'critical'],
    ['PENDING', 'pending'],
    ['UNKNOWN', 'unknown'],
    ['DEGRADED', 'unknown'],
    ['', 'unknown'],
    ['ok', 'ok'],
  ])('%s is %s', (state, kind) => expect(stateKind(state)).toBe(kind));

  it.each([
    [1, 'ok'],
    [2, 'warning'],
    [3, 'critical'],
    [4, 'unknown'],
    [0, 'unknown'],
  ])('level %i is %s', (level, kind) => expect(levelKind(level)).toBe(kind));
});
