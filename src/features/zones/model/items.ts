/**
 * Zones, working periods and closing rules as the screens see them (camelCase), for parking
 * providers and garages (operations.md §2–§9). The spec's "working period" is what the UI calls
 * working hours (radna vremena on the wire); the code says working period throughout.
 *
 * One place owns the items: `ItemOwner` is a parking zone, a parking provider (new items for several
 * zones) or a garage; the same fetchers, forms and cards serve all three.
 */
import type { ChangeRequestAction } from '../../../api/contract/working-periods';
import type { ZonePolygonDocument } from '../../../api/contract/zones';

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

/**
 * Whether a pending request may change the item's values: an update, or a request whose action the
 * server does not say (a removal then shows no changes, since its values are the approved ones).
 */
export function mayUpdate(pending: PendingMark | null | undefined): pending is PendingMark {
  return pending != null && (pending.action === 'update' || pending.action === null);
}

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

/** The reference that edits or removes an item: its pending request if any. */
export function refOf(item: { id: number | null; pending: PendingMark | null }): ItemRef | null {
  if (item.pending) return { requestId: item.pending.requestId, id: item.id };
  return item.id === null ? null : { requestId: null, id: item.id };
}
