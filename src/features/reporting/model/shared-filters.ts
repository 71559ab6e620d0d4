/**
 * The filters applied on one report page, shared with every other report page for the rest of the
 * visit (reporting.md §4 "Applied ranges, flag and channels are shared across report pages").
 * Kept in sessionStorage, so a reload keeps them and a new tab starts from the defaults.
 */
// Types only from ./filters: this module is in what every page loads (signing out forgets the
// filters), and filters.ts brings the date library with it.
import type { CompleteRange, IdSelection, ReportFilters } from './filters';

export interface SharedFilters {
  filters: ReportFilters;
  /** The user chose comparison on or off with Search; until then each page's own default applies. */
  comparisonChosen: boolean;
}

function sameRange(a: CompleteRange | null, b: CompleteRange | null): boolean {
  return a === b || (a !== null && b !== null && a.begin === b.begin && a.end === b.end);
}

function sameIds(a: IdSelection, b: IdSelection): boolean {
  return a === b || (a !== null && b !== null && a.length === b.length && a.every((id, i) => id === b[i]));
}

/** True when two filters ask for the same report. */
export function sameFilters(a: ReportFilters, b: ReportFilters): boolean {
  return sameRange(a.primary, b.primary) && sameRange(a.compare, b.compare) && sameIds(a.channels, b.channels) && sameIds(a.services, b.services);
}

const KEY = 'portal.reportFilters';
const listeners = new Set<() => void>();
let memory: SharedFilters | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isShared(value: unknown): value is SharedFilters {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<SharedFilters>;
  return typeof v.comparisonChosen === 'boolean' && typeof v.filters?.primary?.begin === 'string';
}

export function readSharedFilters(): SharedFilters | null {
  if (memory) return memory;
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    memory = isShared(parsed) ? parsed : null;
  } catch {
    memory = null;
  }
  return memory;
}

export function writeSharedFilters(next: SharedFilters): void {
  const current = readSharedFilters();
  if (current && current.comparisonChosen === next.comparisonChosen && sameFilters(current.filters, next.filters)) return;
  memory = next;
  storage()?.setItem(KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

/** Forgets the shared filters (stories start from the defaults; logout starts afresh). */
export function resetSharedFilters(): void {
  memory = null;
  storage()?.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

export function subscribeSharedFilters(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
