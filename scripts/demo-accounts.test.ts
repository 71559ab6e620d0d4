import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/features/auth/components/LoginPage';
import { PERSONA_DEFINITIONS } from '../simulator/core/control/personas';

describe('personas', () => {
  it('the login page names every demo account the simulator has', () => {
    expect([...DEMO_ACCOUNTS].sort()).toEqual(Object.keys(PERSONA_DEFINITIONS).sort());
  });
});
