import type { StatsRange } from '../model/range';

/** What every statistics view gets from the area: the valid range, and the page of a paged view. */
export interface StatsViewProps {
  range: StatsRange;
  page: number;
  onPageChange: (page: number) => void;
}
