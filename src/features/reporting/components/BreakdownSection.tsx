/**
 * A table of named rows with a share pie per period beside it (reporting.md §2: services or sales
 * channels on the dashboard, channels on a provider, garage or sales page).
 */
import { Box, Grid, Heading, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SharePie } from '../../../design-system/charts/SharePie';
import type { NamedTotals, Totals } from '../model/reports';
import { StatBox } from '../../../design-system/components/StatBox';
import { WhenNear } from '../../../design-system/components/WhenNear';
import { estimatedTableHeight } from '../../../design-system/components/data-table/metrics';
import { compareReport, type ComparedTotals } from '../model/compared';
import { ComparedTable } from './ComparedTable';

export interface BreakdownSectionProps {
  title: string;
  nameHeader: string;
  primary: { rows: NamedTotals[]; totals: Totals } | undefined;
  compare: { rows: NamedTotals[]; totals: Totals } | undefined;
  comparing: boolean;
  primaryLabel: string;
  compareLabel?: string;
  loading?: boolean;
  /** Rows expected in the table, held by placeholders while it loads. */
  expectedRows?: number;
  /** Content under the heading (e.g. a note). */
  children?: ReactNode;
}

/**
 * The totals box of a report: valid count and amount, with compare, difference and percentage when
 * comparing. Until the reports it sums have arrived (both periods' when comparing), placeholders.
 */
export function TotalsBox({ totals, comparing, loading = false }: { totals: ComparedTotals; comparing: boolean; loading?: boolean }) {
  const { t } = useTranslation('reporting');
  const { t: ds } = useTranslation('ds');
  if (loading) {
    return (
      <Box as="section" borderWidth="1px" borderRadius="l2" p="4" bg="bg" aria-label={t('totals')} aria-busy="true">
        <Heading as="h2" size="md" mb="3">
          {t('totals')}
        </Heading>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4" role="status">
          <Skeleton height={comparing ? '28' : '14'} />
          <Skeleton height={comparing ? '28' : '14'} />
          <VisuallyHidden>{ds('loading.label')}</VisuallyHidden>
        </Grid>
      </Box>
    );
  }
  return (
    <StatBox
      title={t('totals')}
      comparing={comparing}
      metrics={[
        { kind: 'count', value: totals.count },
        { kind: 'amount', value: totals.amount },
      ]}
    />
  );
}

const bySize = (rows: NamedTotals[]) =>
  [...rows].sort((a, b) => b.validAmount - a.validAmount).map((r) => ({ name: r.name, value: r.validAmount }));

/** Memoised as PeriodChartSection is: a section whose data did not change is not drawn again. */
export const BreakdownSection = memo(function BreakdownSection({
  title,
  nameHeader,
  primary,
  compare,
  comparing,
  primaryLabel,
  compareLabel,
  loading,
  expectedRows,
  children,
}: BreakdownSectionProps) {
  const { t } = useTranslation('reporting');
  const { rows, totals } = useMemo(() => compareReport(primary, compare, comparing), [primary, compare, comparing]);
  const primarySlices = useMemo(() => bySize(primary?.rows ?? []), [primary]);
  const compareSlices = useMemo(() => bySize(compare?.rows ?? []), [compare]);
  const pending = loading || !primary || (comparing && !compare);
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
      <WhenNear estimatedHeight={estimatedTableHeight(rows.length || (expectedRows ?? 1))}>
        <ComparedTable caption={title} nameHeader={nameHeader} rows={rows} totals={totals} comparing={comparing} loading={pending && rows.length === 0} loadingRows={expectedRows} />
      </WhenNear>
      {/* minmax(0, …): a chart drawn while the page was wider must not hold its column open. */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: comparing ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' }} gap="4">
        <SharePie
          title={primaryLabel}
          label={t('pie.label', { title, period: primaryLabel })}
          slices={primarySlices}
          loading={pending}
        />
        {comparing ? (
          <SharePie
            title={compareLabel ?? ''}
            label={t('pie.label', { title, period: compareLabel ?? '' })}
            slices={compareSlices}
            loading={pending}
          />
        ) : null}
      </Grid>
    </Stack>
  );
});
