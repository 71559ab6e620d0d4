/**
 * The state of a group or test (operations.md §4): OK a check, WARNING an exclamation mark,
 * CRITICAL a cross, PENDING a clock, anything else a question mark; and an incident level's marker
 * (§2): green for 1, yellow for 2, red for 3. Every state has an icon and a label as well as a colour.
 */
import { knownSystemState } from '../../../api/contract/system';

export type StateKind = 'ok' | 'warning' | 'critical' | 'pending' | 'unknown';

export function stateKind(state: string): StateKind {
  switch (knownSystemState(state.trim().toUpperCase())) {
    case 'OK':
      return 'ok';
    case 'WARNING':
      return 'warning';
    case 'CRITICAL':
      return 'critical';
    case 'PENDING':
      return 'pending';
    default:
      return 'unknown';
  }
}

/** 1 OK (green), 2 WARNING (yellow), 3 CRITICAL (red), anything else unknown (grey, question mark). */
export function levelKind(level: number): StateKind {
  if (level === 1) return 'ok';
  if (level === 2) return 'warning';
  if (level === 3) return 'critical';
  return 'unknown';
}
