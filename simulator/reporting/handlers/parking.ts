/** Parking providers: /api/parking/provider-list/ and /api/parking/provider/{id}/.../ (reporting.md §7 Parking). */
import { reportingEndpoints, reportingPatterns } from '../../../src/api/contract/endpoints-reporting';
import { providerListResponse } from '../../../src/api/contract/parking';
import { providerInfoResponse } from '../../../src/api/contract/reports';
import { kindHandlers } from './entity-reports';

const p = reportingPatterns.parking;

export const parkingHandlers = [
  ...kindHandlers({
    kind: 'parking',
    list: { path: reportingEndpoints.parking.list, schema: providerListResponse },
    info: { pattern: p('info'), schema: providerInfoResponse },
    reports: { 'po-distributerima': p('po-distributerima'), 'po-artiklima': p('po-artiklima'), intervalno: p('intervalno'), detaljno: p('detaljno') },
  }),
];
