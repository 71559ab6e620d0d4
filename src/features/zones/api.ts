/**
 * Zones, working hours and closing rules of parking providers and garages (operations.md §2–§9).
 * Every change (create, edit, removal) is a change request awaiting approval; a pending item carries
 * its requestId, and editing or removing it acts on the request.
 *
 * One place owns the items: `ItemOwner` is a parking zone, a parking provider (new items for several
 * zones) or a garage; the same fetchers, forms and cards serve all three.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { popisDanaResponse } from '../../api/contract/common';
import { endpoints } from '../../api/contract/endpoints';
import { operationsEndpoints as ep } from '../../api/contract/endpoints-operations';
import {
  closingRuleWire,
  iznimkeResponse,
  NO_CHARGE_TIME,
  radnaVremenaResponse,
  workingPeriodWire,
  type ChangeRequestAction,
  type ClosingRuleRequest,
  type ClosingRuleWire,
  type WorkingPeriodRequest,
  type WorkingPeriodWire,
} from '../../api/contract/working-hours';
import {
  ZONE_MANUAL_FILENAME,
  zoneDetailsResponse,
  zoneGeojsonResponse,
  zoneListResponse,
  zoneMapUrlResponse,
  zonePolygonDocument,
  type ZoneDetailsWire,
  type ZonePolygonDocument,
  type ZoneWire,
} from '../../api/contract/zones';
import { download, http, saveFile, sendWrite, toApiDate } from '../../api/http';

// ---------------------------------------------------------------------------------------------
// Domain types

/** A day of a working period. Its name is the UI's (model/forms weekdayName), in the UI language. */
export interface WorkingDay {
  /** 0 = Monday ... 6 = Sunday. */
  weekDay: number;
  /** HH:MM, null on a no-charge day. */
  timeFrom: string | null;
  timeTo: string | null;
  noCharge: boolean;
  isToday: boolean;
}

/** What a pending change request does to an item. */
export interface PendingMark {
  requestId: number;
  /**
   * What the request does; null when the server does not say (operations.md §3 names only
   * request_id) and the item has an id of its own, so it may be an update or a removal.
   */
  action: ChangeRequestAction | null;
}

export interface WorkingPeriod {
  /** The approved period's id; null for a pending request that creates one. */
  id: number | null;
  pending: PendingMark | null;
  validFrom: string;
  validTo: string;
  description: string;
  noCharge: boolean;
  /** Today lies between validFrom and validTo, both included (operations.md §3), by the client's today. */
  isActive: boolean;
  workingDays: WorkingDay[];
  zoneIds: number[];
}

export interface ClosingRule {
  id: number | null;
  pending: PendingMark | null;
  closingStart: string;
  closingEnd: string;
  reason: string;
  zoneIds: number[];
}

export interface Zone {
  id: number;
  code: string;
  name: string;
  /** Hex colour; null when the zone has none. */
  color: string | null;
  isActive: boolean;
  hasPolygon: boolean;
  hasWorkingPeriods: boolean;
  workingPeriods: WorkingPeriod[];
}

export interface ZoneDetails {
  id: number;
  /** The zone's code: the answer's, else its borders' zone_code; null when neither says (use the zone list's). */
  code: string | null;
  name: string;
  isActive: boolean;
  /** The city code: the answer's, else its borders' city_code; null when neither says. */
  cityCode: string | null;
  /** The parsed borders document; null when the zone has none (or the text is not a valid document). */
  polygons: ZonePolygonDocument | null;
  /** A pending change of the borders: what it does and, when the server says, the proposed borders. */
  pendingPolygons: PendingPolygons | null;
}

export interface PendingPolygons extends PendingMark {
  /** The proposed borders (null: the request removes them); undefined when the server does not say. */
  proposed: ZonePolygonDocument | null | undefined;
}

export interface Weekday {
  weekDay: number;
  name: string;
}

/** Where items live: one parking zone, a parking provider (new items for chosen zones), a garage. */
export type ItemOwner =
  | { area: 'parking'; providerId: number; zoneId: number }
  | { area: 'parking'; providerId: number; zoneId: null }
  | { area: 'garage'; garageId: number };

export type ItemKind = 'period' | 'rule';

/** A reference to one item: an approved one by id, or a pending request by its id. */
export type ItemRef = { requestId: number; id: number | null } | { requestId: null; id: number };

// ---------------------------------------------------------------------------------------------
// Wire -> domain

const hhmm = (time: string): string => time.slice(0, 5);

/** 0 = Monday ... 6 = Sunday, of a local calendar date. */
const weekdayOfDate = (date: Date): number => (date.getDay() + 6) % 7;

type RequestMarker = Pick<WorkingPeriodWire, 'id' | 'request_id' | 'request_action' | 'request_status'>;

/**
 * Whether a pending request may change the item's values: an update, or a request whose action the
 * server does not say (a removal then shows no changes, since its values are the approved ones).
 */
export function mayUpdate(pending: PendingMark | null | undefined): pending is PendingMark {
  return pending != null && (pending.action === 'update' || pending.action === null);
}

/**
 * The pending request an item carries. §3 names only request_id, so a non-null request_id is a
 * pending request unless the server says it was decided. Without an action, an item with no id of
 * its own exists only as a request (a create); any other may be an update or a removal, so its
 * action stays unknown (the item is shown with the values the list gives).
 */
function toPending(wire: RequestMarker): PendingMark | null {
  if (wire.request_id === null) return null;
  if (wire.request_status != null && wire.request_status !== 'pending') return null;
  return { requestId: wire.request_id, action: wire.request_action ?? (wire.id === null ? 'create' : null) };
}

/**
 * A period as the screens show it. `today` is the client's (a component's useToday, or the moment
 * of the fetch; the simulator's default clock is the same local date): isActive and isToday are
 * derived from it and the period's own values, not read from the answer, since §3 defines them so
 * and does not list them as server keys.
 */
export function toWorkingPeriod(wire: WorkingPeriodWire, today: Date = new Date()): WorkingPeriod {
  const day = toApiDate(today);
  const weekday = weekdayOfDate(today);
  return {
    id: wire.id,
    pending: toPending(wire),
    validFrom: wire.valid_from,
    validTo: wire.valid_to,
    description: wire.description,
    noCharge: wire.no_charge,
    // ISO dates compare as strings.
    isActive: wire.valid_from <= day && day <= wire.valid_to,
    workingDays: [...wire.working_days]
      .sort((a, b) => a.week_day - b.week_day)
      .map((d) => ({
        weekDay: d.week_day,
        timeFrom: d.no_charge ? null : hhmm(d.time_from),
        timeTo: d.no_charge ? null : hhmm(d.time_to),
        noCharge: d.no_charge,
        isToday: d.week_day === weekday,
      })),
    zoneIds: wire.parking_zone_ids ?? [],
  };
}

export function toClosingRule(wire: ClosingRuleWire): ClosingRule {
  return {
    id: wire.id,
    pending: toPending(wire),
    closingStart: wire.closing_start,
    closingEnd: wire.closing_end,
    reason: wire.reason,
    zoneIds: wire.parking_zone_ids ?? [],
  };
}

function toZone(wire: ZoneWire, today: Date): Zone {
  return {
    id: wire.id,
    code: wire.code,
    name: wire.name,
    color: wire.color,
    isActive: wire.is_active,
    hasPolygon: wire.has_polygon_data,
    hasWorkingPeriods: wire.has_working_periods,
    workingPeriods: wire.working_periods.map((period) => toWorkingPeriod(period, today)),
  };
}

/** polygon_data JSON text as the zone's polygon document; null when none or not one. */
export function parsePolygons(text: string | null): ZonePolygonDocument | null {
  if (!text) return null;
  try {
    const parsed = zonePolygonDocument.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Paths

function listPath(owner: ItemOwner, kind: ItemKind): string {
  if (owner.area === 'garage') return kind === 'period' ? ep.garageWorkingPeriods(owner.garageId) : ep.garageClosingRules(owner.garageId);
  if (owner.zoneId === null) {
    return kind === 'period' ? ep.providerWorkingPeriods(owner.providerId) : ep.providerClosingRules(owner.providerId);
  }
  return kind === 'period'
    ? ep.zoneWorkingPeriods(owner.providerId, owner.zoneId)
    : ep.zoneClosingRules(owner.providerId, owner.zoneId);
}

/** The path that edits or removes an item: the pending request when there is one, else the item. */
function itemPath(owner: ItemOwner, kind: ItemKind, ref: ItemRef): string {
  const period = kind === 'period';
  if (owner.area === 'garage') {
    const g = owner.garageId;
    if (ref.requestId !== null) return period ? ep.garageWorkingPeriodRequest(g, ref.requestId) : ep.garageClosingRuleRequest(g, ref.requestId);
    return period ? ep.garageWorkingPeriod(g, ref.id) : ep.garageClosingRule(g, ref.id);
  }
  const p = owner.providerId;
  if (owner.zoneId === null) {
    if (ref.requestId !== null) return period ? ep.workingPeriodRequest(p, ref.requestId) : ep.closingRuleRequest(p, ref.requestId);
    return period ? ep.workingPeriod(p, ref.id) : ep.closingRule(p, ref.id);
  }
  const z = owner.zoneId;
  if (ref.requestId !== null) {
    return period ? ep.zoneWorkingPeriodRequest(p, z, ref.requestId) : ep.zoneClosingRuleRequest(p, z, ref.requestId);
  }
  return period ? ep.zoneWorkingPeriod(p, z, ref.id) : ep.zoneClosingRule(p, z, ref.id);
}

function detailsPath(owner: ItemOwner, kind: ItemKind, ref: ItemRef): string {
  const period = kind === 'period';
  if (owner.area === 'garage') {
    const g = owner.garageId;
    if (ref.requestId !== null) {
      return period ? ep.garageWorkingPeriodRequestDetails(g, ref.requestId) : ep.garageClosingRuleRequestDetails(g, ref.requestId);
    }
    return period ? ep.garageWorkingPeriodDetails(g, ref.id) : ep.garageClosingRuleDetails(g, ref.id);
  }
  const p = owner.providerId;
  if (ref.requestId !== null) {
    return period ? ep.workingPeriodRequestDetails(p, ref.requestId) : ep.closingRuleRequestDetails(p, ref.requestId);
  }
  return period ? ep.workingPeriodDetails(p, ref.id) : ep.closingRuleDetails(p, ref.id);
}

// ---------------------------------------------------------------------------------------------
// Keys and queries

const ownerKey = (owner: ItemOwner) =>
  owner.area === 'garage' ? (['garage', owner.garageId] as const) : (['parking', owner.providerId, owner.zoneId] as const);

export const zoneKeys = {
  all: ['zones'] as const,
  provider: (providerId: number) => [...zoneKeys.all, 'parking', providerId] as const,
  zoneList: (providerId: number) => [...zoneKeys.provider(providerId), 'zone-list'] as const,
  mapUrl: (providerId: number) => [...zoneKeys.provider(providerId), 'map-url'] as const,
  zoneDetails: (providerId: number, zoneId: number) => [...zoneKeys.provider(providerId), 'zone', zoneId] as const,
  items: (owner: ItemOwner, kind: ItemKind) => [...zoneKeys.all, ...ownerKey(owner), kind, 'list'] as const,
  item: (owner: ItemOwner, kind: ItemKind, ref: ItemRef) => [...zoneKeys.all, ...ownerKey(owner), kind, 'item', ref] as const,
  weekdays: () => [...zoneKeys.all, 'weekdays'] as const,
  geojson: (providerId: number) => [...zoneKeys.provider(providerId), 'geojson'] as const,
};

export async function getZones(providerId: number, signal?: AbortSignal): Promise<Zone[]> {
  const wire = await http.get(ep.zoneList(providerId), { schema: zoneListResponse, signal });
  const today = new Date();
  return wire.zone_list.map((zone) => toZone(zone, today));
}

export function zonesQueryOptions(providerId: number) {
  return queryOptions({ queryKey: zoneKeys.zoneList(providerId), queryFn: ({ signal }) => getZones(providerId, signal) });
}

export function useZones(providerId: number, enabled = true) {
  return useQuery({ ...zonesQueryOptions(providerId), enabled });
}

export function useZoneMapUrl(providerId: number) {
  return useQuery({
    queryKey: zoneKeys.mapUrl(providerId),
    queryFn: async ({ signal }) => (await http.get(ep.zoneMapUrl(providerId), { schema: zoneMapUrlResponse, signal })).zone_map_url,
    staleTime: 5 * 60_000,
  });
}

/**
 * Zone details as the screens show them. §3 lists only id, name, isActive and polygon_data: the
 * codes fall back to the borders' feature properties (§3 puts zone_code and city_code there), and
 * a pending border change is known only when the answer carries a request_id.
 */
export function toZoneDetails(wire: ZoneDetailsWire): ZoneDetails {
  const polygons = parsePolygons(wire.polygon_data);
  const properties = polygons?.features[0]?.properties;
  return {
    id: wire.id,
    code: wire.code ?? properties?.zone_code ?? null,
    name: wire.name,
    isActive: wire.is_active,
    cityCode: wire.city_code ?? properties?.city_code ?? null,
    polygons,
    pendingPolygons:
      wire.request_id == null
        ? null
        : {
            requestId: wire.request_id,
            action: wire.request_action ?? null,
            proposed: wire.requested_polygon_data === undefined ? undefined : parsePolygons(wire.requested_polygon_data),
          },
  };
}

export async function getZoneDetails(providerId: number, zoneId: number, signal?: AbortSignal): Promise<ZoneDetails> {
  return toZoneDetails(await http.get(ep.zoneDetails(providerId, zoneId), { schema: zoneDetailsResponse, signal }));
}

export function useZoneDetails(providerId: number, zoneId: number) {
  return useQuery({
    queryKey: zoneKeys.zoneDetails(providerId, zoneId),
    queryFn: ({ signal }) => getZoneDetails(providerId, zoneId, signal),
  });
}

export async function getWorkingPeriods(owner: ItemOwner, signal?: AbortSignal): Promise<WorkingPeriod[]> {
  const wire = await http.get(listPath(owner, 'period'), { schema: radnaVremenaResponse, signal });
  const today = new Date();
  return wire.radna_vremena.map((period) => toWorkingPeriod(period, today));
}

export function useWorkingPeriods(owner: ItemOwner) {
  return useQuery({ queryKey: zoneKeys.items(owner, 'period'), queryFn: ({ signal }) => getWorkingPeriods(owner, signal) });
}

export async function getClosingRules(owner: ItemOwner, signal?: AbortSignal): Promise<ClosingRule[]> {
  const wire = await http.get(listPath(owner, 'rule'), { schema: iznimkeResponse, signal });
  return wire.iznimke.map(toClosingRule);
}

export function useClosingRules(owner: ItemOwner) {
  return useQuery({ queryKey: zoneKeys.items(owner, 'rule'), queryFn: ({ signal }) => getClosingRules(owner, signal) });
}

export function useWorkingPeriod(owner: ItemOwner, ref: ItemRef | null) {
  return useQuery({
    queryKey: ref ? zoneKeys.item(owner, 'period', ref) : [...zoneKeys.all, 'none'],
    queryFn: async ({ signal }) =>
      toWorkingPeriod(await http.get(detailsPath(owner, 'period', ref!), { schema: workingPeriodWire, signal }), new Date()),
    enabled: ref !== null,
  });
}

export function useClosingRule(owner: ItemOwner, ref: ItemRef | null) {
  return useQuery({
    queryKey: ref ? zoneKeys.item(owner, 'rule', ref) : [...zoneKeys.all, 'none'],
    queryFn: async ({ signal }) => toClosingRule(await http.get(detailsPath(owner, 'rule', ref!), { schema: closingRuleWire, signal })),
    enabled: ref !== null,
  });
}

export function useWeekdays() {
  return useQuery({
    queryKey: zoneKeys.weekdays(),
    queryFn: async ({ signal }): Promise<Weekday[]> =>
      (await http.get(endpoints.popisDana, { schema: popisDanaResponse, signal })).dani
        .map((d) => ({ weekDay: d.week_day, name: d.naziv }))
        .sort((a, b) => a.weekDay - b.weekDay),
    staleTime: Infinity,
  });
}

// ---------------------------------------------------------------------------------------------
// Changes: each one is a change request

/** What the working-period form produces (times HH:MM; null on a no-charge day). */
export interface WorkingPeriodInput {
  zoneIds?: number[];
  validFrom: string;
  validTo: string;
  description: string;
  days: { weekDay: number; noCharge: boolean; timeFrom: string | null; timeTo: string | null }[];
}

export interface ClosingRuleInput {
  zoneIds?: number[];
  closingStart: string;
  closingEnd: string;
  reason: string;
}

const seconds = (time: string | null): string => (time && time.length === 5 ? `${time}:00` : (time ?? NO_CHARGE_TIME));

/** The wire body: a no-charge day is sent as 00:00:00–00:00:00 (operations.md §5, §9). */
export function toPeriodBody(input: WorkingPeriodInput): WorkingPeriodRequest {
  return {
    ...(input.zoneIds ? { parking_zone_ids: input.zoneIds } : {}),
    valid_from: input.validFrom,
    valid_to: input.validTo,
    description: input.description,
    working_days: input.days.map((day) => ({
      week_day: day.weekDay,
      no_charge: day.noCharge,
      time_from: day.noCharge ? NO_CHARGE_TIME : seconds(day.timeFrom),
      time_to: day.noCharge ? NO_CHARGE_TIME : seconds(day.timeTo),
    })),
  };
}

export function toRuleBody(input: ClosingRuleInput): ClosingRuleRequest {
  return {
    ...(input.zoneIds ? { parking_zone_ids: input.zoneIds } : {}),
    closing_start: input.closingStart,
    closing_end: input.closingEnd,
    reason: input.reason,
  };
}

/**
 * Sends a change. Its answer is not read: operations.md §7 leaves PATCH and DELETE answers
 * unspecified and servers differ (201 with the request, 201 `{}`, 200 `{}`, 204), so any 2xx is
 * success; a non-2xx is the ApiError the screens report.
 */
async function sendChange(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<void> {
  await sendWrite(method, path, body === undefined ? {} : { body });
}

/**
 * A change's mutation: after it, every list and detail of zones, periods and rules may show the new
 * request, so all are fetched again (awaited: the screen ends on what the server holds, never on an echo).
 */
function changeOptions<V, R>(queryClient: QueryClient, send: (value: V) => Promise<R>) {
  return {
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zoneKeys.all }),
  };
}

export function saveWorkingPeriod(owner: ItemOwner, ref: ItemRef | null, input: WorkingPeriodInput): Promise<void> {
  return ref ? sendChange('PATCH', itemPath(owner, 'period', ref), toPeriodBody(input)) : sendChange('POST', listPath(owner, 'period'), toPeriodBody(input));
}

export function saveClosingRule(owner: ItemOwner, ref: ItemRef | null, input: ClosingRuleInput): Promise<void> {
  return ref ? sendChange('PATCH', itemPath(owner, 'rule', ref), toRuleBody(input)) : sendChange('POST', listPath(owner, 'rule'), toRuleBody(input));
}

/** Removes an item (a removal request) or withdraws its pending request. */
export function removeItem(owner: ItemOwner, kind: ItemKind, ref: ItemRef): Promise<void> {
  return sendChange('DELETE', itemPath(owner, kind, ref));
}

export function saveWorkingPeriodMutationOptions(queryClient: QueryClient, owner: ItemOwner, ref: ItemRef | null) {
  return changeOptions(queryClient, (input: WorkingPeriodInput) => saveWorkingPeriod(owner, ref, input));
}

export function saveClosingRuleMutationOptions(queryClient: QueryClient, owner: ItemOwner, ref: ItemRef | null) {
  return changeOptions(queryClient, (input: ClosingRuleInput) => saveClosingRule(owner, ref, input));
}

export function removeItemMutationOptions(queryClient: QueryClient, owner: ItemOwner, kind: ItemKind) {
  return changeOptions(queryClient, (ref: ItemRef) => removeItem(owner, kind, ref));
}

export function useSaveWorkingPeriod(owner: ItemOwner, ref: ItemRef | null) {
  return useMutation(saveWorkingPeriodMutationOptions(useQueryClient(), owner, ref));
}

export function useSaveClosingRule(owner: ItemOwner, ref: ItemRef | null) {
  return useMutation(saveClosingRuleMutationOptions(useQueryClient(), owner, ref));
}

export function useRemoveItem(owner: ItemOwner, kind: ItemKind) {
  return useMutation(removeItemMutationOptions(useQueryClient(), owner, kind));
}

/** The reference that edits or removes an item: its pending request if any. */
export function refOf(item: { id: number | null; pending: PendingMark | null }): ItemRef | null {
  if (item.pending) return { requestId: item.pending.requestId, id: item.id };
  return item.id === null ? null : { requestId: null, id: item.id };
}

/** Downloads the zone manual (.pptx). */
export function useDownloadManual() {
  return useMutation({
    mutationFn: async () => {
      const file = await download(ep.zoneManual, { fallbackName: ZONE_MANUAL_FILENAME });
      saveFile(file);
      return file;
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Borders

/** A zone's approved borders by zone code (the provider zones GeoJSON; empty when none has any). */
export type ZoneBorders = Map<string, number[][][][]>;

export function useZoneBorders(providerId: number, enabled = true) {
  return useQuery({
    queryKey: zoneKeys.geojson(providerId),
    queryFn: async ({ signal }): Promise<ZoneBorders> => {
      const wire = await http.get(ep.zoneGeojson(providerId), { schema: zoneGeojsonResponse, signal });
      const borders: ZoneBorders = new Map();
      if ('features' in wire) for (const feature of wire.features) borders.set(feature.properties.zone_code, feature.geometry.coordinates);
      return borders;
    },
    enabled,
  });
}

/**
 * What a border proposal did: sent for approval, or, when it proposes the approved borders while a
 * change is pending, withdrew that change.
 */
export type BordersOutcome = 'sent' | 'withdrawn';

/**
 * Proposes borders (PATCH with polygon_data; null removes them). The answer is not read (any 2xx is
 * success): what the proposal did is read from the zone as the server then has it. A pending change
 * that was there before and is gone after was withdrawn; anything else was sent for approval,
 * including when the zone's answer carries no request_id at all (it need not, §3).
 */
async function proposeBorders(
  queryClient: QueryClient,
  providerId: number,
  zoneId: number,
  polygons: ZonePolygonDocument | null,
): Promise<BordersOutcome> {
  const before = queryClient.getQueryData<ZoneDetails>(zoneKeys.zoneDetails(providerId, zoneId));
  await sendChange('PATCH', ep.zone(providerId, zoneId), { polygon_data: polygons });
  try {
    const after = await getZoneDetails(providerId, zoneId);
    return before?.pendingPolygons && !after.pendingPolygons ? 'withdrawn' : 'sent';
  } catch {
    // The proposal was accepted; only reading its effect failed. The refetch that follows retries.
    return 'sent';
  }
}

export function saveZoneBordersMutationOptions(queryClient: QueryClient, providerId: number, zoneId: number) {
  return changeOptions(queryClient, (polygons: ZonePolygonDocument | null) => proposeBorders(queryClient, providerId, zoneId, polygons));
}

/** Proposes new borders for a zone (a polygon change request); resolves to what the proposal did. */
export function useSaveZoneBorders(providerId: number, zoneId: number) {
  return useMutation(saveZoneBordersMutationOptions(useQueryClient(), providerId, zoneId));
}

/**
 * Withdraws a zone's pending border change. The spec names no withdrawal path for borders: proposing
 * the approved borders again leaves nothing to change, and the pending request is withdrawn.
 */
export function withdrawZoneBordersMutationOptions(queryClient: QueryClient, providerId: number, zone: Pick<ZoneDetails, 'id' | 'polygons'>) {
  return changeOptions(queryClient, () => proposeBorders(queryClient, providerId, zone.id, zone.polygons));
}

export function useWithdrawZoneBorders(providerId: number, zone: Pick<ZoneDetails, 'id' | 'polygons'>) {
  return useMutation(withdrawZoneBordersMutationOptions(useQueryClient(), providerId, zone));
}
