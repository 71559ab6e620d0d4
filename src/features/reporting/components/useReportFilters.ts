/**
 * The applied report filters of a page: from the URL (a copied link opens the same report, Back
 * restores the previous one), else from the other report pages, else the page's defaults.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
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
  const shared = useSyncExternalStore(subscribeSharedFilters, readSharedFilters, readSharedFilters);
  const search = params.toString();
  const comparing = defaults.comparing;

  const url = useMemo(() => filtersFromUrl(new URLSearchParams(search)), [search]);
  const reconciled = useMemo(() => reconcileFilters(url, shared, today, { comparing }), [url, shared, today, comparing]);
  // The same report keeps the same object: a change of the shared store that leaves this page's
  // report as it was (signing out forgets the store while the page is still shown) is not news here.
  const [applied, setApplied] = useState(reconciled);
  if (!sameFilters(applied, reconciled)) setApplied(reconciled);
  const urlHasFilters = url.primary !== undefined;

  // What is applied is named in the URL (so the address can be copied as it is) and shared with the
  // other report pages, each time it changes.
  useEffect(() => {
    if (!urlHasFilters) setParams((current) => filtersToUrl(applied, current), { replace: true });
    writeSharedFilters({ filters: applied, comparisonChosen: readSharedFilters()?.comparisonChosen ?? false });
  }, [applied, urlHasFilters, setParams]);

  const apply = useCallback(
    (next: ReportFilters) => {
      writeSharedFilters({ filters: next, comparisonChosen: true });
      setParams((current) => filtersToUrl(next, current));
    },
    [setParams],
  );

  return { applied, apply, today };
}
