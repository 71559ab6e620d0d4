/**
 * Incidents as the screens see them (operations.md §3), and the incident form's values and the
 * request built from them (operations.md §5): required title, level, service group and begin time;
 * an empty end time is sent as null; components are joined with '#'.
 */
import { format } from 'date-fns';
import { z } from 'zod';
import { COMPONENT_SEPARATOR, type IncidentRequest } from '../../../api/contract/incidents';

/** 1 OK, 2 WARNING, 3 CRITICAL, 4 UNKNOWN. */
export type IncidentLevel = 1 | 2 | 3 | 4;
export const INCIDENT_LEVEL_VALUES: readonly IncidentLevel[] = [1, 2, 3, 4];

export interface Incident {
  id: number;
  title: string;
  /** UTC ISO instants. */
  beginTime: string;
  endTime: string | null;
  description: string;
  components: string[];
  /** The service group's code (smspark, mgarage). */
  serviceGroup: string;
  level: IncidentLevel;
  isPublic: boolean;
}

export function splitComponents(value: string): string[] {
  return value
    .split(COMPONENT_SEPARATOR)
    .map((c) => c.trim())
    .filter(Boolean);
}

export function joinComponents(components: readonly string[]): string {
  return components
    .map((c) => c.trim())
    .filter(Boolean)
    .join(COMPONENT_SEPARATOR);
}

/** `YYYY-MM-DDTHH:mm` in the browser's time zone (the value of an `<input type="datetime-local">`). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, "yyyy-MM-dd'T'HH:mm");
}

/** The UTC instant of a datetime-local value (browser time zone), e.g. 2026-11-21T08:15:00Z; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Messages are i18n keys of the incidents namespace (`form.errors.*`). */
export const incidentForm = z
  .object({
    title: z.string().trim().min(1, 'form.errors.required'),
    level: z.string().refine((v) => INCIDENT_LEVEL_VALUES.map(String).includes(v), 'form.errors.required'),
    serviceGroup: z.string().min(1, 'form.errors.required'),
    beginTime: z
      .string()
      .min(1, 'form.errors.required')
      .refine((v) => v === '' || fromLocalInput(v) !== null, 'form.errors.dateTime'),
    endTime: z.string().refine((v) => v === '' || fromLocalInput(v) !== null, 'form.errors.dateTime'),
    description: z.string(),
    components: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    const begin = fromLocalInput(values.beginTime);
    const end = fromLocalInput(values.endTime);
    if (begin && end && end < begin) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'form.errors.endBeforeBegin' });
  });

export type IncidentFormValues = z.infer<typeof incidentForm>;

/** The form's fields by the server's field names, for mapping server field errors. */
export const SERVER_FIELDS: Record<string, keyof IncidentFormValues> = {
  title: 'title',
  incident_level: 'level',
  service_group: 'serviceGroup',
  begin_time: 'beginTime',
  end_time: 'endTime',
  description: 'description',
  component: 'components',
};

export function emptyIncidentForm(): IncidentFormValues {
  return { title: '', level: '', serviceGroup: '', beginTime: '', endTime: '', description: '', components: [] };
}

export function incidentToForm(incident: Incident): IncidentFormValues {
  return {
    title: incident.title,
    level: String(incident.level),
    serviceGroup: incident.serviceGroup,
    beginTime: toLocalInput(incident.beginTime),
    endTime: toLocalInput(incident.endTime),
    description: incident.description,
    components: [...incident.components],
  };
}

/** The request body of a create or an edit: an empty end time is null, components joined with '#'. */
export function toIncidentRequest(values: IncidentFormValues): IncidentRequest {
  const begin = fromLocalInput(values.beginTime);
  if (!begin) throw new Error('The begin time is validated before a request is built.');
  return {
    title: values.title.trim(),
    incident_level: Number(values.level),
    service_group: values.serviceGroup,
    begin_time: begin,
    end_time: fromLocalInput(values.endTime),
    description: values.description,
    component: joinComponents(values.components),
  };
}
