/** Ending an account's sessions from the control surface, as when they expire on the server. */
import { domainContext } from './state';
import { PERSONAS, personaToken } from './personas';

/**
 * Deletes every session of `username` but its persona token (stories and scripts sign in with it),
 * and returns how many ended. An unknown account ends none.
 */
export function endSessions(username: string): number {
  const { db } = domainContext();
  const user = db.users.findFirst((q) => q.where({ username }));
  if (!user) return 0;
  const kept = (PERSONAS as readonly string[]).includes(username) ? personaToken(username as (typeof PERSONAS)[number]) : undefined;
  const ended = db.sessions.findMany((q) => q.where({ user_id: user.id })).filter((session) => session.token !== kept);
  for (const session of ended) db.sessions.deleteMany((q) => q.where({ token: session.token }));
  return ended.length;
}
