/**
 * Which rows of how many a paged table shows ("1–50 od 1.234"), from what the table knows: the
 * page, the page count, the rows on screen and the total. The page size is the caller's when it
 * knows it; otherwise a page that is not the last is full, so its row count is the page size, and
 * the last page ends at the total.
 */
export interface RowRange {
  from: number;
  to: number;
  total: number;
}

export function rowRange({
  page,
  pageCount,
  shown,
  total,
  pageSize,
}: {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Rows on the page shown. */
  shown: number;
  total: number;
  pageSize?: number;
}): RowRange | null {
  if (!Number.isFinite(total) || total <= 0 || shown <= 0) return null;
  const last = page >= pageCount;
  let from: number;
  if (pageSize && pageSize > 0) from = (page - 1) * pageSize + 1;
  else if (last) from = total - shown + 1;
  else from = (page - 1) * shown + 1;
  from = Math.min(Math.max(1, from), total);
  const to = Math.min(total, from + shown - 1);
  return { from, to, total };
}
