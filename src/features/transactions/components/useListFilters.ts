/**
 * The list filters held in the URL (model/list-filters.ts): reading them, applying a Search (which
 * starts at page 1) and changing page. Each change is a new history entry, so Back returns to the
 * previous filters and page.
 */
import { useSearchParams } from 'react-router-dom';
import { useToday } from '../../../design-system/format/useToday';
import { listParams, readListFilters, type ListFilters, type ListWindow } from '../model/list-filters';

export function useListFilters(window: ListWindow) {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params, window, today);
  return {
    filters,
    today,
    /** A new filter resets the page to 1. */
    search: (next: Omit<ListFilters, 'page'>) => setParams(listParams({ ...next, page: 1 })),
    setPage: (page: number) => setParams(listParams({ ...filters, page })),
  };
}
