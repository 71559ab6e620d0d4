/**
 * Every request handler of the simulator, in the order msw must try them: the control gate
 * (latency and faults for every API call) first, then the control surface, then the API areas.
 * Each one matches only under the bound API base or /__simulator/ (simulator/base.ts).
 */
import { HttpResponse, http } from 'msw';
import { apiPath } from './base';
import { controlGate } from './control/gate';
import { controlHandlers } from './control/http';
import { authHandlers } from './handlers/auth';
import { commonHandlers } from './handlers/common';
import { dashboardHandlers } from './handlers/dashboard';
import { garagesHandlers } from './handlers/garages';
import { geoHandlers } from './handlers/geo';
import { operationsHandlers } from './handlers/operations';
import { paydoHandlers } from './handlers/paydo';
import { systemHandlers } from './handlers/system';
import { parkingHandlers } from './handlers/parking';
import { parksHandlers } from './handlers/parks';
import { salesHandlers } from './handlers/sales';
import { statementsHandlers } from './handlers/statements';

/** Reporting (reporting.md §7): dashboard, parking, garages, parks, sales. */
const reportingHandlers = [...dashboardHandlers, ...parkingHandlers, ...garagesHandlers, ...parksHandlers, ...salesHandlers];

/** The API areas only, without the gate or the control surface. */
export const apiHandlers = [...authHandlers, ...commonHandlers, ...statementsHandlers, ...reportingHandlers, ...operationsHandlers, ...systemHandlers, ...paydoHandlers];

export const handlers = [controlGate, ...controlHandlers, ...geoHandlers, ...apiHandlers];

/**
 * The last resort for paths under the API base that no handler serves: 404 as DRF would send it,
 * instead of falling through to the dev server. Nothing outside the base (the dev server's own
 * modules such as /src/api/…) ever reaches it. The runtimes add it after `handlers`; a Storybook
 * setup adds it last.
 */
export const apiNotFound = http.all(apiPath('/*'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));
