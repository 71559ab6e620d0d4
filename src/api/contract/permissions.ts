/** Every permission string of both specs (reporting.md §6, operations.md §6). */
export const PERMISSIONS = [
  'DashboardView',
  'ParkingView',
  'ParkingProviderView',
  'ParkingTransakcijeView',
  'ParkingRacuniView',
  'GarazeView',
  'GarazaDetaljiView',
  'GarazaTransakcijeView',
  'GarazaWorkingHoursView',
  'ParkoviView',
  'ParkDetaljiView',
  'ParkUlazniceView',
  'ProdajaView',
  'ProdajaDetaljiView',
  'ProdajaTransakcijeView',
  'ObracuniView',
  'PaydoStatistikaView',
  'ParkingProviderZonesView',
  'ParkingProviderZoneDetailsView',
  'ParkingProviderNewWorkingPeriodView',
  'ParkingProviderEditWorkingPeriodView',
  'ChangeParkingZoneRequests',
  'ChangeGarageRequests',
  'IncidentsView',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * Other spellings the server may send for a permission (operations.md §6: Django's codename form
 * of the change permissions). The client reads each as the permission it names.
 */
export const PERMISSION_ALIASES: Readonly<Record<string, Permission>> = {
  change_parkingzonerequests: 'ChangeParkingZoneRequests',
  change_garagerequests: 'ChangeGarageRequests',
};

/** The permissions as the app names them: each alias becomes its permission, the rest stay as sent. */
export function canonicalPermissions(sent: readonly string[]): Set<string> {
  return new Set(sent.map((permission) => PERMISSION_ALIASES[permission] ?? permission));
}

/** Known user setting codes. */
export const SETTING_CODES = ['zagreb_sms', 'magic_button'] as const;
export type SettingCode = (typeof SETTING_CODES)[number];
