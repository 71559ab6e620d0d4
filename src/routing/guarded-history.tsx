/**
 * The app's router: react-router's declarative router over a history that can hold a navigation
 * until the user answers (navigation-guard.tsx asks). A data router would give useBlocker, but its
 * code would sit in what /login loads; the history wrapper is a few lines.
 *
 * Every way of leaving a page passes here: a link or navigate() as push/replace, Back and Forward
 * as a POP, which has already moved the address, so a held POP is first undone (and that undoing
 * POP is not passed on) and replayed if the user leaves.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  parsePath,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  type HistoryRouterProps,
  type InitialEntry,
  type To,
} from 'react-router-dom';

type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** Where a navigation goes: its path and its history state. */
export interface NextPlace {
  pathname: string;
  search: string;
  state: unknown;
}

/** What decides whether a navigation is held, and asks. */
export interface LeaveGate {
  /** Whether going from `current` to `next` must be asked about first. */
  holds(next: NextPlace, current: { pathname: string; search: string }): boolean;
  /** Asks the user; true to leave. */
  ask(): Promise<boolean>;
}

export interface GuardedHistory extends History {
  setGate(gate: LeaveGate | null): void;
  /**
   * Names in the address what the screen already shows (a report's default filters): the current
   * entry's search becomes `search`, with no navigation. The router is not told, as nothing on the
   * screen changes: its location stays the one navigated to, while the address, a copied link, a
   * reload and Back name the report. Without an address of its own (a memory history), a replace.
   */
  nameInAddress(search: string): void;
}

/**
 * Wraps a history (created with v5Compat, so push and replace notify its listener) with a gate.
 * `writeAddress` replaces the current entry's URL in place (the browser's `replaceState`).
 */
export function guardHistory(base: History, writeAddress?: (href: string) => void): GuardedHistory {
  let gate: LeaveGate | null = null;
  // The location the router shows: for a POP, base.location has already moved on.
  let shown = base.location;
  let skipPop = false;
  let passPop = false;

  const place = (to: To, state: unknown): NextPlace => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    return { pathname: path.pathname ?? shown.pathname, search: path.search ?? '', state };
  };
  const guarded = (to: To, state: unknown, go: () => void) => {
    if (!gate?.holds(place(to, state), shown)) {
      go();
      return;
    }
    void gate.ask().then((leave) => {
      if (leave) go();
    });
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push: (to, state?: unknown) => guarded(to, state, () => base.push(to, state)),
    replace: (to, state?: unknown) => guarded(to, state, () => base.replace(to, state)),
    listen(listener) {
      return base.listen((update: Update) => {
        if (update.action === 'POP') {
          if (skipPop) {
            skipPop = false;
            return;
          }
          const { delta } = update;
          const held =
            !passPop && delta !== null && delta !== 0 && gate?.holds({ ...update.location }, shown);
          passPop = false;
          if (held && gate) {
            skipPop = true;
            base.go(-delta);
            void gate.ask().then((leave) => {
              if (!leave) return;
              passPop = true;
              base.go(delta);
            });
            return;
          }
        }
        shown = update.location;
        listener(update);
      });
    },
    setGate(next) {
      gate = next;
    },
    nameInAddress(search) {
      const to = { pathname: shown.pathname, search, hash: shown.hash };
      if (writeAddress) writeAddress(base.createHref(to));
      else base.replace(to, shown.state);
    },
  };
}

const HistoryContext = createContext<GuardedHistory | null>(null);

/** The history of the app's router, for the guard that sets its gate. */
export function useGuardedHistory(): GuardedHistory | null {
  return useContext(HistoryContext);
}

function GuardedHistoryRouter({
  history,
  children,
}: {
  history: GuardedHistory;
  children: ReactNode;
}) {
  return (
    <HistoryContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </HistoryContext.Provider>
  );
}

/** The app's router: the browser's history, guarded. */
export function GuardedRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() =>
    guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }), (href) => window.history.replaceState(window.history.state, '', href)),
  );
  return <GuardedHistoryRouter history={history}>{children}</GuardedHistoryRouter>;
}

/** The same router in memory, for stories and tests. */
export function GuardedMemoryRouter({
  children,
  initialEntries,
}: {
  children: ReactNode;
  initialEntries: InitialEntry[];
}) {
  const [history] = useState(() =>
    guardHistory(UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true })),
  );
  return <GuardedHistoryRouter history={history}>{children}</GuardedHistoryRouter>;
}
