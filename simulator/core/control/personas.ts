/**
 * The demo accounts. Every persona signs in with the password `demo`.
 * Storybook and tests may skip the login call: `personaToken(name)` is a session token that
 * exists again after every reset (until it is logged out).
 */
import { PERMISSIONS, type Permission, type SettingCode } from '../../../src/api/contract/permissions';

export const PERSONAS = ['admin', 'parking', 'garage', 'sales', 'status', 'support', 'viewer'] as const;
export type PersonaName = (typeof PERSONAS)[number];

export const PERSONA_PASSWORD = 'demo';

/** Which partner's data a persona may see: every partner, or the one seeded partner of a kind. */
export type PersonaScope = 'all' | 'parking-partner' | 'garage-partner' | 'sales-partner' | 'none';

export interface PersonaDefinition {
  username: PersonaName;
  firstName: string;
  lastName: string;
  email: string;
  permissions: readonly Permission[];
  settings: readonly SettingCode[];
  /** Service-group codes the persona is subscribed to (operations.md, subscriptions). */
  subscriptions: readonly string[];
  scope: PersonaScope;
  description: string;
}

/**
 * Reading zones and working hours without proposing a change, reached as the spec's menus lead: the
 * Parking and Garages lists, the provider's or garage's page, then its Zones or Working hours link.
 */
const ZONE_AND_HOURS_READS: readonly Permission[] = [
  'ParkingView',
  'ParkingProviderView',
  'ParkingProviderZonesView',
  'ParkingProviderZoneDetailsView',
  'GarazeView',
  'GarazaDetaljiView',
  'GarazaWorkingHoursView',
];

export const PERSONA_DEFINITIONS: Record<PersonaName, PersonaDefinition> = {
  admin: {
    username: 'admin',
    firstName: 'Ivana',
    lastName: 'Horvat',
    email: '', // no e-mail stored yet: the settings page lets her set one (once)
    permissions: PERMISSIONS,
    settings: ['zagreb_sms', 'magic_button'],
    subscriptions: ['smspark', 'mgarage'],
    scope: 'all',
    description: 'Operator administrator: every permission of both specs and both settings; no e-mail stored yet.',
  },
  parking: {
    username: 'parking',
    firstName: 'Marko',
    lastName: 'Kovačević',
    email: 'marko.kovacevic@parking-zagreb.hr',
    permissions: [
      'ParkingView',
      'ParkingProviderView',
      'ParkingTransakcijeView',
      'ParkingRacuniView',
      'ParkingProviderZonesView',
      'ParkingProviderZoneDetailsView',
      'ParkingProviderNewWorkingPeriodView',
      'ParkingProviderEditWorkingPeriodView',
      'ChangeParkingZoneRequests',
      'ObracuniView',
    ],
    settings: ['zagreb_sms'],
    subscriptions: [],
    scope: 'parking-partner',
    description:
      'Parking partner: the parking permissions for exactly one parking provider; proposes changes to its zones (working hours, closing rules, borders).',
  },
  garage: {
    username: 'garage',
    firstName: 'Ana',
    lastName: 'Babić',
    email: 'ana.babic@garaza-tuskanac.hr',
    permissions: [
      'GarazeView',
      'GarazaDetaljiView',
      'GarazaTransakcijeView',
      'GarazaWorkingHoursView',
      'ChangeGarageRequests',
      'ObracuniView',
    ],
    settings: [],
    subscriptions: [],
    scope: 'garage-partner',
    description: 'Garage partner: the garage permissions for one garage; proposes changes to its working hours and closing rules.',
  },
  sales: {
    username: 'sales',
    firstName: 'Luka',
    lastName: 'Jurić',
    email: 'luka.juric@kiosk-plus.hr',
    permissions: ['ProdajaView', 'ProdajaDetaljiView', 'ProdajaTransakcijeView'],
    settings: [],
    subscriptions: [],
    scope: 'sales-partner',
    description: 'Sales partner: the sales permissions only.',
  },
  status: {
    username: 'status',
    firstName: 'Petra',
    lastName: 'Novak',
    email: '', // no e-mail stored yet: the settings page lets her set one (once)
    permissions: [],
    settings: [],
    subscriptions: [],
    scope: 'none',
    description: 'No report permission: lands on system status.',
  },
  support: {
    username: 'support',
    firstName: 'Tomislav',
    lastName: 'Knežević',
    email: 'tomislav.knezevic@partner-portal.hr',
    // Proposes nothing: approvals are the demo panel's, not an API permission.
    permissions: [...ZONE_AND_HOURS_READS, 'IncidentsView'],
    settings: [],
    subscriptions: ['smspark', 'mgarage'],
    scope: 'all',
    description:
      "Operator support staff: approves and rejects change requests in the demo panel; from the Parking and Garages lists opens every provider's zones and every garage's hours read-only; all incidents.",
  },
  viewer: {
    username: 'viewer',
    firstName: 'Maja',
    lastName: 'Perić',
    email: 'maja.peric@parking-zagreb.hr',
    permissions: ZONE_AND_HOURS_READS,
    settings: [],
    subscriptions: [],
    scope: 'parking-partner',
    description: 'Read-only parking partner: the same provider as parking, its zones, hours and closing rules, but may propose no change.',
  },
};

/**
 * A 40-character DRF-style token for a persona, the same for every seed and reset, so a story can
 * put it into localStorage['auth-token'] without calling login.
 */
export function personaToken(name: PersonaName): string {
  const prefix = `persona${name}`;
  return (prefix + '0'.repeat(40)).slice(0, 40);
}
