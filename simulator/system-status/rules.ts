/**
 * System status (operations.md §2, §3): the smspark and mgarage groups with a test per component.
 * Consistent with the incidents: an open incident sets its components' tests (and so its group) to
 * the state of its level; an open level-3 incident makes its group CRITICAL.
 */
import type { StatusGroupWire, SystemState, SystemStatusResponse } from '../../src/api/contract/system';
import type { DomainContext } from '../core/context';
import { COMPONENT_SEPARATOR } from '../../src/api/contract/incidents';
import { COMPONENTS, isOpen, SERVICE_GROUPS } from '../core/service-groups';

const LEVEL_STATE: Record<number, SystemState> = { 1: 'OK', 2: 'WARNING', 3: 'CRITICAL', 4: 'UNKNOWN' };
const SEVERITY: Record<SystemState, number> = { OK: 0, PENDING: 1, WARNING: 2, UNKNOWN: 3, CRITICAL: 4 };

/** A test that has not run yet in each group: PENDING until its first check. */
const PENDING_TESTS: Record<string, string> = { smspark: 'Sinkronizacija cjenika', mgarage: 'Sinkronizacija pretplata' };

function worst(states: SystemState[]): SystemState {
  return states.reduce<SystemState>((a, b) => (SEVERITY[b] > SEVERITY[a] ? b : a), 'OK');
}

function code(group: string, name: string): string {
  return `${group}.${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;
}

export function systemStatus(ctx: DomainContext): SystemStatusResponse {
  const open = ctx.db.incidents.all().filter((i) => isOpen(ctx, i));
  const group = (groupCode: 'smspark' | 'mgarage'): StatusGroupWire => {
    const mine = open.filter((i) => i.service_group === groupCode);
    const tests: StatusGroupWire['tests'] = COMPONENTS.filter((c) => c.service_group_code === groupCode).map((component) => {
      const states = mine
        .filter((i) => i.component.split(COMPONENT_SEPARATOR).includes(component.name))
        .map((i) => LEVEL_STATE[i.incident_level] ?? 'UNKNOWN');
      return { name: component.name, state: worst(states), code: code(groupCode, component.name) };
    });
    tests.push({ name: PENDING_TESTS[groupCode] ?? 'Provjera', state: 'PENDING', code: code(groupCode, PENDING_TESTS[groupCode] ?? 'provjera') });
    const incidentStates = mine.map((i) => LEVEL_STATE[i.incident_level] ?? 'UNKNOWN');
    const name = SERVICE_GROUPS.find((g) => g.service_group_code === groupCode)?.service_group_description ?? groupCode;
    const state = worst([...tests.map((t) => t.state as SystemState).filter((s) => s !== 'PENDING'), ...incidentStates]);
    return { name, state, tests };
  };
  return { status: { smspark: group('smspark'), mgarage: group('mgarage') } };
}
