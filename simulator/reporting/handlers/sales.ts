/** Sales (igeus) providers: /api/prodaja/igeusprovider-list/ and /api/prodaja/igeusprovider/{id}/.../ (reporting.md §7 Sales). */
import { reportingEndpoints, reportingPatterns } from '../../../src/api/contract/endpoints-reporting';
import { providerInfoResponse } from '../../../src/api/contract/reports';
import { igeusProviderListResponse } from '../../../src/api/contract/sales';
import { kindHandlers } from './entity-reports';

const p = reportingPatterns.sales;

export const salesHandlers = [
  ...kindHandlers({
    kind: 'sales',
    list: { path: reportingEndpoints.sales.list, schema: igeusProviderListResponse },
    info: { pattern: p('info'), schema: providerInfoResponse },
    reports: { 'po-distributerima': p('po-distributerima'), 'po-artiklima': p('po-artiklima'), intervalno: p('intervalno'), detaljno: p('detaljno') },
  }),
];
