/** Settings, subscriptions, system status and incidents (operations.md §7). Thin: rules in simulator/domain. */
import { http } from 'msw';
import { operationsEndpoints as ep, operationsPatterns as p } from '../../src/api/contract/endpoints-operations';
import {
  componentListResponse,
  incidentDetailsResponse,
  incidentListResponse,
  incidentPermissionResponse,
  incidentWire,
  serviceGroupListResponse,
} from '../../src/api/contract/incidents';
import { emailResponse, settingResponse, subscriptionResponse } from '../../src/api/contract/settings';
import { systemStatusResponse } from '../../src/api/contract/system';
import {
  componentList,
  createIncident,
  incidentDetails,
  incidentPermission,
  listIncidents,
  listPublicIncidents,
  serviceGroupList,
  updateIncident,
} from '../domain/incidents';
import { changeSetting, EMAIL_SAVED, setEmail, setSubscription, SETTING_SAVED } from '../domain/settings';
import { systemStatus } from '../domain/system-status';
import { apiPath, contractJson, param, privateRoute, readJson } from './http';

export const systemHandlers = [
  http.post(
    apiPath(ep.userSetting),
    privateRoute(async ({ ctx, session, request }) =>
      contractJson(settingResponse, { detail: SETTING_SAVED, postavka: await changeSetting(ctx, session, await readJson(request)) }),
    ),
  ),
  http.post(
    apiPath(ep.setEmail),
    privateRoute(async ({ ctx, session, request }) =>
      contractJson(emailResponse, { detail: EMAIL_SAVED, email: await setEmail(ctx, session, await readJson(request)) }),
    ),
  ),
  http.post(
    apiPath(ep.userSubscription),
    privateRoute(async ({ ctx, session, request }) =>
      contractJson(subscriptionResponse, { user_subscriptions: await setSubscription(ctx, session, await readJson(request)) }),
    ),
  ),
  http.get(apiPath(ep.systemStatus), privateRoute(({ ctx }) => contractJson(systemStatusResponse, systemStatus(ctx)))),
  http.get(apiPath(ep.componentList), privateRoute(() => contractJson(componentListResponse, componentList()))),
  http.get(apiPath(ep.serviceGroupList), privateRoute(() => contractJson(serviceGroupListResponse, serviceGroupList()))),
  http.get(
    apiPath(ep.publicIncidentList),
    privateRoute(({ ctx, url }) =>
      contractJson(incidentListResponse, listPublicIncidents(ctx, url.searchParams.get('page'), url.searchParams.get('search'))),
    ),
  ),
  http.get(
    apiPath(ep.incidentList),
    privateRoute(({ ctx, session, url }) =>
      contractJson(incidentListResponse, listIncidents(ctx, session, url.searchParams.get('page'), url.searchParams.get('search'))),
    ),
  ),
  http.post(
    apiPath(ep.incidentList),
    privateRoute(async ({ ctx, session, request }) =>
      contractJson(incidentWire, await createIncident(ctx, session, await readJson(request)), { status: 201 }),
    ),
  ),
  http.patch(
    apiPath(p.incident),
    privateRoute(async ({ ctx, session, params, request }) =>
      contractJson(incidentWire, await updateIncident(ctx, session, param(params, 'incidentId'), await readJson(request))),
    ),
  ),
  http.get(
    apiPath(p.incidentDetails),
    privateRoute(({ ctx, session, params }) =>
      contractJson(incidentDetailsResponse, incidentDetails(ctx, session, param(params, 'incidentId'))),
    ),
  ),
  http.get(apiPath(ep.incidentPermission), privateRoute(({ session }) => contractJson(incidentPermissionResponse, incidentPermission(session)))),
];
