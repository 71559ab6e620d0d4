import { Fragment } from 'react';
import { BreakdownSection, type BreakdownSectionProps } from './BreakdownSection';
import { PeriodChartSection, type PeriodChartSectionProps } from './PeriodChartSection';
import { ReportError } from './ReportError';
import { ReportFilterBar, type ReportFilterBarProps } from './ReportFilterBar';

export interface DashboardSectionsProps {
  filters: ReportFilterBarProps;
  /** Until the ids the filters name are known, the filters alone. */
  idsReady: boolean;
  /** A report that could not be read, and how to ask for them again: shown instead of the sections. */
  failed: { error: unknown; retry: () => void } | null;
  /** Each breakdown (services, channels): its table and its chart over time. */
  sections: { key: string; table: BreakdownSectionProps; chart: PeriodChartSectionProps }[];
}

/**
 * Everything of the dashboard below its header: the filters and the reports' sections. A chunk of
 * its own (DashboardPage loads it once the header is drawn and the lists are in), so the code of the
 * tables, the date fields and the charts is not asked for before the page's title is on screen.
 */
export default function DashboardSections({ filters, idsReady, failed, sections }: DashboardSectionsProps) {
  return (
    <>
      <ReportFilterBar {...filters} />
      {!idsReady ? null : failed ? (
        <ReportError error={failed.error} onRetry={failed.retry} />
      ) : (
        sections.map((section) => (
          <Fragment key={section.key}>
            <BreakdownSection {...section.table} />
            <PeriodChartSection {...section.chart} />
          </Fragment>
        ))
      )}
    </>
  );
}
