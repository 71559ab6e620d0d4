/** The statistics' query keys, and a range as the calls' query parameters. */
import type { PaydoSection } from '../../../api/contract/paydo';
import type { StatsRange } from '../model/range';
import type { SectionRequest } from './section';

export const paydoKeys = {
  all: ['paydoStatistics'] as const,
  recipients: () => [...paydoKeys.all, 'recipients'] as const,
  section: (section: PaydoSection, request: SectionRequest) => [...paydoKeys.all, 'section', section, request] as const,
};

/** The query of every statistics call (the spec's names: beginDate, endDate). */
export function rangeQuery(range: StatsRange) {
  return { beginDate: range.begin, endDate: range.end };
}
