/** What the statistics stories share: the route of a view with a range, the requests sent, the loaded table. */
// The screen stories' shared request spy and table helpers, re-exported for the statistics stories.
import { requestsTo } from '../../.storybook/requests';
import type { StatsTab } from '../features/paydo-statistics/model/tabs';

export { watchRequests } from '../../.storybook/requests';
export { bodyRows, loadedTable } from '../../.storybook/tables';

export const STORY_RANGE = { begin: '2026-10-01', end: '2026-10-31' } as const;

/** The URL of a view with the story range. */
export function viewRoute(tab: StatsTab, range: { begin: string; end: string } = STORY_RANGE): string {
  return `/paydo-statistika/${tab}?beginDate=${range.begin}&endDate=${range.end}`;
}

/** The queries of the requests sent so far to a statistics section (e.g. 'korisnici_i_kupovine'). */
export const sectionRequests = (section: string) => requestsTo(`/paydo-statistika/${section}/`);

/** The queries of the mail and Excel requests (GET /paydo-statistika/). */
export const areaRequests = () => requestsTo('/paydo-statistika/');
