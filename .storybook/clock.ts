/**
 * A fixed clock for stories and visual tests: "now" starts at 21 November 2026, 10:00 in Zagreb,
 * and moves on in real time from there, so timers work and the date never changes.
 */
export const FIXED_NOW = '2026-11-21T09:00:00.000Z';
export const FIXED_TODAY = '2026-11-21';

export function installFixedClock(iso: string = FIXED_NOW): void {
  const RealDate = globalThis.Date;
  if ((RealDate as { fixed?: boolean }).fixed) return;
  const base = new RealDate(iso).getTime();
  const started = performance.now();
  const now = () => Math.floor(base + (performance.now() - started));

  class FixedDate extends RealDate {
    static fixed = true;
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return now();
    }
  }
  globalThis.Date = FixedDate as unknown as DateConstructor;
}
