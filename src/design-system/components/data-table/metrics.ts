/**
 * A DataTable's height before it is built (a WhenNear placeholder's), from its number of body rows,
 * at size `sm`: a header row, the rows (taller with an expand button), a totals row and the scroll
 * area's frame.
 */
const HEADER_PX = 37.5;
const ROW_PX = 37;
const EXPANDABLE_ROW_PX = 41;
const FRAME_PX = 2;

export function estimatedTableHeight(rows: number, { expandable = false, footer = true }: { expandable?: boolean; footer?: boolean } = {}): number {
  const body = Math.max(rows, 1) * (expandable ? EXPANDABLE_ROW_PX : ROW_PX);
  return Math.round(HEADER_PX * (footer ? 2 : 1) + body + FRAME_PX);
}
