/**
 * Unsaved changes are never lost silently. A form with changes says so (useUnsavedChanges), and
 * while any form has changes, leaving its page asks first:
 * - in the app (a link, Back or Forward, a programmatic navigation): the router's history holds
 *   the navigation (guarded-history.tsx) and the leave dialog asks; Stay keeps the page and
 *   everything typed, Leave goes on;
 * - signing out: the caller asks with useAskToLeave() before it ends the session;
 * - closing or reloading the tab: the browser's own beforeunload prompt.
 * A session that has ended (a 401) is not asked about: nothing could be saved in it any more.
 * The dialog's code loads once a form first has changes, not with the app.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { useGuardedHistory } from './guarded-history';
import { isSessionEndedState } from './session-ended';

/** The leave question: the design system's dialog, which carries its own recipe. */
const LeaveDialog = lazy(() => import('./LeaveDialog'));

interface LeaveGuard {
  /** Marks one form's changes as unsaved or not, at once (no render in between). */
  set(id: string, dirty: boolean): void;
  /** Resolves true when nothing is unsaved or the user chose to leave; false when they stay. */
  askToLeave(): Promise<boolean>;
  /** Asks when something is unsaved (the held navigation goes on by itself on Leave). */
  ask(): Promise<boolean>;
}

const GuardContext = createContext<LeaveGuard | null>(null);

/** Inside the guarded router: holds navigations away from unsaved changes until the user answers. */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const history = useGuardedHistory();
  // Read at the moment of a navigation, so a form that has just saved can let it through.
  const dirty = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  // Set once the user chose Leave before signing out: the navigation that follows goes through.
  const leaving = useRef(false);
  const [question, setQuestion] = useState<{ answer: (leave: boolean) => void } | null>(null);
  const location = useLocation();

  useEffect(() => {
    leaving.current = false;
  }, [location]);

  const guard = useMemo<LeaveGuard>(() => {
    const ask = () => {
      if (dirty.current.size === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        let answered = false;
        setQuestion({
          answer: (leave) => {
            // One answer per question: the dialog also reports its closing after Leave.
            if (answered) return;
            answered = true;
            setQuestion(null);
            resolve(leave);
          },
        });
      });
    };
    return {
      set(id, value) {
        if (value) dirty.current.add(id);
        else dirty.current.delete(id);
        setAnyDirty(dirty.current.size > 0);
      },
      async askToLeave() {
        const leave = await ask();
        if (leave) leaving.current = true;
        return leave;
      },
      ask,
    };
  }, []);

  useEffect(() => {
    if (!history) return undefined;
    history.setGate({
      holds: (next, current) =>
        dirty.current.size > 0 &&
        !leaving.current &&
        !isSessionEndedState(next.state) &&
        (next.pathname !== current.pathname || next.search !== current.search),
      ask: guard.ask,
    });
    return () => history.setGate(null);
  }, [history, guard]);

  useEffect(() => {
    if (!anyDirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyDirty]);

  return (
    <GuardContext.Provider value={guard}>
      {children}
      {anyDirty || question ? (
        <Suspense fallback={null}>
          <LeaveDialog open={question !== null} onAnswer={(leave) => question?.answer(leave)} />
        </Suspense>
      ) : null}
    </GuardContext.Provider>
  );
}

/**
 * Registers a form's unsaved changes with the leave guard while it is mounted. With `dirty`, the
 * guard follows it. The returned setter takes effect at once: a form calls it with false right
 * before it navigates away after a save, so that navigation is not asked about.
 * Outside the guard (a component test) it does nothing.
 */
export function useUnsavedChanges(dirty?: boolean): (dirty: boolean) => void {
  const guard = useContext(GuardContext);
  const id = useId();
  const set = useCallback((value: boolean) => guard?.set(id, value), [guard, id]);
  useEffect(() => {
    if (dirty !== undefined) set(dirty);
  }, [dirty, set]);
  useEffect(() => () => set(false), [set]);
  return set;
}

/** Asks before an action that leaves every page (signing out); true when nothing is unsaved or the user leaves. */
export function useAskToLeave(): () => Promise<boolean> {
  const guard = useContext(GuardContext);
  return useCallback(() => guard?.askToLeave() ?? Promise.resolve(true), [guard]);
}
