/**
 * A fixed clock for stories and visual tests: "now" starts at 21 November 2026, 10:00 in Zagreb,
 * and moves on in real time from there, so timers work and the date never changes.
 */
export const FIXED_NOW = '2026-11-21T09:00:00.000Z';
export const FIXED_TODAY = '2026-11-21';

/** Marks the Date the fixed clock installed, so it is installed once. */
const FIXED = Symbol.for('portal.fixedClock');

export function installFixedClock(iso: string = FIXED_NOW): void {
  const RealDate = globalThis.Date;
  if (FIXED in RealDate) return;
  const base = new RealDate(iso).getTime();
  const started = performance.now();
  const now = () => Math.floor(base + (performance.now() - started));

  // The real Date, but "now" is the fixed clock's: new Date(), Date() and Date.now().
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
    has: (target, property) => property === FIXED || Reflect.has(target, property),
  });
}
