/**
 * The state of a group or test (operations.md §4): OK a check, WARNING an exclamation mark,
 * CRITICAL a cross, PENDING a clock, anything else a question mark; and an incident level's marker
 * (§2): green for 1, yellow for 2, red for 3. Every state has an icon and a label as well as a colour.
 */
import { incidentLevelKind, statusKind, type StatusKind } from '../../../design-system/theme/colors';

export type StateKind = StatusKind;

/** A group's or test's state; the design system maps the known states, anything else is unknown. */
export function stateKind(state: string): StateKind {
  return statusKind(state.trim());
}

/** 1 OK (green), 2 WARNING (yellow), 3 CRITICAL (red), anything else unknown (grey, question mark). */
export const levelKind: (level: number) => StateKind = incidentLevelKind;
