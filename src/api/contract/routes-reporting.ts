/** Reporting routes (reporting.md §7): dashboard, parking, garages, parks, sales. */
import type { ContractRoute } from './route-types';

export const reportingRoutes: ContractRoute[] = [];
