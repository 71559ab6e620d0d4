/** Parks: /api/parkovi/parkovi-list/ and /api/parkovi/park/{id}/.../ (reporting.md §7 Parks). */
import { reportingEndpoints, reportingPatterns } from '../../../src/api/contract/endpoints-reporting';
import { parkInfoResponse, parkoviListResponse } from '../../../src/api/contract/parks';
import { kindHandlers } from './entity-reports';

const p = reportingPatterns.parks;

export const parksHandlers = [
  ...kindHandlers({
    kind: 'park',
    list: { path: reportingEndpoints.parks.list, schema: parkoviListResponse },
    info: { pattern: p('info'), schema: parkInfoResponse },
    reports: { 'po-artiklima': p('po-artiklima'), intervalno: p('intervalno') },
  }),
];
