/**
 * The navigation state with which the app sends a user to sign-in when the API says the session is
 * over (a 401), so the sign-in page can say why it is shown. History state, not the address: the
 * message belongs to that moment, and a bookmark or a reload of /login shows the plain form.
 */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

/** Whether a location's state says the session has just ended. */
export function isSessionEndedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { sessionEnded?: unknown }).sessionEnded === true;
}

let ending = false;

/**
 * Set by the app from the moment it takes the user to sign-in because the session ended until the
 * sign-in page is shown: the forms that unmount meanwhile keep their drafts (form-draft.ts).
 */
export function markSessionEnding(value: boolean): void {
  ending = value;
}

export function isSessionEnding(): boolean {
  return ending;
}
