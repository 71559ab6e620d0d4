/**
 * Auth rules (reporting.md §7 "Auth and common"): DRF token login, logout, change password,
 * password reset by username with a bot-check token, and setting a new password by reset token.
 */
import type { UserRecord } from '../core/db/schemas';
import type { Session } from '../core/access';
import type { DomainContext } from '../core/context';
import { ValidationError } from '../core/errors';
import { FieldErrorCollector, passwordProblems, readRequiredStrings } from '../core/validation';

export const LOGIN_FAILED = 'Unable to log in with provided credentials.';
export const WRONG_CURRENT_PASSWORD = 'Invalid password.';
export const UNKNOWN_USERNAME = 'User with this username does not exist.';
export const BOT_CHECK_FAILED = 'Bot check failed. Please try again.';
export const PASSWORDS_DIFFER = "The two password fields didn't match.";
export const INVALID_RESET_LINK = 'The password reset link is invalid or has already been used.';

/** The simulated bot check accepts tokens with this prefix (the demo's challenge sends one). */
export const SIMULATED_CAPTCHA_PREFIX = 'sim-pass-';

function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The user the credentials name; 400 'Unable to log in…' when they do not. */
function checkCredentials(ctx: DomainContext, body: unknown): UserRecord {
  const errors = new FieldErrorCollector();
  const { username, password } = readRequiredStrings(body, ['username', 'password'], errors);
  errors.throwIfAny();
  const user = ctx.db.users.findFirst((q) => q.where({ username }));
  if (!user || user.password !== password) throw new ValidationError({ non_field_errors: [LOGIN_FAILED] });
  return user;
}

/**
 * Django's session login (the minimal wire): a new session per sign-in, its key for the session
 * cookie. Each browser keeps its own session, so signing out in one leaves the others signed in.
 */
export async function startSession(ctx: DomainContext, body: unknown): Promise<{ key: string }> {
  const user = checkCredentials(ctx, body);
  const session = await ctx.db.sessions.create({ token: randomHex(20), user_id: user.id, created: ctx.today });
  return { key: session.token };
}

/** DRF's obtain_auth_token: one token per user, created on first login and reused until logout. */
export async function login(ctx: DomainContext, body: unknown): Promise<{ token: string }> {
  const user = checkCredentials(ctx, body);
  const existing = ctx.db.sessions.findFirst((q) => q.where({ user_id: user.id }));
  if (existing) return { token: existing.token };
  const session = await ctx.db.sessions.create({ token: randomHex(20), user_id: user.id, created: ctx.today });
  return { token: session.token };
}

/** Deletes the token: it stops working everywhere it was used. */
export function logout(ctx: DomainContext, session: Session): void {
  ctx.db.sessions.deleteMany((q) => q.where({ token: session.token }));
}

export async function changePassword(ctx: DomainContext, session: Session, body: unknown): Promise<void> {
  const errors = new FieldErrorCollector();
  const fields = readRequiredStrings(body, ['current_password', 'new_password'], errors);
  if (!errors.has('current_password') && fields.current_password !== session.user.password) {
    errors.add('current_password', WRONG_CURRENT_PASSWORD);
  }
  if (!errors.has('new_password')) {
    for (const problem of passwordProblems(fields.new_password)) errors.add('new_password', problem);
  }
  errors.throwIfAny();
  await ctx.db.users.update((q) => q.where({ id: session.user.id }), {
    data(user) {
      user.password = fields.new_password;
    },
  });
}

/** Issues a single-use reset token. No mail is sent: the simulator's outbox shows the link. */
export async function requestPasswordReset(ctx: DomainContext, body: unknown): Promise<{ token: string }> {
  const errors = new FieldErrorCollector();
  const fields = readRequiredStrings(body, ['username', 'captcha_token'], errors);
  if (!errors.has('captcha_token') && !fields.captcha_token.startsWith(SIMULATED_CAPTCHA_PREFIX)) {
    errors.add('captcha_token', BOT_CHECK_FAILED);
  }
  const user = errors.has('username')
    ? undefined
    : ctx.db.users.findFirst((q) => q.where({ username: fields.username }));
  if (!errors.has('username') && !user) errors.add('username', UNKNOWN_USERNAME);
  errors.throwIfAny();
  if (!user) throw new Error('unreachable: user checked above');
  const record = await ctx.db.resetTokens.create({ token: crypto.randomUUID(), user_id: user.id, created: ctx.today });
  return { token: record.token };
}

export async function setNewPassword(ctx: DomainContext, token: string, body: unknown): Promise<void> {
  const errors = new FieldErrorCollector();
  const fields = readRequiredStrings(body, ['new_password', 'confirm_password'], errors);
  if (!errors.has('new_password')) {
    for (const problem of passwordProblems(fields.new_password)) errors.add('new_password', problem);
  }
  if (!errors.has('confirm_password') && fields.new_password !== '' && fields.confirm_password !== fields.new_password) {
    errors.add('confirm_password', PASSWORDS_DIFFER);
  }
  const reset = ctx.db.resetTokens.findFirst((q) => q.where({ token }));
  if (!reset) errors.add('non_field_errors', INVALID_RESET_LINK);
  errors.throwIfAny();
  if (!reset) throw new Error('unreachable: token checked above');
  await ctx.db.users.update((q) => q.where({ id: reset.user_id }), {
    data(user) {
      user.password = fields.new_password;
    },
  });
  ctx.db.resetTokens.deleteMany((q) => q.where({ token }));
}
