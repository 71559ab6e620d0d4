/**
 * What the incidents and the system status share about the platform's service groups (smspark,
 * mgarage; seeded with the accounts' subscriptions): each group's components, and which incidents
 * are open at the simulator's now.
 */
import type { DomainContext } from './context';
import type { IncidentRecord } from './db/operations-schemas';

/** Service groups of the system status (operations.md): smspark and mgarage. */
export const SERVICE_GROUPS = [
  { id: 1, service_group_code: 'smspark', service_group_description: 'SMS parking' },
  { id: 2, service_group_code: 'mgarage', service_group_description: 'Mobilna garaža' },
] as const;

/** The components of each group: the incident form's choices and the status page's tests. */
export const COMPONENTS = [
  { id: 1, name: 'SMS prolaz', service_group_code: 'smspark' },
  { id: 2, name: 'Naplata', service_group_code: 'smspark' },
  { id: 3, name: 'Mobilna aplikacija', service_group_code: 'smspark' },
  { id: 4, name: 'Web portal', service_group_code: 'smspark' },
  { id: 5, name: 'Rampe', service_group_code: 'mgarage' },
  { id: 6, name: 'Naplatni automati', service_group_code: 'mgarage' },
  { id: 7, name: 'Čitači registarskih oznaka', service_group_code: 'mgarage' },
  { id: 8, name: 'Mobilna aplikacija', service_group_code: 'mgarage' },
] as const;

/**
 * The simulator's "now": its day at the wall clock's time of day (UTC), but never before noon, so
 * that an incident a user creates now is open at once, while the seeded day (incidents begun in
 * the morning) reads the same at any hour.
 */
export function nowOf(ctx: DomainContext, wallClock: Date = new Date()): string {
  const timeOfDay = wallClock.toISOString().slice(11, 19);
  return `${ctx.today}T${timeOfDay > '12:00:00' ? timeOfDay : '12:00:00'}Z`;
}

/** Begun by now and not yet ended. */
export function isOpen(ctx: DomainContext, incident: IncidentRecord, wallClock?: Date): boolean {
  const now = nowOf(ctx, wallClock);
  return incident.begin_time <= now && (incident.end_time === null || incident.end_time > now);
}
