/** Items and change requests as the wire shows them (snake_case, marked with their pending request). */
import type {
  ChangeRequestAction,
  ChangeRequestWire,
  ClosingRuleWire,
  WorkingPeriodWire,
} from '../../../src/api/contract/working-periods';
import type { ChangeRequestRecord, ClosingValues, PeriodValues } from '../../core/db/operations-schemas';
import type { DomainContext } from '../../core/context';
import { dayNumber, weekdayOfDay } from '../../core/dates';
import { WEEKDAYS_HR } from '../../core/reference';

export interface Marker {
  request_id: number | null;
  request_action: ChangeRequestAction | null;
  request_status: ChangeRequestRecord['status'] | null;
}

const NO_REQUEST: Marker = { request_id: null, request_action: null, request_status: null };

export function markerOf(request: ChangeRequestRecord | undefined): Marker {
  return request ? { request_id: request.id, request_action: request.action, request_status: request.status } : NO_REQUEST;
}

export function periodWire(
  ctx: DomainContext,
  id: number | null,
  values: PeriodValues,
  marker: Marker,
  zoneIds: number[] | null,
): WorkingPeriodWire {
  const today = weekdayOfDay(dayNumber(ctx.today));
  const days = values.working_days.map((d) => ({
    week_day: d.week_day,
    week_day_description: WEEKDAYS_HR[d.week_day] ?? '',
    time_from: d.time_from,
    time_to: d.time_to,
    no_charge: d.no_charge,
    is_today: d.week_day === today,
  }));
  return {
    id,
    ...marker,
    valid_from: values.valid_from,
    valid_to: values.valid_to,
    description: values.description,
    no_charge: days.length > 0 && days.every((d) => d.no_charge),
    is_active: values.valid_from <= ctx.today && ctx.today <= values.valid_to,
    working_days: days,
    ...(zoneIds ? { parking_zone_ids: zoneIds } : {}),
  };
}

export function closingWire(id: number | null, values: ClosingValues, marker: Marker, zoneIds: number[] | null): ClosingRuleWire {
  return {
    id,
    ...marker,
    closing_start: values.closing_start,
    closing_end: values.closing_end,
    reason: values.reason,
    ...(zoneIds ? { parking_zone_ids: zoneIds } : {}),
  };
}

const DETAIL: Record<ChangeRequestRecord['status'], string> = {
  pending: 'The change request has been submitted for approval.',
  approved: 'The change request has been approved.',
  rejected: 'The change request has been rejected.',
  withdrawn: 'The change request has been withdrawn.',
};

export function requestWire(request: ChangeRequestRecord): ChangeRequestWire {
  return {
    request_id: request.id,
    status: request.status,
    action: request.action,
    kind: request.kind,
    area: request.area,
    owner_id: request.owner_id,
    target_id: request.target_id,
    parking_zone_ids: request.zone_ids,
    created_at: request.created_at,
    created_by: request.created_by,
    decided_at: request.decided_at,
    reason: request.reason,
    result_ids: request.result_ids,
    detail: DETAIL[request.status],
  };
}
