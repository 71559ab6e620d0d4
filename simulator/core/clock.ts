/**
 * The simulator's clock: its day ("today", YYYY-MM-DD) and the time of day on it, Europe/Zagreb
 * local time, the time the sales facts are drawn in. Nothing it serves is later than that now
 * (sales-facts.ts cuts every report and row there).
 *
 * The time of day is either fixed (a reset naming one, e.g. `{ today, time: '09:00' }`; a clock
 * fixed without one stands at DEFAULT_TIME) or follows the wall clock (the browser demo, whose day
 * follows the real date), by the minute.
 */
import { DAY_SECONDS, dayNumber, isIsoDate, isoOfDay, zagrebOffsetHours } from './dates';

/** The machine's local date of an instant, YYYY-MM-DD: the day the portal's own clock reads. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The simulator server's day: `--today=YYYY-MM-DD` (or SIMULATOR_TODAY) fixes it; otherwise it is
 * the machine's date, as the browser demo's is, so a portal pointed at the server agrees with it
 * on what "yesterday" is.
 */
export function todayFrom(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}, now: Date = new Date()): string {
  let value: string | undefined = env.SIMULATOR_TODAY?.trim() || undefined;
  argv.forEach((arg, index) => {
    if (arg.startsWith('--today=')) value = arg.slice('--today='.length);
    else if (arg === '--today') value = argv[index + 1];
  });
  if (value === undefined) return localIsoDate(now);
  if (!isIsoDate(value)) throw new Error(`--today: "${value}" is not a date (YYYY-MM-DD)`);
  return value;
}

/** Where a fixed clock stands when its reset names no time: noon, Zagreb time. */
export const DEFAULT_TIME = '12:00:00';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DAY_MS = 86_400_000;

/** True for HH:MM or HH:MM:SS (24-hour). */
export function isClockTime(value: string): boolean {
  return TIME.test(value);
}

/** HH:MM:SS of an HH:MM or HH:MM:SS time. */
export function normalizeClockTime(value: string): string {
  const match = TIME.exec(value);
  if (!match) throw new RangeError(`time must be HH:MM or HH:MM:SS, got "${value}"`);
  return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
}

/** Seconds since midnight of an HH:MM[:SS] time. */
export function secondsOfTime(value: string): number {
  const [hh, mm, ss] = normalizeClockTime(value).split(':').map(Number) as [number, number, number];
  return hh * 3600 + mm * 60 + ss;
}

/** An instant's Zagreb local date and seconds since its midnight. */
export function zagrebLocal(ms: number): { date: string; seconds: number } {
  const utcDay = Math.floor(ms / DAY_MS);
  // The offset of the UTC day; around a change (01:00 UTC) the local time is an hour off for an hour.
  const local = ms + zagrebOffsetHours(utcDay) * 3_600_000;
  const day = Math.floor(local / DAY_MS);
  return { date: isoOfDay(day), seconds: Math.floor((local - day * DAY_MS) / 1000) };
}

/**
 * How many seconds of `today` have passed on the clock. A fixed `time` gives its seconds. Without
 * one the wall clock's Zagreb time of day counts, whole minutes only (so the served figures move
 * by the minute and a minute's answers can be reused); a wall clock already past `today` has
 * seen all of it, one still before it none.
 */
export function secondsPassed(today: string, time: string | null, wallClockMs: number = Date.now()): number {
  if (time !== null) return secondsOfTime(time);
  const wall = zagrebLocal(wallClockMs);
  if (wall.date > today) return DAY_SECONDS;
  if (wall.date < today) return 0;
  return Math.floor(wall.seconds / 60) * 60;
}

/** The seconds passed on the clock a seed runs under (no time named: DEFAULT_TIME). */
export function seedNowSecond(options: { today: string; time?: string | null }): number {
  return secondsPassed(options.today, options.time === undefined ? DEFAULT_TIME : options.time);
}

/** The clock's now as a UTC instant (ISO 8601, seconds), for the control surface. */
export function nowIso(today: string, seconds: number): string {
  const day = dayNumber(today);
  return new Date(day * DAY_MS + seconds * 1000 - zagrebOffsetHours(day) * 3_600_000).toISOString().replace('.000Z', 'Z');
}
