/**
 * The applied report filters of a page: from the URL (a copied link opens the same report, Back
 * restores the previous one), else from the other report pages, else the page's defaults.
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGuardedHistory } from '../../../routing/guarded-history';
import { useToday } from '../../../design-system/format/useToday';
import { filtersFromUrl, filtersToUrl, reconcileFilters, type PageDefaults, type ReportFilters } from '../model/filters';
import { readSharedFilters, sameFilters, subscribeSharedFilters, writeSharedFilters } from '../model/shared-filters';

export interface ReportFiltersState {
  applied: ReportFilters;
  apply: (next: ReportFilters) => void;
  today: Date;
}

export function useReportFilters(defaults: PageDefaults): ReportFiltersState {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const search = params.toString();
  const comparing = defaults.comparing;

  const url = useMemo(() => filtersFromUrl(new URLSearchParams(search)), [search]);
  // The applied report is read from the URL and the shared store as one snapshot. The same report
  // keeps the same object: a change of the store that leaves this page's report as it was (this page
  // writing what it applies, signing out forgetting the store) is not news here and renders nothing.
  const last = useRef<ReportFilters | null>(null);
  const snapshot = useCallback(() => {
    const next = reconcileFilters(url, readSharedFilters(), today, { comparing });
    if (last.current === null || !sameFilters(last.current, next)) last.current = next;
    return last.current;
  }, [url, today, comparing]);
  const applied = useSyncExternalStore(subscribeSharedFilters, snapshot, snapshot);
  const urlHasFilters = url.primary !== undefined;

  // What is applied is named in the URL (so the address can be copied as it is) and shared with the
  // other report pages, each time it changes. Naming the report in the address changes nothing on
  // the screen, so nothing renders for it (guarded-history.tsx, nameInAddress).
  const history = useGuardedHistory();
  useEffect(() => {
    if (!urlHasFilters) history?.nameInAddress(`?${filtersToUrl(applied, new URLSearchParams(search)).toString()}`);
    writeSharedFilters({ filters: applied, comparisonChosen: readSharedFilters()?.comparisonChosen ?? false });
  }, [applied, urlHasFilters, search, history]);

  const apply = useCallback(
    (next: ReportFilters) => {
      writeSharedFilters({ filters: next, comparisonChosen: true });
      setParams((current) => filtersToUrl(next, current));
    },
    [setParams],
  );

  return { applied, apply, today };
}
