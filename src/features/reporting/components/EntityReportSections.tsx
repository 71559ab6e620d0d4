import { memo } from 'react';
import { ArticleTables, type ArticleTablesProps } from './ArticleTables';
import { BreakdownSection, TotalsBox, type BreakdownSectionProps } from './BreakdownSection';
import { PeriodChartSection, type PeriodChartSectionProps } from './PeriodChartSection';
import { ReportError } from './ReportError';
import { ReportFilterBar, type ReportFilterBarProps } from './ReportFilterBar';

/** Memoised here: a report arriving redraws only the section that shows it. */
const MemoArticleTables = memo(ArticleTables);
const MemoTotalsBox = memo(TotalsBox);

export interface EntityReportSectionsProps {
  filters: ReportFilterBarProps;
  /** A report that could not be read, and how to ask for them again: shown instead of the sections. */
  failed: { error: unknown; retry: () => void } | null;
  totals: { totals: Parameters<typeof TotalsBox>[0]['totals']; comparing: boolean; loading: boolean };
  /** The channels' table, on the pages that have one. */
  channels: BreakdownSectionProps | null;
  chart: PeriodChartSectionProps;
  articles: ArticleTablesProps;
}

/**
 * Everything of an entity's page below its header: the filters and the report's sections. A chunk
 * of its own (EntityDetailPage loads it once the header is drawn), so the code of the tables, the
 * date fields and the chart is not asked for before the entity's name is on screen.
 */
export default function EntityReportSections({ filters, failed, totals, channels, chart, articles }: EntityReportSectionsProps) {
  return (
    <>
      <ReportFilterBar {...filters} />
      {failed ? (
        <ReportError error={failed.error} onRetry={failed.retry} />
      ) : (
        <>
          <MemoTotalsBox totals={totals.totals} comparing={totals.comparing} loading={totals.loading} />
          {channels ? <BreakdownSection {...channels} /> : null}
          <PeriodChartSection {...chart} />
          <MemoArticleTables {...articles} />
        </>
      )}
    </>
  );
}
