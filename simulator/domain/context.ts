/** What a domain rule may know about the running simulator: its data, its clock and the scenario. */
import type { Db } from '../db/db';

export interface ScenarioFlags {
  /** Lists (statements, services, channels, later every report) come back empty. */
  emptyLists: boolean;
  /** Issue 3: seeded pending change requests waiting for approval. */
  pendingChanges: boolean;
  /** Issue 3: system status shows CRITICAL states with open incidents. */
  outage: boolean;
}

export interface DomainContext {
  db: Db;
  /** The seed of the generated reference data and sales facts. */
  seed: number;
  /** The simulator's "today", YYYY-MM-DD. */
  today: string;
  flags: ScenarioFlags;
}
