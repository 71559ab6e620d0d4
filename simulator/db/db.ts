/**
 * The simulator's collections (@msw/data). Two families:
 * - mutable state (users and passwords, sessions, reset tokens; in issue 3 also change requests,
 *   incidents, settings): persisted and synced across tabs in the browser demo;
 * - reference data, regenerated from the seed on every start and reset.
 *
 * @msw/data numbers collections by creation order and keys persisted data by that number, so the
 * collections are always created in the same order, exactly once per runtime.
 */
import { Collection } from '@msw/data';
import { defineExtension, type Extension } from '@msw/data/extensions';
import { persist } from '@msw/data/extensions/persist';
import { sync } from '@msw/data/extensions/sync';
import {
  distributorRecord,
  partnerRecord,
  resetTokenRecord,
  serviceRecord,
  sessionRecord,
  statementRecord,
  userRecord,
} from './schemas';

export interface DbOptions {
  /** Browser only: persist mutable collections in localStorage and sync them across tabs. */
  persist?: boolean;
}

function createCollections(mutableExtensions: Extension[]) {
  const extensions = () => [...mutableExtensions];
  return {
    // Mutable state. Keep this order: persisted data is keyed by creation order.
    users: new Collection({ schema: userRecord, extensions: extensions() }),
    sessions: new Collection({ schema: sessionRecord, extensions: extensions() }),
    resetTokens: new Collection({ schema: resetTokenRecord, extensions: extensions() }),
    // Reference data, generated from the seed.
    partners: new Collection({ schema: partnerRecord }),
    statements: new Collection({ schema: statementRecord }),
    services: new Collection({ schema: serviceRecord }),
    distributors: new Collection({ schema: distributorRecord }),
  };
}

export type Db = ReturnType<typeof createCollections>;
export type MutableCollectionName = 'users' | 'sessions' | 'resetTokens';
export const MUTABLE_COLLECTIONS: readonly MutableCollectionName[] = ['users', 'sessions', 'resetTokens'];
export type ReferenceCollectionName = Exclude<keyof Db, MutableCollectionName>;
export const REFERENCE_COLLECTIONS: readonly ReferenceCollectionName[] = [
  'partners',
  'statements',
  'services',
  'distributors',
];

let current: { db: Db; hydrated: Promise<boolean>; persistent: boolean } | undefined;

/** Wraps persist() so the hydration promise, which @msw/data does not expose, can be awaited. */
function awaitablePersist(hydrations: Promise<unknown>[]): Extension {
  const inner = persist();
  return defineExtension({
    name: inner.name,
    extend(collection) {
      const result: unknown = inner.extend(collection);
      if (result instanceof Promise) hydrations.push(result);
    },
  });
}

/**
 * Creates the collections on first use. Resolves `hydrated` with true when persisted records were
 * loaded (browser with persist), false otherwise. Later calls return the same database.
 */
export function openDb(options: DbOptions = {}): { db: Db; hydrated: Promise<boolean>; persistent: boolean } {
  if (current) return current;
  const hydrations: Promise<unknown>[] = [];
  const persistent = options.persist === true && typeof window !== 'undefined' && typeof localStorage !== 'undefined';
  const extensions = persistent ? [awaitablePersist(hydrations), sync()] : [];
  const db = createCollections(extensions);
  const hydrated = Promise.all(hydrations).then(() => persistent && db.users.count() > 0);
  current = { db, hydrated, persistent };
  return current;
}

export function getDb(): Db {
  return openDb().db;
}

/**
 * Empties every collection. Records are deleted one by one, so sync() broadcasts each deletion to
 * other tabs (Collection.clear() skips the hooks of half the records).
 */
export function clearDb(db: Db, which: 'mutable' | 'reference' | 'all'): void {
  const all = () => true;
  if (which !== 'reference') {
    db.users.deleteMany((q) => q.where(all));
    db.sessions.deleteMany((q) => q.where(all));
    db.resetTokens.deleteMany((q) => q.where(all));
  }
  if (which !== 'mutable') {
    db.partners.deleteMany((q) => q.where(all));
    db.statements.deleteMany((q) => q.where(all));
    db.services.deleteMany((q) => q.where(all));
    db.distributors.deleteMany((q) => q.where(all));
  }
}
