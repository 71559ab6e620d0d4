import { useFormat } from '../../../design-system/format/useFormat';
import type { CompleteRange, ReportFilters } from '../model/filters';

/** '1. 11. 2026. – 20. 11. 2026.' for the primary and the compare period, in the active locale. */
export function usePeriodLabels(filters: ReportFilters): { primary: string; compare?: string } {
  const format = useFormat();
  const label = (range: CompleteRange) => `${format.date(range.begin)} – ${format.date(range.end)}`;
  return { primary: label(filters.primary), compare: filters.compare ? label(filters.compare) : undefined };
}
