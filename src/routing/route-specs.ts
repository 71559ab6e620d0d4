/**
 * The spec section each route implements (the operator's specifications reporting.md and operations.md), by route
 * name. A leaf module beside routePatterns: a new route without its section fails the typecheck.
 * The Storybook "Screens" catalogue shows it; the app never imports it.
 */
import type { RouteName } from './paths';

const REPORTING = 'reporting.md §2';
const OPERATIONS = 'operations.md §2';

export const routeSpecs: Record<RouteName, string> = {
  login: `${REPORTING} Public routes`,
  resetPassword: `${REPORTING} Public routes`,
  setNewPassword: `${REPORTING} Public routes`,
  permissionDenied: `${REPORTING} Public routes`,
  home: `${REPORTING} Dashboard (home)`,
  parking: `${REPORTING} Parking list`,
  parkingProvider: `${REPORTING} Parking provider page`,
  parkingProviderTransactions: `${REPORTING} Parking provider transactions, garage transactions, sales transactions`,
  parkingProviderReceipts: `${REPORTING} Parking receipts`,
  garages: `${REPORTING} Garages list`,
  garageDetails: `${REPORTING} Garage details`,
  garageTransactions: `${REPORTING} Parking provider transactions, garage transactions, sales transactions`,
  parks: `${REPORTING} Parks list and park details`,
  parkDetails: `${REPORTING} Parks list and park details`,
  parkTransactions: `${REPORTING} Routes inside the main layout (legacy park/garage transactions view)`,
  parkTickets: `${REPORTING} Parks list and park details`,
  sales: `${REPORTING} Sales list and sale details`,
  saleDetails: `${REPORTING} Sales list and sale details`,
  prodajaTransactions: `${REPORTING} Parking provider transactions, garage transactions, sales transactions`,
  statements: `${REPORTING} Statements`,
  changePassword: `${REPORTING} Change password`,
  systemStatus: `${OPERATIONS} System status page`,
  parkingProviderZones: `${OPERATIONS} Parking provider zones page`,
  parkingProviderZoneDetails: `${OPERATIONS} Zone details page`,
  zoneGeo: `${OPERATIONS} Zone map editor (full page or modal)`,
  parkingProviderNewWorkingPeriod: `${OPERATIONS} New and edit working period forms`,
  parkingProviderZoneNewWorkingPeriod: `${OPERATIONS} New and edit working period forms`,
  parkingProviderEditWorkingPeriod: `${OPERATIONS} New and edit working period forms`,
  parkingProviderEditWorkingPeriodRequest: `${OPERATIONS} New and edit working period forms`,
  garageWorkingHours: `${OPERATIONS} Screens and routes (garageWorkingHours); reporting.md §2 Garage details`,
  garageNewWorkingPeriod: `${OPERATIONS} New and edit working period forms`,
  garageEditWorkingPeriod: `${OPERATIONS} New and edit working period forms`,
  garageEditWorkingPeriodRequest: `${OPERATIONS} New and edit working period forms`,
  incidents: `${OPERATIONS} Incidents page`,
  settings: `${OPERATIONS} Settings page`,
  paydoStatistics: `${OPERATIONS} Mobile payment statistics area`,
  paydoStatisticsTab: `${OPERATIONS} Mobile payment statistics area`,
};
