/** Mutable state at reset: the persona accounts and their fixed persona sessions. */
import type { SettingCode } from '../../src/api/contract/permissions';
import type { SettingWire, UserSubscriptionWire } from '../../src/api/contract/auth';
import {
  PERSONA_DEFINITIONS,
  PERSONA_PASSWORD,
  PERSONAS,
  personaToken,
  type PersonaScope,
} from '../core/control/personas';
import type { Db } from '../core/db/db';
import { SERVICE_GROUPS } from '../core/service-groups';
import type { PartnerRecord, UserRecord } from '../core/db/schemas';
import { anchorPartner, type SeedOptions } from '../core/reference-seed';

const SETTINGS: Record<SettingCode, Omit<SettingWire, 'vrijednost'>> = {
  zagreb_sms: {
    sifra: 'zagreb_sms',
    naziv: 'Zagreb SMS',
    opis: 'Obavijesti o SMS parkiranju u Zagrebu',
    tip: 'boolean',
  },
  magic_button: {
    sifra: 'magic_button',
    naziv: 'Čarobni gumb',
    opis: 'Brzi odabir razdoblja u izborniku datuma',
    tip: 'boolean',
  },
};

function partnerIdFor(scope: PersonaScope, partners: readonly PartnerRecord[]): number | null {
  switch (scope) {
    case 'parking-partner':
      return anchorPartner(partners, 'parking').id;
    case 'garage-partner':
      return anchorPartner(partners, 'garage').id;
    case 'sales-partner':
      return anchorPartner(partners, 'sales').id;
    case 'all':
    case 'none':
      return null;
  }
}

export function personaUsers(partners: readonly PartnerRecord[]): UserRecord[] {
  return PERSONAS.map((name, index) => {
    const persona = PERSONA_DEFINITIONS[name];
    const subscriptions: UserSubscriptionWire[] = persona.subscriptions.flatMap((code, i) => {
      const group = SERVICE_GROUPS.find((g) => g.service_group_code === code);
      return group ? [{ id: (index + 1) * 10 + i, is_enabled: true, service_group: { ...group } }] : [];
    });
    return {
      id: index + 1,
      username: persona.username,
      password: PERSONA_PASSWORD,
      first_name: persona.firstName,
      last_name: persona.lastName,
      email: persona.email,
      permissions: [...persona.permissions],
      settings: persona.settings.map((code) => ({ ...SETTINGS[code], vrijednost: 'true' })),
      user_subscriptions: subscriptions,
      partner_id: partnerIdFor(persona.scope, partners),
    };
  });
}

/**
 * A reset link that exists after every reset, for demos and stories: /reset-password/demo-reset-token/
 * sets a new password for the `parking` account. Single use, like every reset link.
 */
export const DEMO_RESET_TOKEN = 'demo-reset-token';

export async function seedAccounts(db: Db, options: SeedOptions): Promise<void> {
  const users = personaUsers(db.partners.all());
  for (const [index, name] of PERSONAS.entries()) {
    const user = users[index];
    if (!user) continue;
    await db.users.create(user);
    await db.sessions.create({ token: personaToken(name), user_id: user.id, created: options.today });
    if (name === 'parking') {
      await db.resetTokens.create({ token: DEMO_RESET_TOKEN, user_id: user.id, created: options.today });
    }
  }
}
