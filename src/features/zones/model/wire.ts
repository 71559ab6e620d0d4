/** Wire to domain and back for zones, working periods and closing rules (operations.md §3, §5, §9). */
import { NO_CHARGE_TIME, type ClosingRuleRequest, type ClosingRuleWire, type WorkingPeriodRequest, type WorkingPeriodWire } from '../../../api/contract/working-periods';
import { zonePolygonDocument, type ZoneDetailsWire, type ZonePolygonDocument, type ZoneWire } from '../../../api/contract/zones';
import { toApiDate } from '../../../api/http';
import type { PendingMark, WorkingPeriod, ClosingRule, Zone, ZoneDetails, WorkingPeriodInput, ClosingRuleInput } from './items';

const hhmm = (time: string): string => time.slice(0, 5);

/** 0 = Monday ... 6 = Sunday, of a local calendar date. */
const weekdayOfDate = (date: Date): number => (date.getDay() + 6) % 7;

type RequestMarker = Pick<WorkingPeriodWire, 'id' | 'request_id' | 'request_action' | 'request_status'>;

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

export function toZone(wire: ZoneWire, today: Date): Zone {
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
