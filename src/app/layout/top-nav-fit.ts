/**
 * How many of the top bar's entries fit on its one row, in order: all of them when their natural
 * widths and the gaps between them fit; otherwise as many as leave room for the More button after
 * them (none, when not even the first does: everything is under Menu).
 */
export function fittingCount({ available, widths, moreWidth, gap }: { available: number; widths: number[]; moreWidth: number; gap: number }): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  // Half a pixel of rounding: getBoundingClientRect returns fractions that can add up past the bar.
  if (total <= available + 0.5) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available + 0.5) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
