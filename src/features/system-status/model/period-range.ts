/**
 * The period ranges of the translations (reporting.md §9: 30 minutes, 1 hour, 1 day, 1 week,
 * 1 month, 1 year): how far back the incident timeline looks.
 */
export const PERIOD_RANGES = ['30m', '1h', '1d', '1w', '1M', '1y'] as const;
export type PeriodRange = (typeof PERIOD_RANGES)[number];

/** The start of a range ending now: months and years by the calendar, the rest by the clock. */
export function periodStart(range: PeriodRange, now: number): number {
  const start = new Date(now);
  switch (range) {
    case '30m':
      return now - 30 * 60_000;
    case '1h':
      return now - 60 * 60_000;
    case '1d':
      return now - 24 * 60 * 60_000;
    case '1w':
      return now - 7 * 24 * 60 * 60_000;
    case '1M':
      start.setMonth(start.getMonth() - 1);
      return start.getTime();
    case '1y':
      start.setFullYear(start.getFullYear() - 1);
      return start.getTime();
  }
}

/** Whether an incident was open at some time in the range: ongoing, or ended after its start. */
export function openWithin(incident: { endTime: string | null }, range: PeriodRange | null, now: number): boolean {
  if (range === null || incident.endTime === null) return true;
  return Date.parse(incident.endTime) >= periodStart(range, now);
}
