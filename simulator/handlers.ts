/**
 * Every request handler of the simulator, in the order msw must try them: the control gate
 * (latency and faults for every /api/* call) first, then the control surface, then the API areas.
 */
import { controlGate } from './control/gate';
import { controlHandlers } from './control/http';
import { authHandlers } from './handlers/auth';
import { commonHandlers } from './handlers/common';
import { statementsHandlers } from './handlers/statements';

/** The API areas only, without the gate or the control surface. */
export const apiHandlers = [...authHandlers, ...commonHandlers, ...statementsHandlers];

export const handlers = [controlGate, ...controlHandlers, ...apiHandlers];
