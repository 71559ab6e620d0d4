/**
 * How the app reads the 401s and 403s of its calls (reporting.md §6), so that an ended session is
 * noticed once and handled once, and a refusal is not taken for one:
 * - a 401 ends the session;
 * - a 403 is ambiguous: DRF's session authentication answers 403 for a session that is gone, as for
 *   a refusal. One check asks the server (user-info): refused too means the session ended; answered
 *   means a refusal, which the screen or form that made the call shows (ApiError's permission text).
 * While a check runs, further 403s wait for it; once the session has ended, nothing more is reported
 * until the watch is resumed (the user has left the page), so one failing page leads to one check
 * and one trip to sign-in, never a loop.
 */
export type SessionCheck = 'alive' | 'ended' | 'unknown';

export interface SessionWatchActions {
  /** Asks the server whether the session lives. */
  check: () => Promise<SessionCheck>;
  /** The session is over: forget it and go to sign-in. Called once. */
  ended: () => void;
}

export interface SessionWatch {
  report: (status: 401 | 403) => void;
  /** After the trip to sign-in: the next failure is a new one. */
  resume: () => void;
}

export function createSessionWatch({ check, ended }: SessionWatchActions): SessionWatch {
  let over = false;
  let checking = false;
  const end = () => {
    if (over) return;
    over = true;
    ended();
  };
  return {
    report(status) {
      if (over) return;
      if (status === 401) {
        end();
        return;
      }
      if (checking) return;
      checking = true;
      void check()
        .then((state) => {
          if (state === 'ended') end();
        })
        .finally(() => {
          checking = false;
        });
    },
    resume() {
      over = false;
    },
  };
}
