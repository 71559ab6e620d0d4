/** DRF PageNumberPagination, as Django's Paginator computes it. */
import { NotFoundError } from './errors';

export const INVALID_PAGE = 'Invalid page.';

export interface Page<T> {
  items: T[];
  count: number;
  numPages: number;
  page: number;
}

/**
 * Pages a list. An empty list still has one (empty) page, as Django's Paginator with
 * allow_empty_first_page. A page that is not a positive integer (or "last") or lies beyond the
 * last page answers 404 {"detail": "Invalid page."}.
 */
export function paginate<T>(items: readonly T[], rawPage: string | null, pageSize: number): Page<T> {
  const { start, numPages, page } = pageWindow(items.length, rawPage, pageSize);
  return { items: items.slice(start, start + pageSize), count: items.length, numPages, page };
}

/** Django's Paginator without the items: the page, its first index and the page count. */
export function pageWindow(
  count: number,
  rawPage: string | null,
  pageSize: number,
): { start: number; numPages: number; page: number } {
  const numPages = Math.max(1, Math.ceil(count / pageSize));
  let page: number;
  if (rawPage === null || rawPage === '') page = 1;
  else if (rawPage === 'last') page = numPages;
  else if (/^\d+$/.test(rawPage.trim())) page = Number(rawPage.trim());
  else throw new NotFoundError(INVALID_PAGE);
  if (page < 1 || page > numPages) throw new NotFoundError(INVALID_PAGE);
  return { start: (page - 1) * pageSize, numPages, page };
}
