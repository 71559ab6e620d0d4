/** System status (operations.md §7): the status of every service group and its components. */
import { http } from '../core/msw-http';
import { operationsEndpoints as ep } from '../../src/api/contract/endpoints-operations';
import { systemStatusResponse } from '../../src/api/contract/system';
import { apiPath, contractJson, privateRoute } from '../core/http';
import { systemStatus } from './rules';

export const systemStatusHandlers = [
  http.get(apiPath(ep.systemStatus), privateRoute(({ ctx }) => contractJson(systemStatusResponse, systemStatus(ctx)))),
];
