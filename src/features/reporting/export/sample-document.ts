/**
 * A realistic provider report (a month compared with the same month a year before), for the
 * builders' tests and scripts/bench-reports.mjs. Deterministic: a seeded generator, no clock.
 *
 * Shape, like the parking provider page (reporting.md §2):
 *  - totals: quantity and amount, with compare, difference and percentage;
 *  - by sales channel: 6 channels x (quantity, amount) x (primary, compare, difference, %);
 *  - by article, grouped by zone: 6 zones (one is 'no zone') with 10 articles each;
 *  - by day and channel: 31 days x 6 channels x 4 amount columns (channels as column groups).
 */
import { mulberry32 } from '../../../api/contract/random';
import type { AppLocale } from '../../../design-system/format/locale';
import { comparisonValue, type ComparisonValue } from '../../../design-system/model/comparison';
import type { ReportColumn, ReportDocument, ReportRow, ReportTable } from './document';

export const SAMPLE_PROVIDER_NAME = 'Čakovec – Đurđevac šćž';

const CHANNELS = [
  'Mobilna aplikacija',
  'SMS',
  'Parkirni automat',
  'Web shop',
  'Tisak – kiosk',
  'Ličke novine d.o.o.',
];

const ZONES = {
  hr: [
    'Zona 1 – Centar',
    'Zona 2 – Šetalište',
    'Zona 3 – Đački dom',
    'Zona 4 – Ćirilometodska',
    'Zona 5 – Žitni trg',
    'Bez zone',
  ],
  en: [
    'Zone 1 – Centar',
    'Zone 2 – Šetalište',
    'Zone 3 – Đački dom',
    'Zone 4 – Ćirilometodska',
    'Zone 5 – Žitni trg',
    'No zone',
  ],
};

const ARTICLES = [
  'Sat parkiranja',
  'Pola sata parkiranja',
  'Dnevna karta',
  'Tjedna karta',
  'Mjesečna karta – stanari',
  'Mjesečna karta – poslovni korisnici',
  'Povlaštena karta (umirovljenici)',
  'Karta za električna vozila',
  'Noćno parkiranje',
  'Doplatna karta',
];

const WORDS = {
  hr: {
    subtitle: 'Parking – izvještaj pružatelja usluge',
    count: 'Količina',
    amount: 'Iznos',
    channel: 'Prodajni kanal',
    article: 'Artikl',
    price: 'Cijena',
    day: 'Datum',
    byChannel: 'Po prodajnim kanalima',
    byArticle: 'Po artiklima',
    byDay: 'Iznos po danima i kanalima',
    total: 'Ukupno',
    primary: 'Razdoblje',
    compare: 'Usporedno',
    difference: 'Razlika',
    percentage: 'Razlika u postotku',
    period: '01.03.2025. – 31.03.2025.',
    comparePeriod: '01.03.2024. – 31.03.2024.',
    generatedAt: '01.04.2025. 08:30',
  },
  en: {
    subtitle: 'Parking – provider report',
    count: 'Quantity',
    amount: 'Amount',
    channel: 'Sales channel',
    article: 'Article',
    price: 'Price',
    day: 'Date',
    byChannel: 'By sales channel',
    byArticle: 'By article',
    byDay: 'Amount by day and channel',
    total: 'Total',
    primary: 'Period',
    compare: 'Compared',
    difference: 'Difference',
    percentage: 'Difference in percent',
    period: '01/03/2025 – 31/03/2025',
    comparePeriod: '01/03/2024 – 31/03/2024',
    generatedAt: '01/04/2025 08:30',
  },
};

const cents = (n: number) => Math.round(n * 100) / 100;

interface Fact {
  count: number;
  amount: number;
}

export interface SampleOptions {
  locale?: AppLocale;
  /** With the compare period (default true): 4 columns per measure or channel, else 1. */
  comparing?: boolean;
  /** Articles per zone (default 10, so 60 article rows). */
  articlesPerZone?: number;
  /** Days in the by-day table (default 31). */
  days?: number;
  seed?: number;
}

/** The comparison parts shown for one measure: primary only, or all four. */
function measureColumns(
  group: string,
  kind: 'count' | 'amount',
  comparing: boolean,
  w: (typeof WORDS)['hr'],
): ReportColumn[] {
  // One column per measure needs no group header: the measure is the header.
  if (!comparing) return [{ header: group, kind }];
  return [
    { header: w.primary, kind, group },
    { header: w.compare, kind, group },
    { header: w.difference, kind, group, signed: true },
    { header: w.percentage, kind: 'percent', group, signed: true },
  ];
}

function measureCells(value: ComparisonValue, comparing: boolean): number[] {
  return comparing
    ? [value.primary, value.compare ?? 0, value.difference, value.percentage]
    : [value.primary];
}

function add(a: Fact, b: Fact): Fact {
  return { count: a.count + b.count, amount: cents(a.amount + b.amount) };
}

const ZERO: Fact = { count: 0, amount: 0 };

export function sampleProviderReport(options: SampleOptions = {}): ReportDocument {
  const locale = options.locale ?? 'hr';
  const comparing = options.comparing ?? true;
  const perZone = options.articlesPerZone ?? 10;
  const days = options.days ?? 31;
  const random = mulberry32(options.seed ?? 20250331);
  const w = WORDS[locale];
  const zones = ZONES[locale];

  // Facts: article x channel for both periods; prices per article.
  type Cell = { primary: Fact; compare: Fact };
  const articles = zones.flatMap((zone, z) =>
    Array.from({ length: perZone }, (_, i) => {
      const price = cents(0.5 + ((i * 7 + z * 3) % 12) * 0.75);
      const byChannel: Cell[] = CHANNELS.map(() => {
        const base = Math.floor(random() * 900) + (i === 0 ? 2500 : 20);
        const primaryCount = base;
        const compareCount = Math.max(0, Math.round(base * (0.7 + random() * 0.6)));
        return {
          primary: { count: primaryCount, amount: cents(primaryCount * price) },
          compare: { count: compareCount, amount: cents(compareCount * price) },
        };
      });
      return {
        zone,
        name: `${ARTICLES[i % ARTICLES.length]}${i >= ARTICLES.length ? ` ${i + 1}` : ''}`,
        price,
        byChannel,
      };
    }),
  );

  const sum = (cells: Cell[]): Cell =>
    cells.reduce(
      (acc, c) => ({ primary: add(acc.primary, c.primary), compare: add(acc.compare, c.compare) }),
      {
        primary: ZERO,
        compare: ZERO,
      },
    );
  const cv = (c: Cell, key: keyof Fact) =>
    comparisonValue(c.primary[key], comparing ? c.compare[key] : undefined);
  const measureRow = (c: Cell) => [
    ...measureCells(cv(c, 'count'), comparing),
    ...measureCells(cv(c, 'amount'), comparing),
  ];

  const channelTotals = CHANNELS.map((_, ch) => sum(articles.map((a) => a.byChannel[ch] as Cell)));
  const grand = sum(channelTotals);

  const measures = [
    ...measureColumns(w.count, 'count', comparing, w),
    ...measureColumns(w.amount, 'amount', comparing, w),
  ];

  const byChannel: ReportTable = {
    title: w.byChannel,
    columns: [{ header: w.channel, kind: 'text' }, ...measures],
    rows: CHANNELS.map((name, ch) => ({ name, cell: channelTotals[ch] as Cell }))
      .sort((a, b) => b.cell.primary.amount - a.cell.primary.amount)
      .map(({ name, cell }) => [name, ...measureRow(cell)]),
    footer: [w.total, ...measureRow(grand)],
  };

  const articleRows: ReportRow[] = zones.flatMap((zone) => {
    const inZone = articles.filter((a) => a.zone === zone).sort((a, b) => a.price - b.price);
    const zoneCell = sum(inZone.map((a) => sum(a.byChannel)));
    return [
      { cells: [zone, null, ...measureRow(zoneCell)], strong: true },
      ...inZone.map((a) => ({
        cells: [a.name, a.price, ...measureRow(sum(a.byChannel))],
        level: 1,
      })),
    ];
  });
  const byArticle: ReportTable = {
    title: w.byArticle,
    columns: [
      { header: w.article, kind: 'text' },
      { header: w.price, kind: 'amount' },
      ...measures,
    ],
    rows: articleRows,
    footer: [w.total, null, ...measureRow(grand)],
  };

  // By day: the month's amount spread over the days, per channel (channels as column groups).
  const dayShares = Array.from({ length: days }, () => 0.5 + random());
  const shareSum = dayShares.reduce((a, b) => a + b, 0);
  const dayColumns: ReportColumn[] = CHANNELS.flatMap((name) =>
    comparing
      ? [
          { header: w.primary, kind: 'amount' as const, group: name },
          { header: w.compare, kind: 'amount' as const, group: name },
          { header: w.difference, kind: 'amount' as const, group: name, signed: true },
          { header: w.percentage, kind: 'percent' as const, group: name, signed: true },
        ]
      : [{ header: w.amount, kind: 'amount' as const, group: name }],
  );
  const byDay: ReportTable = {
    title: w.byDay,
    columns: [{ header: w.day, kind: 'text' }, ...dayColumns],
    rows: dayShares.map((share, d) => [
      locale === 'hr'
        ? `${String(d + 1).padStart(2, '0')}.03.2025.`
        : `${String(d + 1).padStart(2, '0')}/03/2025`,
      ...channelTotals.flatMap((c) => {
        const primary = cents((c.primary.amount * share) / shareSum);
        const compare = cents((c.compare.amount * (dayShares[(d + 3) % days] ?? share)) / shareSum);
        return measureCells(comparisonValue(primary, comparing ? compare : undefined), comparing);
      }),
    ]),
  };

  const totals = (['count', 'amount'] as const).map((key) => {
    const v = cv(grand, key);
    return {
      label: key === 'count' ? w.count : w.amount,
      kind: key,
      primary: v.primary,
      ...(comparing
        ? { compare: v.compare ?? 0, difference: v.difference, percentage: v.percentage }
        : {}),
    };
  });

  return {
    locale,
    fileBaseName: SAMPLE_PROVIDER_NAME,
    title: SAMPLE_PROVIDER_NAME,
    subtitle: w.subtitle,
    period: w.period,
    ...(comparing ? { comparePeriod: w.comparePeriod } : {}),
    generatedAt: w.generatedAt,
    totals,
    tables: [byChannel, byArticle, byDay],
  };
}
