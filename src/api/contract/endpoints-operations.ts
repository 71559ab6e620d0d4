/**
 * Paths of the operations area (operations.md §7), relative to the API base (/api), with the
 * spec's trailing slashes. Builders for the API layer, `:param` patterns for the simulator's handlers
 * and the contract suite. Paths the spec does not show: docs/decisions/operations-paths.md.
 */
import { apiPath } from './path';

type Id = number | string;

export const operationsEndpoints = {
  // Parking provider zones
  zoneList: (id: Id) => apiPath`/parking/provider/${id}/zone/`,
  zoneMapUrl: (id: Id) => apiPath`/parking/provider/${id}/zone/map-url/`,
  zoneGeojson: (id: Id) => apiPath`/parking/provider/${id}/zone/geojson/`,
  zoneDetails: (id: Id, zoneId: Id) => apiPath`/parking/provider/${id}/zona/${zoneId}/detaljno/`,
  /** PATCH { polygon_data }: a polygon change request. */
  zone: (id: Id, zoneId: Id) => apiPath`/parking/provider/${id}/zona/${zoneId}/`,
  // Parking working periods: provider level and zone level
  providerWorkingPeriods: (id: Id) => apiPath`/parking/provider/${id}/radno-vrijeme/`,
  zoneWorkingPeriods: (id: Id, zoneId: Id) => apiPath`/parking/provider/${id}/zona/${zoneId}/radna-vremena/`,
  workingPeriodDetails: (id: Id, periodId: Id) => apiPath`/parking/provider/${id}/radno-vrijeme/${periodId}/detaljno/`,
  workingPeriodRequestDetails: (id: Id, requestId: Id) => apiPath`/parking/provider/${id}/radno-vrijeme-request/${requestId}/detaljno/`,
  workingPeriod: (id: Id, periodId: Id) => apiPath`/parking/provider/${id}/radno-vrijeme/${periodId}/`,
  workingPeriodRequest: (id: Id, requestId: Id) => apiPath`/parking/provider/${id}/radno-vrijeme-request/${requestId}/`,
  zoneWorkingPeriod: (id: Id, zoneId: Id, periodId: Id) => apiPath`/parking/provider/${id}/zona/${zoneId}/radno-vrijeme/${periodId}/`,
  zoneWorkingPeriodRequest: (id: Id, zoneId: Id, requestId: Id) =>
    apiPath`/parking/provider/${id}/zona/${zoneId}/radno-vrijeme-request/${requestId}/`,
  // Parking closing rules
  providerClosingRules: (id: Id) => apiPath`/parking/provider/${id}/iznimke/`,
  zoneClosingRules: (id: Id, zoneId: Id) => apiPath`/parking/provider/${id}/zona/${zoneId}/iznimke/`,
  closingRuleDetails: (id: Id, ruleId: Id) => apiPath`/parking/provider/${id}/iznimka/${ruleId}/detaljno/`,
  closingRuleRequestDetails: (id: Id, requestId: Id) => apiPath`/parking/provider/${id}/iznimka-request/${requestId}/detaljno/`,
  closingRule: (id: Id, ruleId: Id) => apiPath`/parking/provider/${id}/iznimka/${ruleId}/`,
  closingRuleRequest: (id: Id, requestId: Id) => apiPath`/parking/provider/${id}/iznimka-request/${requestId}/`,
  zoneClosingRule: (id: Id, zoneId: Id, ruleId: Id) => apiPath`/parking/provider/${id}/zona/${zoneId}/iznimka/${ruleId}/`,
  zoneClosingRuleRequest: (id: Id, zoneId: Id, requestId: Id) =>
    apiPath`/parking/provider/${id}/zona/${zoneId}/iznimka-request/${requestId}/`,
  zoneManual: '/upute-za-zone/',
  // Garages
  garageWorkingPeriods: (id: Id) => apiPath`/garaze/garaza/${id}/radna-vremena/`,
  garageWorkingPeriodDetails: (id: Id, periodId: Id) => apiPath`/garaze/garaza/${id}/radno-vrijeme/${periodId}/detaljno/`,
  garageWorkingPeriodRequestDetails: (id: Id, requestId: Id) =>
    apiPath`/garaze/garaza/${id}/radno-vrijeme-request/${requestId}/detaljno/`,
  garageWorkingPeriod: (id: Id, periodId: Id) => apiPath`/garaze/garaza/${id}/radno-vrijeme/${periodId}/`,
  garageWorkingPeriodRequest: (id: Id, requestId: Id) => apiPath`/garaze/garaza/${id}/radno-vrijeme-request/${requestId}/`,
  garageClosingRules: (id: Id) => apiPath`/garaze/garaza/${id}/iznimke/`,
  garageClosingRuleDetails: (id: Id, ruleId: Id) => apiPath`/garaze/garaza/${id}/iznimka/${ruleId}/detaljno/`,
  garageClosingRuleRequestDetails: (id: Id, requestId: Id) => apiPath`/garaze/garaza/${id}/iznimka-request/${requestId}/detaljno/`,
  garageClosingRule: (id: Id, ruleId: Id) => apiPath`/garaze/garaza/${id}/iznimka/${ruleId}/`,
  garageClosingRuleRequest: (id: Id, requestId: Id) => apiPath`/garaze/garaza/${id}/iznimka-request/${requestId}/`,
  // Settings
  userSetting: '/korisnicke-postavke/',
  setEmail: '/postavi-email/',
  userSubscription: '/system/user-subscription/',
  // System and incidents
  systemStatus: '/system/status/',
  componentList: '/system/incidents/component-list/',
  serviceGroupList: '/system/incidents/servicegroup-list/',
  incidentList: '/system/incident-list/',
  publicIncidentList: '/system/incident-list/public/',
  incident: (id: Id) => apiPath`/system/incident/${id}/`,
  incidentDetails: (id: Id) => apiPath`/system/incident/${id}/details/`,
  incidentPermission: '/system/incidents/permission/',
  // Mobile payment statistics
  paydoRecipients: '/paydo-statistika/primatelji/',
  paydo: '/paydo-statistika/',
  paydoSection: (section: string) => apiPath`/paydo-statistika/${section}/`,
} as const;

/** The same paths as msw/route patterns. Placeholders: :id (provider or garage), :zoneId, :periodId, :ruleId, :requestId, :section. */
export const operationsPatterns = {
  zoneList: operationsEndpoints.zoneList(':id'),
  zoneMapUrl: operationsEndpoints.zoneMapUrl(':id'),
  zoneGeojson: operationsEndpoints.zoneGeojson(':id'),
  zoneDetails: operationsEndpoints.zoneDetails(':id', ':zoneId'),
  zone: operationsEndpoints.zone(':id', ':zoneId'),
  providerWorkingPeriods: operationsEndpoints.providerWorkingPeriods(':id'),
  zoneWorkingPeriods: operationsEndpoints.zoneWorkingPeriods(':id', ':zoneId'),
  workingPeriodDetails: operationsEndpoints.workingPeriodDetails(':id', ':periodId'),
  workingPeriodRequestDetails: operationsEndpoints.workingPeriodRequestDetails(':id', ':requestId'),
  workingPeriod: operationsEndpoints.workingPeriod(':id', ':periodId'),
  workingPeriodRequest: operationsEndpoints.workingPeriodRequest(':id', ':requestId'),
  zoneWorkingPeriod: operationsEndpoints.zoneWorkingPeriod(':id', ':zoneId', ':periodId'),
  zoneWorkingPeriodRequest: operationsEndpoints.zoneWorkingPeriodRequest(':id', ':zoneId', ':requestId'),
  providerClosingRules: operationsEndpoints.providerClosingRules(':id'),
  zoneClosingRules: operationsEndpoints.zoneClosingRules(':id', ':zoneId'),
  closingRuleDetails: operationsEndpoints.closingRuleDetails(':id', ':ruleId'),
  closingRuleRequestDetails: operationsEndpoints.closingRuleRequestDetails(':id', ':requestId'),
  closingRule: operationsEndpoints.closingRule(':id', ':ruleId'),
  closingRuleRequest: operationsEndpoints.closingRuleRequest(':id', ':requestId'),
  zoneClosingRule: operationsEndpoints.zoneClosingRule(':id', ':zoneId', ':ruleId'),
  zoneClosingRuleRequest: operationsEndpoints.zoneClosingRuleRequest(':id', ':zoneId', ':requestId'),
  garageWorkingPeriods: operationsEndpoints.garageWorkingPeriods(':id'),
  garageWorkingPeriodDetails: operationsEndpoints.garageWorkingPeriodDetails(':id', ':periodId'),
  garageWorkingPeriodRequestDetails: operationsEndpoints.garageWorkingPeriodRequestDetails(':id', ':requestId'),
  garageWorkingPeriod: operationsEndpoints.garageWorkingPeriod(':id', ':periodId'),
  garageWorkingPeriodRequest: operationsEndpoints.garageWorkingPeriodRequest(':id', ':requestId'),
  garageClosingRules: operationsEndpoints.garageClosingRules(':id'),
  garageClosingRuleDetails: operationsEndpoints.garageClosingRuleDetails(':id', ':ruleId'),
  garageClosingRuleRequestDetails: operationsEndpoints.garageClosingRuleRequestDetails(':id', ':requestId'),
  garageClosingRule: operationsEndpoints.garageClosingRule(':id', ':ruleId'),
  garageClosingRuleRequest: operationsEndpoints.garageClosingRuleRequest(':id', ':requestId'),
  incident: operationsEndpoints.incident(':incidentId'),
  incidentDetails: operationsEndpoints.incidentDetails(':incidentId'),
  paydoSection: operationsEndpoints.paydoSection(':section'),
} as const;

/** The paths of one kind of item in one place: list (GET) and create (POST), details, edit and removal of items and requests. */
export interface ItemPathSet {
  area: 'parking' | 'garage';
  kind: 'working_period' | 'closing_rule';
  list: string;
  details?: string;
  requestDetails?: string;
  item: string;
  request: string;
}

/** Every place where working periods and closing rules live: provider level, zone level, garage. */
export const itemPathSets: readonly ItemPathSet[] = [
  {
    area: 'parking',
    kind: 'working_period',
    list: operationsPatterns.providerWorkingPeriods,
    details: operationsPatterns.workingPeriodDetails,
    requestDetails: operationsPatterns.workingPeriodRequestDetails,
    item: operationsPatterns.workingPeriod,
    request: operationsPatterns.workingPeriodRequest,
  },
  {
    area: 'parking',
    kind: 'working_period',
    list: operationsPatterns.zoneWorkingPeriods,
    item: operationsPatterns.zoneWorkingPeriod,
    request: operationsPatterns.zoneWorkingPeriodRequest,
  },
  {
    area: 'parking',
    kind: 'closing_rule',
    list: operationsPatterns.providerClosingRules,
    details: operationsPatterns.closingRuleDetails,
    requestDetails: operationsPatterns.closingRuleRequestDetails,
    item: operationsPatterns.closingRule,
    request: operationsPatterns.closingRuleRequest,
  },
  {
    area: 'parking',
    kind: 'closing_rule',
    list: operationsPatterns.zoneClosingRules,
    item: operationsPatterns.zoneClosingRule,
    request: operationsPatterns.zoneClosingRuleRequest,
  },
  {
    area: 'garage',
    kind: 'working_period',
    list: operationsPatterns.garageWorkingPeriods,
    details: operationsPatterns.garageWorkingPeriodDetails,
    requestDetails: operationsPatterns.garageWorkingPeriodRequestDetails,
    item: operationsPatterns.garageWorkingPeriod,
    request: operationsPatterns.garageWorkingPeriodRequest,
  },
  {
    area: 'garage',
    kind: 'closing_rule',
    list: operationsPatterns.garageClosingRules,
    details: operationsPatterns.garageClosingRuleDetails,
    requestDetails: operationsPatterns.garageClosingRuleRequestDetails,
    item: operationsPatterns.garageClosingRule,
    request: operationsPatterns.garageClosingRuleRequest,
  },
];
