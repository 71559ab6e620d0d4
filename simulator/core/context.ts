/** What a domain rule may know about the running simulator: its data, its clock and the scenario. */
import type { Db } from './db/db';

export interface ScenarioFlags {
  /** Lists and reports come back empty: statements, sales reports, transactions, incidents, statistics. */
  emptyLists: boolean;
  /** Seeded pending change requests wait for approval. */
  pendingChanges: boolean;
  /** System status shows CRITICAL states with open incidents. */
  outage: boolean;
}

/** No scenario: seeded data as it is. */
export const NORMAL_FLAGS: ScenarioFlags = { emptyLists: false, pendingChanges: false, outage: false };

export interface DomainContext {
  db: Db;
  /** The seed of the generated reference data and sales facts. */
  seed: number;
  /** The simulator's "today", YYYY-MM-DD. */
  today: string;
  /**
   * How many seconds of today (Europe/Zagreb local time) have passed on the simulator's clock,
   * 0 ... 86 400: its now (clock.ts). Nothing served is later than that.
   */
  nowSecond: number;
  flags: ScenarioFlags;
}
