/**
 * The applied report filters of a page: from the URL (a copied link opens the same report, Back
 * restores the previous one), else from the other report pages, else the page's defaults.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToday } from '../../../design-system/format/useToday';
import {
  compareRangeFor,
  defaultFilters,
  filtersFromUrl,
  filtersToUrl,
  resolveFilters,
  type PageDefaults,
  type ReportFilters,
} from '../model/filters';
import { readSharedFilters, subscribeSharedFilters, writeSharedFilters } from '../model/shared-filters';

export interface ReportFiltersState {
  applied: ReportFilters;
  apply: (next: ReportFilters) => void;
  today: Date;
}

export function useReportFilters(defaults: PageDefaults): ReportFiltersState {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const shared = useSyncExternalStore(subscribeSharedFilters, readSharedFilters, readSharedFilters);
  const search = params.toString();

  const url = useMemo(() => filtersFromUrl(new URLSearchParams(search)), [search]);
  const applied = useMemo(() => {
    const fallback = defaultFilters(today, defaults);
    let base: ReportFilters | null = null;
    if (shared) {
      // Until the user chose comparison with Search, each page starts the way the spec says.
      const compare = shared.comparisonChosen
        ? shared.filters.compare
        : defaults.comparing
          ? (shared.filters.compare ?? compareRangeFor('previousPeriod', shared.filters.primary))
          : null;
      base = { ...shared.filters, compare };
    }
    return resolveFilters(url, base, fallback);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the page default is one flag
  }, [url, shared, today, defaults.comparing]);

  const appliedKey = JSON.stringify(applied);
  const urlHasFilters = url.primary !== undefined;

  useEffect(() => {
    // Name the filters in the URL, so the address can be copied as it is.
    if (!urlHasFilters) setParams(filtersToUrl(applied, new URLSearchParams(search)), { replace: true });
    writeSharedFilters({ filters: applied, comparisonChosen: readSharedFilters()?.comparisonChosen ?? false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- appliedKey stands for applied
  }, [appliedKey, urlHasFilters]);

  const apply = useCallback(
    (next: ReportFilters) => {
      writeSharedFilters({ filters: next, comparisonChosen: true });
      setParams((current) => filtersToUrl(next, current));
    },
    [setParams],
  );

  return { applied, apply, today };
}
