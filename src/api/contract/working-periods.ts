/**
 * Working hours and closing rules with their change requests: operations.md §3 (Working period,
 * Working day, Closing rule), §4 (change requests), §5 (validation), §7 (parking and garage calls).
 * Parking periods belong to a zone of a provider; garage periods to the garage. Every create, edit or
 * removal becomes a change request; a pending item carries its request_id.
 *
 * Strict where the spec is explicit, lenient elsewhere: the keys §3 lists as server keys are
 * required; anything else a server may add (the request's action and status, a weekday's name, the
 * today and active flags) is optional, and the client derives what its screens need (see the zones
 * feature's mapper). Write answers are not read at all: any 2xx is success (operations.md §7 shows none).
 */
import { z } from 'zod';
import { id, integer, isoDate, utcDateTime } from './wire';

/** A time of day as DRF's TimeField sends it: HH:MM:SS (HH:MM accepted on input). */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'expected HH:MM:SS');

/** A no-charge day is sent with both times at midnight. */
export const NO_CHARGE_TIME = '00:00:00';

export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const CHANGE_REQUEST_ACTIONS = ['create', 'update', 'delete'] as const;
export const CHANGE_REQUEST_KINDS = ['working_period', 'closing_rule', 'polygon'] as const;
export const CHANGE_REQUEST_AREAS = ['parking', 'garage'] as const;

export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];
export type ChangeRequestAction = (typeof CHANGE_REQUEST_ACTIONS)[number];
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];
export type ChangeRequestArea = (typeof CHANGE_REQUEST_AREAS)[number];

/** What marks an item in a list as a change request: null on an approved item without one. */
const requestMarker = {
  /** Set while the item is (or belongs to) a change request: §3 lists it, so it is required. */
  request_id: z.nullable(id),
  /**
   * What the request does to the item: create (new), update (the values shown) or delete. Not a
   * spec key (§4: "status values not shown"), so optional; the mapper infers it when absent.
   */
  request_action: z.enum(CHANGE_REQUEST_ACTIONS).nullable().optional(),
  /** Not a spec key, so optional: without it a non-null request_id is a pending request. */
  request_status: z.enum(CHANGE_REQUEST_STATUSES).nullable().optional(),
};

/** 0 = Monday ... 6 = Sunday. */
const weekDay = z.pipe(integer, z.number().min(0).max(6));

/** A working day: week_day, time_from, time_to and no_charge are the spec's server keys. */
export const workingDayWire = z.object({
  week_day: weekDay,
  /** The server's (Croatian) weekday name. Not a spec key; unused: the UI names weekdays in its own language. */
  week_day_description: z.string().optional(),
  time_from: timeOfDay,
  time_to: timeOfDay,
  no_charge: z.boolean(),
  /** True for today's weekday. Not a spec key; unused: the client derives it from its own today. */
  is_today: z.boolean().optional(),
});

export const workingPeriodWire = z.object({
  /** The approved period's id; null for a pending request that creates a period. */
  id: z.nullable(id),
  ...requestMarker,
  valid_from: isoDate,
  valid_to: isoDate,
  description: z.string(),
  /** True when every day of the period is a no-charge day. */
  no_charge: z.boolean(),
  /**
   * True when today lies between valid_from and valid_to (inclusive). Not a spec key (§3 defines
   * isActive from the dates); unused: the client derives it from its own today.
   */
  is_active: z.boolean().optional(),
  working_days: z.array(workingDayWire),
  /** Parking only: the zones the period (or request) applies to. */
  parking_zone_ids: z.array(id).optional(),
});

export const radnaVremenaResponse = z.object({ radna_vremena: z.array(workingPeriodWire) });

export const closingRuleWire = z.object({
  id: z.nullable(id),
  ...requestMarker,
  closing_start: isoDate,
  closing_end: isoDate,
  reason: z.string(),
  parking_zone_ids: z.array(id).optional(),
});

export const iznimkeResponse = z.object({ iznimke: z.array(closingRuleWire) });

/** Query of the closing-rule lists: both optional; a rule is listed when it overlaps the range. */
export const iznimkeQuery = z.object({ begin_date: z.optional(isoDate), end_date: z.optional(isoDate) });

/** One day of a working-period request body. A no-charge day is sent as 00:00:00 to 00:00:00. */
export const workingDayInput = z.object({
  week_day: z.number().int().min(0).max(6),
  no_charge: z.boolean().optional(),
  time_from: timeOfDay.nullable().optional(),
  time_to: timeOfDay.nullable().optional(),
});

/** POST/PATCH body of a working period (PATCH may send part of it). */
export const workingPeriodRequest = z.object({
  /** Parking, provider level: the zones (non-empty, of this provider). Zone level: the path's zone. */
  parking_zone_ids: z.array(z.number().int()).optional(),
  valid_from: isoDate,
  valid_to: isoDate,
  description: z.string().optional(),
  working_days: z.array(workingDayInput),
});

/** POST/PATCH body of a closing rule. */
export const closingRuleRequest = z.object({
  parking_zone_ids: z.array(z.number().int()).optional(),
  closing_start: isoDate,
  closing_end: isoDate,
  reason: z.string().min(1),
});

/**
 * The change request as the simulator describes it (its answer to a change, and its control
 * surface). The portal does not read write answers (operations.md §7 leaves them unspecified): any
 * 2xx is success and the screens refetch what they show.
 */
export const changeRequestWire = z.object({
  request_id: id,
  status: z.enum(CHANGE_REQUEST_STATUSES),
  action: z.enum(CHANGE_REQUEST_ACTIONS),
  kind: z.enum(CHANGE_REQUEST_KINDS),
  area: z.enum(CHANGE_REQUEST_AREAS),
  /** The parking provider's or the garage's id. */
  owner_id: id,
  /** The item changed or removed (for polygons the zone); null for a create. */
  target_id: z.nullable(id),
  parking_zone_ids: z.array(id),
  created_at: utcDateTime,
  created_by: z.string(),
  decided_at: z.nullable(utcDateTime),
  /** The rejection reason. */
  reason: z.string().nullable(),
  /** Ids of the items an approval created or changed. */
  result_ids: z.array(id),
  detail: z.string(),
});

export type WorkingDayWire = z.infer<typeof workingDayWire>;
export type WorkingPeriodWire = z.infer<typeof workingPeriodWire>;
export type ClosingRuleWire = z.infer<typeof closingRuleWire>;
export type WorkingPeriodRequest = z.infer<typeof workingPeriodRequest>;
export type ClosingRuleRequest = z.infer<typeof closingRuleRequest>;
export type ChangeRequestWire = z.infer<typeof changeRequestWire>;
