/**
 * One statistics section (operations.md §7): GET /paydo-statistika/{section}/ with beginDate,
 * endDate and page, parsed by the contract and mapped by model/wire.ts; components never see the
 * Croatian wire keys.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints as ep } from '../../../api/contract/endpoints-operations';
import { paydoSections, type PaydoSection } from '../../../api/contract/paydo';
import { http } from '../../../api/http';
import type { StatsRange } from '../model/range';
import type { SectionData } from '../model/statistics';
import { sectionMappers, type Wire } from '../model/wire';
import { rangeQuery, paydoKeys } from './keys';

/** The request of a section: the range, and the page of a paged section. */
export interface SectionRequest {
  range: StatsRange;
  page?: number;
}

export async function getSection<S extends PaydoSection>(
  section: S,
  request: SectionRequest,
  signal?: AbortSignal,
): Promise<SectionData[S]> {
  const wire = await http.get(ep.paydoSection(section), {
    query: { ...rangeQuery(request.range), page: request.page },
    schema: paydoSections[section],
    signal,
  });
  return sectionMappers[section](wire as Wire<S>);
}

export function sectionQueryOptions<S extends PaydoSection>(section: S, request: SectionRequest) {
  return queryOptions({
    queryKey: paydoKeys.section(section, request),
    queryFn: ({ signal }) => getSection(section, request, signal),
    // A new page or range keeps the rows on screen (under a spinner) until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** One section; nothing is fetched while the range is not valid (null). */
export function useSection<S extends PaydoSection>(section: S, range: StatsRange | null, page?: number) {
  return useQuery({
    ...sectionQueryOptions(section, { range: range ?? { begin: '', end: '' }, page }),
    enabled: range !== null,
  });
}
