/** Incidents: operations.md §3 (Incident), §5 (incident form), §7 (System and incidents). */
import { z } from 'zod';
import { serviceGroupWire } from './auth';
import { count, id, pageCount, utcDateTime } from './wire';

/** 1 OK, 2 WARNING, 3 CRITICAL, 4 UNKNOWN. */
export const INCIDENT_LEVELS = [1, 2, 3, 4] as const;
export const incidentLevel = z.number().int().min(1).max(4);

/** Components are sent as one string joined with '#'. */
export const COMPONENT_SEPARATOR = '#';

export const incidentWire = z.object({
  id,
  title: z.string(),
  begin_time: utcDateTime,
  end_time: z.nullable(utcDateTime),
  description: z.string(),
  /** Component names joined with '#' ('' for none). */
  component: z.string(),
  /** The service group's code (smspark, mgarage). */
  service_group: z.string(),
  incident_level: incidentLevel,
  is_public: z.boolean(),
});

export const incidentListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  /** Part of a title, a service group, or a date as DD.MM.YYYY. */
  search: z.string().default(''),
});

export const incidentListResponse = z.object({
  incidenti: z.array(incidentWire),
  ukupno_incidenata: count,
  broj_stranica: pageCount,
});

/** POST /system/incident-list/ and PATCH /system/incident/{id}/ (PATCH may send part of it). */
export const incidentRequest = z.object({
  title: z.string().min(1),
  component: z.string().optional(),
  service_group: z.string().min(1),
  begin_time: utcDateTime,
  end_time: z.nullable(utcDateTime).optional(),
  description: z.string().optional(),
  incident_level: incidentLevel,
});

export const incidentDetailsResponse = incidentWire;

export const componentWire = z.object({ id, name: z.string(), service_group_code: z.string() });
export const componentListResponse = z.object({ components: z.array(componentWire) });
export const serviceGroupListResponse = z.object({ service_groups: z.array(serviceGroupWire) });

/** A boolean that may also arrive as the string 'true' or 'false'; parsed to a boolean. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/**
 * The permission check (operations.md §2, §7): whether the user holds IncidentsView, always 200
 * for a signed-in user, e.g. `{ "has_permission": false }`. Without it the page shows the public list.
 */
export const incidentPermissionResponse = z.object({ has_permission: flag });

export type IncidentWire = z.input<typeof incidentWire>;
export type IncidentRequest = z.infer<typeof incidentRequest>;
export type IncidentListResponse = z.input<typeof incidentListResponse>;
export type ComponentWire = z.input<typeof componentWire>;
export type IncidentPermissionWire = z.input<typeof incidentPermissionResponse>;
