import { describe, expect, it } from 'vitest';
import { localIsoDate, todayFrom } from './clock';

describe("the simulator server's day", () => {
  const now = new Date(2027, 0, 5, 9, 30);

  it("is the machine's date unless one is given, as the browser demo's is", () => {
    expect(localIsoDate(now)).toBe('2027-01-05');
    expect(todayFrom([], {}, now)).toBe('2027-01-05');
  });

  it('is fixed by --today or SIMULATOR_TODAY, the flag winning', () => {
    expect(todayFrom(['--today=2026-11-21'], {}, now)).toBe('2026-11-21');
    expect(todayFrom(['--today', '2026-11-22'], {}, now)).toBe('2026-11-22');
    expect(todayFrom([], { SIMULATOR_TODAY: '2026-11-23' }, now)).toBe('2026-11-23');
    expect(todayFrom(['--today=2026-11-21'], { SIMULATOR_TODAY: '2026-11-23' }, now)).toBe('2026-11-21');
  });

  it('refuses what is not a date', () => {
    expect(() => todayFrom(['--today=21.11.2026.'], {}, now)).toThrow(/not a date/);
  });
});
