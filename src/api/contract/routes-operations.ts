/** Operations routes (operations.md §7): zones, working hours, closing rules, settings, incidents, status, statistics. */
import { emailRequest, emailResponse, settingRequest, settingResponse, subscriptionRequest, subscriptionResponse } from './settings';
import { itemPathSets, operationsEndpoints as ep, operationsPatterns as p, type ItemPathSet } from './endpoints-operations';
import {
  componentListResponse,
  incidentDetailsResponse,
  incidentListQuery,
  incidentListResponse,
  incidentPermissionResponse,
  incidentRequest,
  incidentWire,
  serviceGroupListResponse,
} from './incidents';
import { paydoMailResponse, paydoQuery, paydoSections, PAYDO_SECTIONS, recipientListResponse } from './paydo';
import { CONTENT_TYPES, type ContractRoute, type HttpMethod } from './route-types';
import { systemStatusResponse } from './system';
import {
  changeRequestWire,
  closingRuleRequest,
  closingRuleWire,
  iznimkeQuery,
  iznimkeResponse,
  radnaVremenaResponse,
  workingPeriodRequest,
  workingPeriodWire,
} from './working-periods';
import { zoneDetailsResponse, zoneGeojsonResponse, zoneListResponse, zoneMapUrlResponse, zonePolygonRequest } from './zones';

const json = (
  area: string,
  method: HttpMethod,
  path: string,
  response: ContractRoute['response'],
  extra: Partial<ContractRoute> = {},
): ContractRoute => ({ area, method, path, response, kind: 'json', ...extra });

/** The routes of one kind of item in one place: list and create, details, edit and removal of items and requests. */
function itemRoutes(paths: ItemPathSet): ContractRoute[] {
  const period = paths.kind === 'working_period';
  const area = paths.area === 'garage' ? 'garage-working-periods' : 'working-periods';
  const item = period ? workingPeriodWire : closingRuleWire;
  const list = period ? radnaVremenaResponse : iznimkeResponse;
  const request = period ? workingPeriodRequest : closingRuleRequest;
  return [
    json(area, 'GET', paths.list, list, period ? {} : { query: iznimkeQuery }),
    json(area, 'POST', paths.list, changeRequestWire, { request }),
    ...(paths.details ? [json(area, 'GET', paths.details, item)] : []),
    ...(paths.requestDetails ? [json(area, 'GET', paths.requestDetails, item)] : []),
    json(area, 'PATCH', paths.item, changeRequestWire, { request }),
    json(area, 'DELETE', paths.item, changeRequestWire),
    json(area, 'PATCH', paths.request, changeRequestWire, { request }),
    json(area, 'DELETE', paths.request, changeRequestWire),
  ];
}

/** The statistics' parameter names are the spec's (operations.md §7). */
const dateRange = { beginDate: '{yearAgo}', endDate: '{monthStart}' };

export const operationsRoutes: ContractRoute[] = [
  // Zones
  json('zones', 'GET', p.zoneList, zoneListResponse),
  json('zones', 'GET', p.zoneMapUrl, zoneMapUrlResponse),
  json('zones', 'GET', p.zoneGeojson, zoneGeojsonResponse),
  json('zones', 'GET', p.zoneDetails, zoneDetailsResponse),
  json('zones', 'PATCH', p.zone, changeRequestWire, { request: zonePolygonRequest }),
  { area: 'zones', method: 'GET', path: ep.zoneManual, response: null, kind: 'file', contentType: CONTENT_TYPES.pptx },
  // Working hours and closing rules: parking provider and zone level, garages
  ...itemPathSets.flatMap(itemRoutes),
  // Settings
  json('settings', 'POST', ep.userSetting, settingResponse, { request: settingRequest }),
  json('settings', 'POST', ep.setEmail, emailResponse, { request: emailRequest }),
  json('settings', 'POST', ep.userSubscription, subscriptionResponse, { request: subscriptionRequest }),
  // System and incidents
  json('system', 'GET', ep.systemStatus, systemStatusResponse),
  json('incidents', 'GET', ep.componentList, componentListResponse),
  json('incidents', 'GET', ep.serviceGroupList, serviceGroupListResponse),
  json('incidents', 'GET', ep.incidentList, incidentListResponse, { query: incidentListQuery }),
  json('incidents', 'POST', ep.incidentList, incidentWire, { request: incidentRequest }),
  json('incidents', 'GET', ep.publicIncidentList, incidentListResponse, { query: incidentListQuery }),
  json('incidents', 'PATCH', p.incident, incidentWire, { request: incidentRequest }),
  json('incidents', 'GET', p.incidentDetails, incidentDetailsResponse),
  json('incidents', 'GET', ep.incidentPermission, incidentPermissionResponse),
  // Mobile payment statistics
  json('paydo', 'GET', ep.paydoRecipients, recipientListResponse),
  json('paydo', 'GET', ep.paydo, paydoMailResponse, { query: paydoQuery, example: { query: { ...dateRange, recipient: 'uprava@bmove.hr' } } }),
  {
    area: 'paydo',
    method: 'GET',
    path: ep.paydo,
    query: paydoQuery,
    response: null,
    kind: 'file',
    contentType: CONTENT_TYPES.xlsx,
    example: { query: { ...dateRange, excel: 'true' } },
  },
  ...PAYDO_SECTIONS.map((section) =>
    json('paydo', 'GET', ep.paydoSection(section), paydoSections[section], { query: paydoQuery, example: { query: dateRange } }),
  ),
];
