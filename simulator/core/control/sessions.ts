/** Ending sign-in sessions from the control surface, as when they expire on the server. */
import { domainContext } from './state';
import { PERSONAS, personaToken } from './personas';

/** One session by its key (a browser's session cookie), or every session of an account. */
export type SessionsToEnd = { session: string } | { username: string };

/**
 * Deletes the sessions and returns how many ended. An account keeps its persona token (stories and
 * scripts sign in with it); an unknown account or key ends none.
 */
export function endSessions(which: SessionsToEnd): number {
  const { db } = domainContext();
  if ('session' in which) {
    const found = db.sessions.findFirst((q) => q.where({ token: which.session }));
    if (!found) return 0;
    db.sessions.deleteMany((q) => q.where({ token: which.session }));
    return 1;
  }
  const user = db.users.findFirst((q) => q.where({ username: which.username }));
  if (!user) return 0;
  const persona = PERSONAS.find((name) => name === which.username);
  const kept = persona ? personaToken(persona) : undefined;
  const ended = db.sessions.findMany((q) => q.where({ user_id: user.id })).filter((session) => session.token !== kept);
  for (const session of ended) db.sessions.deleteMany((q) => q.where({ token: session.token }));
  return ended.length;
}
