/**
 * The simulator's control state and its in-process API: seed, clock ("today"), scenario, latency,
 * faults and reset. The same functions are served over HTTP under /__simulator/ (control/http.ts).
 *
 * Mutable data lives in the @msw/data collections (simulator/db); this module holds only the knobs.
 * In the browser with persistence on, the knobs are kept in localStorage next to the collections.
 */
import { clearDb, openDb, withoutBroadcast, type Db, type DbOptions } from '../db/db';
import { DEFAULT_TIME, isClockTime, normalizeClockTime, nowIso, secondsPassed } from '../clock';
import type { DomainContext } from '../context';
import { isIsoDate } from '../dates';
import { seedAccounts } from '../../auth/seed';
import { seedOperations, seedPendingChanges } from '../../zones/seed';
import { seedIncidents, seedOutage } from '../../incidents/seed';
import type { ScenarioFlags } from '../context';
import type { SeedOptions } from '../reference-seed';
import { seedReference } from '../reference-seed';
import { createFault, type Fault, type FaultInput } from './faults';
import { SCENARIO_DEFINITIONS, isScenarioName, type ScenarioName } from './scenarios';
import { DEFAULT_WIRE_MODE, isWireMode, type WireMode } from '../wire/mode';

export const DEFAULT_SEED = 1;
export const DEFAULT_TODAY = '2026-11-21';
const STORAGE_KEY = 'partner-portal/simulator/control';
/** Set (browser) while a reset has fixed the clock; otherwise the demo's "today" follows the real date. */
const CLOCK_FIXED_KEY = 'partner-portal/simulator/clock-fixed';
/** "today" when no reset names one: DEFAULT_TODAY, or the real date in the browser demo (initSimulator). */
let defaultToday = DEFAULT_TODAY;
/**
 * The time of day when no reset names one: DEFAULT_TIME (noon), or null, the wall clock's time, in
 * the browser demo whose day follows the real date (initSimulator).
 */
let defaultTime: string | null = DEFAULT_TIME;
/** The wire mode when no reset names one: rich, or what the runtime was started with (`--wire=minimal`). */
let defaultWire: WireMode = DEFAULT_WIRE_MODE;

export interface ResetOptions {
  seed?: number;
  /** The fixed clock, YYYY-MM-DD. */
  today?: string;
  /**
   * The clock's time of day on `today`, HH:MM or HH:MM:SS, Europe/Zagreb (core/clock.ts). Default:
   * noon when the reset names `today`, else the runtime's default (the wall clock's time in the
   * browser demo, noon elsewhere).
   */
  time?: string;
  scenario?: ScenarioName;
  /** The wire mode (simulator/wire/mode.ts). Default: the runtime's (rich unless started minimal). */
  wire?: WireMode;
}

interface Knobs {
  seed: number;
  today: string;
  /** HH:MM:SS, or null: the wall clock's time of day (clock.ts). */
  time: string | null;
  scenario: ScenarioName;
  latencyMs: number;
  wire: WireMode;
}

/** A mail the real API would have sent (the simulator sends none). */
export interface OutboxMail {
  to: string;
  username: string;
  subject: string;
  /** The app path the mail links to, e.g. /reset-password/<token>/ */
  link: string;
}

export interface SimulatorState {
  seed: number;
  today: string;
  /** The fixed time of day (HH:MM:SS, Zagreb), or null when it follows the wall clock. */
  time: string | null;
  /** The clock's now, a UTC instant (YYYY-MM-DDTHH:MM:SSZ): nothing served is later. */
  now: string;
  scenario: ScenarioName;
  /** Latency set with setLatency (ms). */
  latencyMs: number;
  /** What requests actually wait: the larger of latencyMs and the scenario's minimum. */
  effectiveLatencyMs: number;
  /** rich (every key the simulator knows, tokens) or minimal (the specs' keys only, cookie sessions). */
  wire: WireMode;
  faults: Fault[];
  outbox: OutboxMail[];
  persistent: boolean;
  /** Change requests waiting for approval (list, approve, reject: control/approvals.ts). */
  pendingChangeRequests: number;
}

const defaults = (): Knobs => ({ seed: DEFAULT_SEED, today: defaultToday, time: defaultTime, scenario: 'default', latencyMs: 0, wire: defaultWire });

let knobs: Knobs = defaults();
let faults: Fault[] = [];
let nextFaultId = 1;
let db: Db | undefined;
let persistent = false;
let ready: Promise<void> | undefined;

function storedKnobs(): Knobs | undefined {
  if (!persistent) return undefined;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { seed, today, time, scenario, latencyMs, wire } = value as Record<string, unknown>;
    if (typeof seed !== 'number' || typeof today !== 'string' || !isIsoDate(today)) return undefined;
    if (!isScenarioName(scenario) || typeof latencyMs !== 'number') return undefined;
    if (time !== undefined && time !== null && !(typeof time === 'string' && isClockTime(time))) return undefined;
    return { seed, today, time: time === undefined ? defaultTime : time, scenario, latencyMs, wire: isWireMode(wire) ? wire : defaultWire };
  } catch {
    return undefined;
  }
}

function saveKnobs(): void {
  if (persistent) localStorage.setItem(STORAGE_KEY, JSON.stringify(knobs));
}

/**
 * Opens and seeds the database once. Called by the runtimes (browser.ts, node.ts, server.ts) and,
 * lazily with defaults, by the first request or control call.
 */
export function initSimulator(
  options: DbOptions & { defaultToday?: string; defaultTime?: string | null; defaultWire?: WireMode } = {},
): Promise<void> {
  if (options.defaultToday !== undefined && isIsoDate(options.defaultToday)) defaultToday = options.defaultToday;
  if (options.defaultWire !== undefined) {
    if (!isWireMode(options.defaultWire)) throw new RangeError(`Unknown wire mode "${String(options.defaultWire)}"`);
    defaultWire = options.defaultWire;
  }
  if (options.defaultTime === null || (options.defaultTime !== undefined && isClockTime(options.defaultTime))) {
    defaultTime = options.defaultTime === null ? null : normalizeClockTime(options.defaultTime);
  }
  ready ??= (async () => {
    const opened = openDb(options);
    db = opened.db;
    persistent = opened.persistent;
    const hydrated = await opened.hydrated;
    const stored = storedKnobs();
    knobs = stored ?? defaults();
    if (stored && options.defaultToday !== undefined && localStorage.getItem(CLOCK_FIXED_KEY) === null) {
      knobs = { ...knobs, today: defaultToday, time: defaultTime };
    }
    await seedReference(db, knobs);
    // Persisted accounts (changed passwords, sessions) survive a reload; otherwise seed them. No
    // other tab has anything to follow yet (it would have hydrated the stored records), so the
    // seeding is stored but not broadcast record by record.
    if (!(hydrated && stored)) {
      const target = db;
      await withoutBroadcast(async () => {
        clearDb(target, 'mutable');
        await seedAccounts(target, knobs);
        await seedOperationsState(target, seedKnobs());
      });
    }
    saveKnobs();
    if (persistent) window.addEventListener('storage', followOtherTab);
  })();
  return ready;
}

/**
 * Another tab changed the knobs (reset, scenario, latency): follow it. Accounts and sessions arrive
 * through sync(); the reference data is regenerated here when the seed or the clock changed.
 */
function followOtherTab(event: StorageEvent): void {
  if (event.key !== STORAGE_KEY) return;
  const next = storedKnobs();
  if (!next) return;
  const reseed = next.seed !== knobs.seed || next.today !== knobs.today;
  knobs = next;
  if (!reseed) return;
  ready = whenReady().then(async () => {
    const target = requireDb();
    clearDb(target, 'reference');
    await seedReference(target, knobs);
  });
}

/** Resolves when the simulator is seeded and no reset is running. */
export function whenReady(): Promise<void> {
  return ready ?? initSimulator();
}

function requireDb(): Db {
  if (!db) throw new Error('The simulator is not initialised: await whenReady() first.');
  return db;
}

/** What the seeds see: the knobs and the scenario's flags. */
const seedKnobs = () => ({ ...knobs, flags: SCENARIO_DEFINITIONS[knobs.scenario].flags });

/** Data a scenario adds (once per reset): pending requests, or an outage's open incidents. */
async function applyScenarioData(db: Db, options: SeedOptions & { flags: ScenarioFlags }): Promise<void> {
  if (options.flags.pendingChanges) await seedPendingChanges(db, options);
  if (options.flags.outage) await seedOutage(db, options);
}

/** Everything the areas keep in mutable collections, at reset (and the scenario's extras). */
async function seedOperationsState(db: Db, options: SeedOptions & { flags: ScenarioFlags }): Promise<void> {
  await seedOperations(db, options);
  await seedIncidents(db, options);
  await applyScenarioData(db, options);
}

/** What the domain rules see: the data, the clock (its day and now) and the scenario's flags. */
export function domainContext(): DomainContext {
  return {
    db: requireDb(),
    seed: knobs.seed,
    today: knobs.today,
    nowSecond: secondsPassed(knobs.today, knobs.time),
    flags: SCENARIO_DEFINITIONS[knobs.scenario].flags,
  };
}

/** Re-seeds everything from the seed: data, accounts, sessions (persona tokens work again), knobs, faults. */
export async function resetSimulator(options: ResetOptions = {}): Promise<SimulatorState> {
  if (options.today !== undefined && !isIsoDate(options.today)) {
    throw new RangeError(`today must be a YYYY-MM-DD date, got "${options.today}"`);
  }
  if (options.seed !== undefined && !Number.isInteger(options.seed)) {
    throw new RangeError(`seed must be an integer, got ${options.seed}`);
  }
  if (options.time !== undefined && !isClockTime(options.time)) {
    throw new RangeError(`time must be HH:MM or HH:MM:SS, got "${options.time}"`);
  }
  if (options.wire !== undefined && !isWireMode(options.wire)) throw new RangeError(`Unknown wire mode "${String(options.wire)}"`);
  const previous = whenReady();
  ready = previous.then(async () => {
    const target = requireDb();
    knobs = {
      seed: options.seed ?? DEFAULT_SEED,
      today: options.today ?? defaultToday,
      // A clock fixed to a day is fixed to a time of it too.
      time: options.time !== undefined ? normalizeClockTime(options.time) : options.today !== undefined ? DEFAULT_TIME : defaultTime,
      scenario: options.scenario ?? 'default',
      latencyMs: 0,
      wire: options.wire ?? defaultWire,
    };
    faults = [];
    clearDb(target, 'all');
    await seedReference(target, knobs);
    await seedAccounts(target, knobs);
    await seedOperationsState(target, seedKnobs());
    saveKnobs();
    if (persistent) {
      if (options.today !== undefined || options.time !== undefined) localStorage.setItem(CLOCK_FIXED_KEY, knobs.today);
      else localStorage.removeItem(CLOCK_FIXED_KEY);
    }
  });
  await ready;
  return getState();
}

export function setScenario(scenario: ScenarioName): SimulatorState {
  if (!isScenarioName(scenario)) throw new RangeError(`Unknown scenario "${String(scenario)}"`);
  knobs = { ...knobs, scenario };
  saveKnobs();
  // A scenario may add data (pending change requests, an outage's incidents): requests wait for it.
  const target = db;
  if (target) ready = whenReady().then(() => applyScenarioData(target, seedKnobs()));
  return getState();
}

/**
 * Switches the wire mode from the next request on (data and sessions stay). A story sets it in its
 * `beforeEach` (after the per-story reset, which restores the default); the HTTP control surface in
 * `POST /__simulator/wire`.
 */
export function setWireMode(wire: WireMode): SimulatorState {
  if (!isWireMode(wire)) throw new RangeError(`Unknown wire mode "${String(wire)}"`);
  knobs = { ...knobs, wire };
  saveKnobs();
  return getState();
}

/** The wire mode requests are answered in now. */
export function wireMode(): WireMode {
  return knobs.wire;
}

export function setLatency(ms: number): SimulatorState {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`latency must be a non-negative number, got ${ms}`);
  knobs = { ...knobs, latencyMs: Math.round(ms) };
  saveKnobs();
  return getState();
}

/** Adds a fault; the most recently added matching fault wins. Returns it with its id. */
export function setFault(input: FaultInput): Fault {
  const fault = createFault(nextFaultId++, input);
  faults = [...faults, fault];
  return fault;
}

export function clearFaults(): void {
  faults = [];
}

export function removeFault(id: number): boolean {
  const before = faults.length;
  faults = faults.filter((f) => f.id !== id);
  return faults.length < before;
}

/** The active faults, newest first (the order in which they are tried). */
export function activeFaults(): readonly Fault[] {
  return [...faults].reverse().filter((f) => f.remaining !== 0);
}

export function effectiveLatencyMs(): number {
  return Math.max(knobs.latencyMs, SCENARIO_DEFINITIONS[knobs.scenario].minLatencyMs);
}

function outbox(): OutboxMail[] {
  if (!db) return [];
  const users = db.users;
  return db.resetTokens.all().flatMap((reset) => {
    const user = users.findFirst((q) => q.where({ id: reset.user_id }));
    if (!user) return [];
    return [
      {
        to: user.email,
        username: user.username,
        subject: 'Promjena lozinke',
        link: `/reset-password/${reset.token}/`,
      },
    ];
  });
}

export function getState(): SimulatorState {
  return {
    ...knobs,
    now: nowIso(knobs.today, secondsPassed(knobs.today, knobs.time)),
    effectiveLatencyMs: effectiveLatencyMs(),
    faults: faults.map((f) => ({ ...f })),
    outbox: outbox(),
    persistent,
    pendingChangeRequests: db ? db.changeRequests.findMany((q) => q.where({ status: 'pending' })).length : 0,
  };
}
