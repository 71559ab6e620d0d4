/**
 * The simulator's collections (@msw/data). Two families:
 * - mutable state (users and passwords, sessions, reset tokens, change requests,
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
import {
  changeRequestRecord,
  closingRuleRecord,
  incidentRecord,
  workingPeriodRecord,
  zonePolygonRecord,
} from './operations-schemas';

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
    // Operations (operations.md): approved items, change requests, incidents.
    workingPeriods: new Collection({ schema: workingPeriodRecord, extensions: extensions() }),
    closingRules: new Collection({ schema: closingRuleRecord, extensions: extensions() }),
    zonePolygons: new Collection({ schema: zonePolygonRecord, extensions: extensions() }),
    changeRequests: new Collection({ schema: changeRequestRecord, extensions: extensions() }),
    incidents: new Collection({ schema: incidentRecord, extensions: extensions() }),
    // Reference data, generated from the seed.
    partners: new Collection({ schema: partnerRecord }),
    statements: new Collection({ schema: statementRecord }),
    services: new Collection({ schema: serviceRecord }),
    distributors: new Collection({ schema: distributorRecord }),
  };
}

export type Db = ReturnType<typeof createCollections>;

let current: { db: Db; hydrated: Promise<boolean>; persistent: boolean } | undefined;

/**
 * The library's persist() with two additions:
 * - its hydration promise, which @msw/data does not expose, can be awaited;
 * - it writes after every change, not only on page unload, so a tab opened later hydrates the
 *   current records with the same primary keys, and sync() updates then reach it.
 * persist() registers its writer as a window 'unload' listener while it extends a collection;
 * the wrapper captures that writer and also calls it (batched) after each create, update or delete.
 * Must come before sync() in the extension list.
 */
function persistNow(hydrations: Promise<unknown>[]): Extension {
  const inner = persist();
  return defineExtension({
    name: inner.name,
    extend(collection) {
      let write: (() => void) | undefined;
      const original = window.addEventListener;
      const capture = function (
        this: Window,
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: boolean | AddEventListenerOptions,
      ) {
        if (type === 'unload' && typeof listener === 'function') write = () => listener.call(window, new Event('unload'));
        if (listener) original.call(this, type, listener, options);
      };
      window.addEventListener = capture as typeof window.addEventListener;
      let result: unknown;
      try {
        result = inner.extend(collection);
      } finally {
        window.addEventListener = original;
      }
      let scheduled = false;
      const schedule = () => {
        if (scheduled || !write) return;
        scheduled = true;
        setTimeout(() => {
          scheduled = false;
          write?.();
        }, 0);
      };
      // Records restored from storage are not news: keep sync() (registered after this) from
      // broadcasting them, or every open tab would receive a second copy on each reload.
      let hydrating = result instanceof Promise;
      if (result instanceof Promise) hydrations.push(result.finally(() => (hydrating = false)));
      // Nor is a seeding (withoutBroadcast): it is written to storage, but not posted record by record.
      collection.hooks.on('create', (event) => {
        if (hydrating || unbroadcast > 0) event.stopImmediatePropagation();
        if (!hydrating) schedule();
      });
      collection.hooks.on('update', (event) => {
        if (unbroadcast > 0) event.stopImmediatePropagation();
        schedule();
      });
      collection.hooks.on('delete', (event) => {
        if (unbroadcast > 0) event.stopImmediatePropagation();
        schedule();
      });
    },
  });
}

/** While above zero, changes to the mutable collections are stored but not broadcast to other tabs. */
let unbroadcast = 0;

/**
 * Runs a seeding without broadcasting each record to the other tabs (the records are still stored,
 * so a tab opened later hydrates them). Only for a first seeding that no open tab follows: a tab
 * that follows receives records by their library keys, which only a broadcast or storage shares.
 */
export async function withoutBroadcast<T>(work: () => Promise<T> | T): Promise<T> {
  unbroadcast += 1;
  try {
    return await work();
  } finally {
    unbroadcast -= 1;
  }
}

/**
 * Creates the collections on first use. Resolves `hydrated` with true when persisted records were
 * loaded (browser with persist), false otherwise. Later calls return the same database.
 */
export function openDb(options: DbOptions = {}): { db: Db; hydrated: Promise<boolean>; persistent: boolean } {
  if (current) return current;
  const hydrations: Promise<unknown>[] = [];
  const persistent = options.persist === true && typeof window !== 'undefined' && typeof localStorage !== 'undefined';
  const extensions = persistent ? [persistNow(hydrations), sync()] : [];
  const db = createCollections(extensions);
  const hydrated = Promise.all(hydrations).then(() => persistent && db.users.count() > 0);
  current = { db, hydrated, persistent };
  return current;
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
    db.workingPeriods.deleteMany((q) => q.where(all));
    db.closingRules.deleteMany((q) => q.where(all));
    db.zonePolygons.deleteMany((q) => q.where(all));
    db.changeRequests.deleteMany((q) => q.where(all));
    db.incidents.deleteMany((q) => q.where(all));
  }
  if (which !== 'mutable') {
    db.partners.deleteMany((q) => q.where(all));
    db.statements.deleteMany((q) => q.where(all));
    db.services.deleteMany((q) => q.where(all));
    db.distributors.deleteMany((q) => q.where(all));
  }
}
