/** Incidents (operations.md §7): the public and full lists, details, create and edit, the permission check, and the service-group and component lists the form chooses from. */
import { http } from '../core/msw-http';
import { operationsEndpoints as ep, operationsPatterns as p } from '../../src/api/contract/endpoints-operations';
import {
  componentListResponse,
  incidentDetailsResponse,
  incidentListResponse,
  incidentPermissionResponse,
  incidentWire,
  serviceGroupListResponse,
} from '../../src/api/contract/incidents';
import { apiPath, contractJson, param, privateRoute, readJson } from '../core/http';
import {
  componentList,
  createIncident,
  incidentDetails,
  incidentPermission,
  listIncidents,
  listPublicIncidents,
  serviceGroupList,
  updateIncident,
} from './rules';

export const incidentsHandlers = [
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
