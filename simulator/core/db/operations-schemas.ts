/**
 * Record schemas of the operations area's mutable collections (operations.md): approved working
 * periods and closing rules, approved zone borders, change requests, incidents.
 */
import { z } from 'zod';
import { incidentWire } from '../../../src/api/contract/incidents';
import {
  CHANGE_REQUEST_ACTIONS,
  CHANGE_REQUEST_AREAS,
  CHANGE_REQUEST_KINDS,
  CHANGE_REQUEST_STATUSES,
} from '../../../src/api/contract/working-periods';

/** A working day as stored: no-charge days keep 00:00:00 to 00:00:00. */
export const storedWorkingDay = z.object({
  week_day: z.number().int().min(0).max(6),
  time_from: z.string(),
  time_to: z.string(),
  no_charge: z.boolean(),
});

export const periodValues = z.object({
  valid_from: z.string(),
  valid_to: z.string(),
  description: z.string(),
  working_days: z.array(storedWorkingDay),
});

export const closingValues = z.object({
  closing_start: z.string(),
  closing_end: z.string(),
  reason: z.string(),
});

/** Where an item belongs: a parking provider's zone, or a garage (zone_id null). */
const ownership = {
  id: z.number().int(),
  area: z.enum(CHANGE_REQUEST_AREAS),
  /** The parking provider's or the garage's id. */
  owner_id: z.number().int(),
  zone_id: z.number().int().nullable(),
};

export const workingPeriodRecord = periodValues.extend(ownership);
export const closingRuleRecord = closingValues.extend(ownership);

/** Approved zone borders that replace the seeded ones (polygon_data JSON text; null: no borders). */
export const zonePolygonRecord = z.object({
  zone_id: z.number().int(),
  polygon_data: z.string().nullable(),
});

export const changeRequestRecord = z.object({
  id: z.number().int(),
  area: z.enum(CHANGE_REQUEST_AREAS),
  kind: z.enum(CHANGE_REQUEST_KINDS),
  action: z.enum(CHANGE_REQUEST_ACTIONS),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  owner_id: z.number().int(),
  /** The item edited or removed (for polygons the zone); null for a create. */
  target_id: z.number().int().nullable(),
  /** Parking: the zones the change applies to; garages: []. */
  zone_ids: z.array(z.number().int()),
  period: periodValues.nullable(),
  closing: closingValues.nullable(),
  polygon_data: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  result_ids: z.array(z.number().int()),
  /**
   * The approved item as it was when the request was decided (approved, rejected or withdrawn), so
   * the history keeps telling its "before" after an approval replaced it; null while pending.
   */
  decided_before: z
    .object({ period: periodValues.nullable(), closing: closingValues.nullable(), polygon_data: z.string().nullable() })
    .nullable()
    .optional(),
});

export const incidentRecord = incidentWire;

export type StoredWorkingDay = z.infer<typeof storedWorkingDay>;
export type PeriodValues = z.infer<typeof periodValues>;
export type ClosingValues = z.infer<typeof closingValues>;
export type WorkingPeriodRecord = z.infer<typeof workingPeriodRecord>;
export type ClosingRuleRecord = z.infer<typeof closingRuleRecord>;
export type ZonePolygonRecord = z.infer<typeof zonePolygonRecord>;
export type ChangeRequestRecord = z.infer<typeof changeRequestRecord>;
export type IncidentRecord = z.infer<typeof incidentRecord>;
