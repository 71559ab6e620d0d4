/** Operations routes (operations.md §7): zones, working hours, closing rules, settings, incidents, status, statistics. */
import { emailResponse, settingResponse, subscriptionResponse } from './settings';
import { operationsEndpoints as ep, operationsPatterns as p } from './endpoints-operations';
import {
  componentListResponse,
  incidentDetailsResponse,
  incidentListQuery,
  incidentListResponse,
  incidentPermissionResponse,
  incidentWire,
  serviceGroupListResponse,
} from './incidents';
import { paydoMailResponse, paydoQuery, paydoSections, PAYDO_SECTIONS, recipientListResponse } from './paydo';
import { CONTENT_TYPES, type ContractRoute, type HttpMethod } from './route-types';
import { systemStatusResponse } from './system';
import {
  changeRequestWire,
  closingRuleWire,
  iznimkeQuery,
  iznimkeResponse,
  radnaVremenaResponse,
  workingPeriodWire,
} from './working-hours';
import { zoneDetailsResponse, zoneGeojsonResponse, zoneListResponse, zoneMapUrlResponse } from './zones';

const json = (
  area: string,
  method: HttpMethod,
  path: string,
  response: ContractRoute['response'],
  extra: Partial<ContractRoute> = {},
): ContractRoute => ({ area, method, path, response, kind: 'json', ...extra });

/** The routes of one kind of item in one place: list and create, details, edit and removal of items and requests. */
function itemRoutes(
  area: string,
  kind: 'period' | 'rule',
  paths: { list: string; details?: string; requestDetails?: string; item: string; request: string },
): ContractRoute[] {
  const item = kind === 'period' ? workingPeriodWire : closingRuleWire;
  const list = kind === 'period' ? radnaVremenaResponse : iznimkeResponse;
  return [
    json(area, 'GET', paths.list, list, kind === 'rule' ? { query: iznimkeQuery } : {}),
    json(area, 'POST', paths.list, changeRequestWire),
    ...(paths.details ? [json(area, 'GET', paths.details, item)] : []),
    ...(paths.requestDetails ? [json(area, 'GET', paths.requestDetails, item)] : []),
    json(area, 'PATCH', paths.item, changeRequestWire),
    json(area, 'DELETE', paths.item, changeRequestWire),
    json(area, 'PATCH', paths.request, changeRequestWire),
    json(area, 'DELETE', paths.request, changeRequestWire),
  ];
}

const dateRange = { begin_date: '{yearAgo}', end_date: '{monthStart}' };

export const operationsRoutes: ContractRoute[] = [
  // Zones
  json('zones', 'GET', p.zoneList, zoneListResponse),
  json('zones', 'GET', p.zoneMapUrl, zoneMapUrlResponse),
  json('zones', 'GET', p.zoneGeojson, zoneGeojsonResponse),
  json('zones', 'GET', p.zoneDetails, zoneDetailsResponse),
  json('zones', 'PATCH', p.zone, changeRequestWire),
  { area: 'zones', method: 'GET', path: ep.zoneManual, response: null, kind: 'file', contentType: CONTENT_TYPES.pptx },
  // Parking working hours and closing rules, provider and zone level
  ...itemRoutes('working-hours', 'period', {
    list: p.providerWorkingPeriods,
    details: p.workingPeriodDetails,
    requestDetails: p.workingPeriodRequestDetails,
    item: p.workingPeriod,
    request: p.workingPeriodRequest,
  }),
  ...itemRoutes('working-hours', 'period', { list: p.zoneWorkingPeriods, item: p.zoneWorkingPeriod, request: p.zoneWorkingPeriodRequest }),
  ...itemRoutes('working-hours', 'rule', {
    list: p.providerClosingRules,
    details: p.closingRuleDetails,
    requestDetails: p.closingRuleRequestDetails,
    item: p.closingRule,
    request: p.closingRuleRequest,
  }),
  ...itemRoutes('working-hours', 'rule', { list: p.zoneClosingRules, item: p.zoneClosingRule, request: p.zoneClosingRuleRequest }),
  // Garage working hours and closing rules
  ...itemRoutes('garage-hours', 'period', {
    list: p.garageWorkingPeriods,
    details: p.garageWorkingPeriodDetails,
    requestDetails: p.garageWorkingPeriodRequestDetails,
    item: p.garageWorkingPeriod,
    request: p.garageWorkingPeriodRequest,
  }),
  ...itemRoutes('garage-hours', 'rule', {
    list: p.garageClosingRules,
    details: p.garageClosingRuleDetails,
    requestDetails: p.garageClosingRuleRequestDetails,
    item: p.garageClosingRule,
    request: p.garageClosingRuleRequest,
  }),
  // Settings
  json('settings', 'POST', ep.userSetting, settingResponse),
  json('settings', 'POST', ep.setEmail, emailResponse),
  json('settings', 'POST', ep.userSubscription, subscriptionResponse),
  // System and incidents
  json('system', 'GET', ep.systemStatus, systemStatusResponse),
  json('incidents', 'GET', ep.componentList, componentListResponse),
  json('incidents', 'GET', ep.serviceGroupList, serviceGroupListResponse),
  json('incidents', 'GET', ep.incidentList, incidentListResponse, { query: incidentListQuery }),
  json('incidents', 'POST', ep.incidentList, incidentWire),
  json('incidents', 'GET', ep.publicIncidentList, incidentListResponse, { query: incidentListQuery }),
  json('incidents', 'PATCH', p.incident, incidentWire),
  json('incidents', 'GET', p.incidentDetails, incidentDetailsResponse),
  json('incidents', 'GET', ep.incidentPermission, incidentPermissionResponse),
  // Mobile payment statistics
  json('paydo', 'GET', ep.paydoRecipients, recipientListResponse),
  json('paydo', 'GET', ep.paydo, paydoMailResponse, { query: paydoQuery, example: { query: dateRange } }),
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
