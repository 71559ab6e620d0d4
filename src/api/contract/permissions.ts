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

/** Known user setting codes. */
export const SETTING_CODES = ['zagreb_sms', 'magic_button'] as const;
export type SettingCode = (typeof SETTING_CODES)[number];
