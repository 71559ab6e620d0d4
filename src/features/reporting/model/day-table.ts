/**
 * The Excel report's table by day and sales channel (reporting.md §7 `…/detaljno/`, §9 "up to 4
 * spreadsheet columns per channel in comparison mode"): one row per day of the period, the channels
 * as column groups. Each channel has the day's amount and, when comparing, the amount of the compare
 * period's day at the same position (its first day against the first day, and so on), the difference
 * and the difference in percent. Days without sales show 0, so the rows are the whole calendar.
 */
import { collator } from '../../../design-system/format/collation';
import { addIsoDays, type IsoDate } from '../../../design-system/format/date';
import type { AppLocale } from '../../../design-system/format/locale';
import { comparisonValue } from '../../../design-system/model/comparison';
import type { ReportCell, ReportColumn, ReportTable } from '../export/document';

/** A day's sales through one channel: what the table needs of a `…/detaljno/` line. */
export interface DayChannelAmount {
  date: IsoDate;
  channel: string;
  amount: number;
}

export interface DayTableWords {
  title: string;
  day: string;
  compareDay: string;
  amount: string;
  compare: string;
  difference: string;
  percentage: string;
  total: string;
}

export interface DayPeriod {
  begin: IsoDate;
  end: IsoDate;
  lines: readonly DayChannelAmount[];
}

export interface DayTableInput {
  locale: AppLocale;
  words: DayTableWords;
  primary: DayPeriod;
  compare?: DayPeriod;
  /** A day as the screen shows it (useFormat().date). */
  formatDay: (day: IsoDate) => string;
}

/** The longest table: a day per row for about three years (a longer period is cut at this many days). */
export const MAX_DAY_ROWS = 1100;

function daysOf(begin: IsoDate, end: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = begin; day <= end && days.length < MAX_DAY_ROWS; day = addIsoDays(day, 1)) days.push(day);
  return days;
}

/** Sums per channel and day: channel -> day -> amount, in cents to keep the sums exact. */
function sumByChannel(lines: readonly DayChannelAmount[]): Map<string, Map<IsoDate, number>> {
  const sums = new Map<string, Map<IsoDate, number>>();
  for (const line of lines) {
    const days = sums.get(line.channel) ?? new Map<IsoDate, number>();
    days.set(line.date, (days.get(line.date) ?? 0) + Math.round(line.amount * 100));
    sums.set(line.channel, days);
  }
  return sums;
}

const total = (days: Map<IsoDate, number> | undefined) => [...(days?.values() ?? [])].reduce((a, b) => a + b, 0);

export function buildDayTable(input: DayTableInput): ReportTable {
  const { words, primary, compare } = input;
  const comparing = compare !== undefined;
  const primaryDays = daysOf(primary.begin, primary.end);
  const compareDays = compare ? daysOf(compare.begin, compare.end) : [];
  const primarySums = sumByChannel(primary.lines);
  const compareSums = sumByChannel(compare?.lines ?? []);
  const byName = collator(input.locale);
  // Channels by their amount in the period, largest first (as the channel table), then by name.
  const channels = [...new Set([...primarySums.keys(), ...compareSums.keys()])].sort(
    (a, b) => total(primarySums.get(b)) - total(primarySums.get(a)) || byName.compare(a, b),
  );

  const columns: ReportColumn[] = [
    { header: words.day, kind: 'text' },
    ...(comparing ? [{ header: words.compareDay, kind: 'text' } as const] : []),
    ...channels.flatMap((channel): ReportColumn[] =>
      comparing
        ? [
            { header: words.amount, kind: 'amount', group: channel },
            { header: words.compare, kind: 'amount', group: channel },
            { header: words.difference, kind: 'amount', group: channel, signed: true },
            { header: words.percentage, kind: 'percent', group: channel, signed: true },
          ]
        : [{ header: words.amount, kind: 'amount', group: channel }],
    ),
  ];

  const figures = (primaryCents: number, compareCents: number | undefined): ReportCell[] => {
    if (!comparing) return [primaryCents / 100];
    // A day the compare period does not reach (it is shorter): nothing to compare with.
    if (compareCents === undefined) return [primaryCents / 100, null, null, null];
    const value = comparisonValue(primaryCents / 100, compareCents / 100);
    return [value.primary, value.compare ?? 0, value.difference, value.percentage];
  };

  const rows = primaryDays.map((day, index): ReportCell[] => {
    // The compare period's day at the same position; none when the compare period is shorter.
    const compareDay = compareDays[index];
    return [
      input.formatDay(day),
      ...(comparing ? [compareDay ? input.formatDay(compareDay) : null] : []),
      ...channels.flatMap((channel) =>
        figures(primarySums.get(channel)?.get(day) ?? 0, compareDay ? (compareSums.get(channel)?.get(compareDay) ?? 0) : undefined),
      ),
    ];
  });

  // Totals over the days shown: a compare day beyond the primary period's length is not compared.
  const comparedDays = new Set(compareDays.slice(0, primaryDays.length));
  const shownDays = new Set(primaryDays);
  const footer: ReportCell[] = [
    words.total,
    ...(comparing ? [null] : []),
    ...channels.flatMap((channel) => {
      const sum = (days: Map<IsoDate, number> | undefined, keep: Set<IsoDate>) =>
        [...(days ?? new Map<IsoDate, number>())].filter(([day]) => keep.has(day)).reduce((a, [, cents]) => a + cents, 0);
      return figures(sum(primarySums.get(channel), shownDays), comparing ? sum(compareSums.get(channel), comparedDays) : undefined);
    }),
  ];

  return { title: words.title, columns, rows, footer };
}
