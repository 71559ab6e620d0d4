/**
 * User settings, e-mail and subscriptions (operations.md §2 Settings, §4, §7). They change what
 * /auth/user-info/ returns.
 */
import type { SettingWire, UserSubscriptionWire } from '../../src/api/contract/auth';
import type { Session } from '../core/access';
import type { UserRecord } from '../core/db/schemas';
import { SERVICE_GROUPS } from '../core/service-groups';
import type { DomainContext } from '../core/context';
import { DomainError, ValidationError } from '../core/errors';
import { asBody, BOOLEAN_EXPECTED, NULL_NOT_ALLOWED, STRING_EXPECTED } from '../core/drf-validation';
import { REQUIRED } from '../core/validation';

export const SETTING_NOT_FOUND = 'Postavka ne postoji.';
export const EMAIL_ALREADY_SET = 'E-mail adresa je već postavljena i ne može se promijeniti.';
export const INVALID_EMAIL = 'Enter a valid email address.';
export const SETTING_SAVED = 'Setting changed successfully.';
export const EMAIL_SAVED = 'Email update successful.';

/** A 400 with the API's own error_msg (the settings screen shows it instead of its generic text). */
class SettingsError extends DomainError {
  readonly status = 400;
  constructor(readonly text: string) {
    super(text);
  }
  body() {
    return { error_msg: this.text };
  }
}

async function saveUser(ctx: DomainContext, user: UserRecord, change: Partial<UserRecord>): Promise<void> {
  await ctx.db.users.update((q) => q.where({ id: user.id }), {
    data(record) {
      Object.assign(record, change);
    },
  });
}

function requiredString(body: Record<string, unknown>, field: string, errors: Record<string, string[]>): string {
  const value = body[field];
  if (value === undefined) errors[field] = [REQUIRED];
  else if (value === null) errors[field] = [NULL_NOT_ALLOWED];
  else if (typeof value !== 'string') errors[field] = [STRING_EXPECTED];
  else return value;
  return '';
}

/** POST /korisnicke-postavke/ { postavka, vrijednost: 'true' | 'false' }: only a setting the user has. */
export async function changeSetting(ctx: DomainContext, session: Session, raw: unknown): Promise<SettingWire> {
  const body = asBody(raw);
  const errors: Record<string, string[]> = {};
  const code = requiredString(body, 'postavka', errors);
  const value = requiredString(body, 'vrijednost', errors);
  if (!errors.vrijednost && value !== 'true' && value !== 'false') errors.vrijednost = [`"${value}" is not a valid choice.`];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const setting = session.user.settings.find((s) => s.sifra === code);
  if (!setting) throw new SettingsError(SETTING_NOT_FOUND);
  const updated = { ...setting, vrijednost: value };
  await saveUser(ctx, session.user, { settings: session.user.settings.map((s) => (s.sifra === code ? updated : s)) });
  return updated;
}

/** POST /postavi-email/ { email }: only while no e-mail is stored. */
export async function setEmail(ctx: DomainContext, session: Session, raw: unknown): Promise<string> {
  const errors: Record<string, string[]> = {};
  const email = requiredString(asBody(raw), 'email', errors).trim();
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = [INVALID_EMAIL];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (session.user.email) throw new SettingsError(EMAIL_ALREADY_SET);
  await saveUser(ctx, session.user, { email });
  return email;
}

/** POST /system/user-subscription/ { service_group_code, is_enabled }: the whole list comes back. */
export async function setSubscription(ctx: DomainContext, session: Session, raw: unknown): Promise<UserSubscriptionWire[]> {
  const body = asBody(raw);
  const errors: Record<string, string[]> = {};
  const code = requiredString(body, 'service_group_code', errors);
  const enabled = body.is_enabled;
  if (enabled === undefined) errors.is_enabled = [REQUIRED];
  else if (typeof enabled !== 'boolean') errors.is_enabled = [BOOLEAN_EXPECTED];
  const group = SERVICE_GROUPS.find((g) => g.service_group_code === code);
  if (code && !group) errors.service_group_code = [`Object with service_group_code=${code} does not exist.`];
  if (Object.keys(errors).length || !group) throw new ValidationError(errors);
  const current = session.user.user_subscriptions;
  const existing = current.find((s) => s.service_group.service_group_code === code);
  const nextId = ctx.db.users.all().flatMap((u) => u.user_subscriptions).reduce((max, s) => Math.max(max, s.id), 0) + 1;
  const subscriptions = existing
    ? current.map((s) => (s === existing ? { ...s, is_enabled: enabled === true } : s))
    : [...current, { id: nextId, is_enabled: enabled === true, service_group: { ...group } }];
  await saveUser(ctx, session.user, { user_subscriptions: subscriptions });
  return subscriptions;
}
