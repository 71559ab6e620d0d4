/**
 * Every request handler of the simulator, in the order msw must try them: the control gate
 * (latency and faults for every API call) first, then the control surface, then the API areas.
 * Each one matches only under the bound API base or /__simulator/ (simulator/core/base.ts).
 */
import { HttpResponse } from 'msw';
import { http } from './core/msw-http';
import { apiPath } from './core/base';
import { controlGate } from './core/control/gate';
import { controlHandlers } from './core/control/http';
import { authHandlers } from './auth/handlers';
import { referenceHandlers } from './core/reference-handlers';
import { dashboardHandlers } from './reporting/handlers/dashboard';
import { garagesHandlers } from './reporting/handlers/garages';
import { geoHandlers } from './geo/handlers';
import { incidentsHandlers } from './incidents/handlers';
import { paydoStatisticsHandlers } from './paydo-statistics/handlers';
import { settingsHandlers } from './settings/handlers';
import { systemStatusHandlers } from './system-status/handlers';
import { transactionsHandlers } from './transactions/handlers';
import { zonesHandlers } from './zones/handlers';
import { zoneMapHandlers } from './zones/zone-map-handlers';
import { parkingHandlers } from './reporting/handlers/parking';
import { parksHandlers } from './reporting/handlers/parks';
import { salesHandlers } from './reporting/handlers/sales';
import { statementsHandlers } from './statements/handlers';

/** Reporting (reporting.md §7): dashboard, parking, garages, parks, sales; the lists under each entity are transactions'. */
const reportingHandlers = [...dashboardHandlers, ...parkingHandlers, ...garagesHandlers, ...parksHandlers, ...salesHandlers, ...transactionsHandlers];

/** The API areas only, without the gate or the control surface. */
export const apiHandlers = [
  ...authHandlers,
  ...referenceHandlers,
  ...statementsHandlers,
  ...reportingHandlers,
  ...zonesHandlers,
  ...settingsHandlers,
  ...systemStatusHandlers,
  ...incidentsHandlers,
  ...paydoStatisticsHandlers,
];

export const handlers = [controlGate, ...controlHandlers, ...geoHandlers, ...zoneMapHandlers, ...apiHandlers];

/**
 * The last resort for paths under the API base that no handler serves, as Django answers them: a
 * path without its trailing slash is redirected to the path with it (301, CommonMiddleware's
 * APPEND_SLASH), anything else is DRF's 404, instead of falling through to the dev server. Nothing
 * outside the base (the dev server's own modules such as /src/api/…) ever reaches it. The runtimes
 * add it after `handlers`; a Storybook setup adds it last.
 */
export const apiNotFound = http.all(apiPath('/*'), ({ request }) => {
  const url = new URL(request.url);
  if (!url.pathname.endsWith('/')) {
    url.pathname = `${url.pathname}/`;
    return new Response(null, { status: 301, headers: { Location: url.pathname + url.search } });
  }
  return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
});
