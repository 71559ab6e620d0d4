/**
 * System status (operations.md §2 System status page, §3, §7): the smspark and mgarage groups with
 * their tests, and the timeline of the latest public incidents. Both refresh every 60 s while the
 * tab is visible (react-query pauses the interval in a hidden tab and refetches on return).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationsEndpoints } from '../../api/contract/endpoints-operations';
import { COMPONENT_SEPARATOR, incidentListResponse } from '../../api/contract/incidents';
import { systemStatusResponse, type StatusGroupWire } from '../../api/contract/system';
import { http } from '../../api/http';

export const REFRESH_INTERVAL_MS = 60_000;

export interface StatusTest {
  name: string;
  /** The server's state: OK, WARNING, CRITICAL, PENDING or anything else. */
  state: string;
  code: string;
}

export interface StatusGroup {
  /** smspark or mgarage. */
  key: 'smspark' | 'mgarage';
  name: string;
  state: string;
  tests: StatusTest[];
}

export interface TimelineIncident {
  id: number;
  title: string;
  beginTime: string;
  endTime: string | null;
  /** 1 OK, 2 WARNING, 3 CRITICAL, 4 UNKNOWN. */
  level: number;
  serviceGroup: string;
  components: string[];
}

export interface Timeline {
  incidents: TimelineIncident[];
  total: number;
}

export const systemStatusKeys = {
  all: ['system-status'] as const,
  status: () => [...systemStatusKeys.all, 'status'] as const,
  timeline: () => [...systemStatusKeys.all, 'timeline'] as const,
};

function toGroup(key: StatusGroup['key'], wire: StatusGroupWire): StatusGroup {
  return { key, name: wire.name, state: wire.state, tests: wire.tests.map((test) => ({ name: test.name, state: test.state, code: test.code })) };
}

export async function getSystemStatus(signal?: AbortSignal): Promise<StatusGroup[]> {
  const wire = await http.get(operationsEndpoints.systemStatus, { schema: systemStatusResponse, signal });
  return [toGroup('smspark', wire.status.smspark), toGroup('mgarage', wire.status.mgarage)];
}

/** The newest public incidents (the list's first page), newest first. */
export async function getTimeline(signal?: AbortSignal): Promise<Timeline> {
  const wire = await http.get(operationsEndpoints.publicIncidentList, { query: { page: 1 }, schema: incidentListResponse, signal });
  return {
    total: wire.ukupno_incidenata,
    incidents: wire.incidenti.map((incident) => ({
      id: incident.id,
      title: incident.title,
      beginTime: incident.begin_time,
      endTime: incident.end_time,
      level: incident.incident_level,
      serviceGroup: incident.service_group,
      components: incident.component.split(COMPONENT_SEPARATOR).filter(Boolean),
    })),
  };
}

/** Refreshing: every 60 s while visible, again on return to the tab, and on every visit. */
const refreshing = {
  staleTime: 0,
  refetchInterval: REFRESH_INTERVAL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;

export function systemStatusQueryOptions() {
  return queryOptions({ queryKey: systemStatusKeys.status(), queryFn: ({ signal }) => getSystemStatus(signal), ...refreshing });
}

export function timelineQueryOptions() {
  return queryOptions({ queryKey: systemStatusKeys.timeline(), queryFn: ({ signal }) => getTimeline(signal), ...refreshing });
}

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}

export function useTimeline() {
  return useQuery(timelineQueryOptions());
}
