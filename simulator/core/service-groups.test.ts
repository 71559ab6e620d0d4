import { describe, expect, it } from 'vitest';
import type { DomainContext } from './context';
import type { IncidentRecord } from './db/operations-schemas';
import { isOpen, nowOf } from './service-groups';

const ctx = { today: '2026-11-22' } as DomainContext;
const incident = (begin: string, end: string | null) => ({ begin_time: begin, end_time: end }) as IncidentRecord;

describe("the simulator's now for incidents", () => {
  it('is its day at the wall clock time of day, never before noon', () => {
    expect(nowOf(ctx, new Date('2030-01-05T08:15:00Z'))).toBe('2026-11-22T12:00:00Z');
    expect(nowOf(ctx, new Date('2030-01-05T16:42:10Z'))).toBe('2026-11-22T16:42:10Z');
  });

  it('an incident created in the afternoon is open at once', () => {
    const afternoon = new Date('2026-11-22T15:30:00Z');
    expect(isOpen(ctx, incident('2026-11-22T15:29:00Z', null), afternoon)).toBe(true);
    expect(isOpen(ctx, incident('2026-11-22T15:29:00Z', '2026-11-22T15:30:30Z'), afternoon)).toBe(true);
    expect(isOpen(ctx, incident('2026-11-22T14:00:00Z', '2026-11-22T15:00:00Z'), afternoon)).toBe(false);
  });

  it('a morning incident reads the same at any hour', () => {
    for (const hour of ['00:30', '09:00', '12:00', '23:59']) {
      expect(isOpen(ctx, incident('2026-11-22T07:45:00Z', null), new Date(`2026-11-22T${hour}:00Z`))).toBe(true);
    }
  });
});
