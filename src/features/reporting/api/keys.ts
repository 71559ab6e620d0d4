/**
 * The query keys of the sales reports: one hierarchy holding every variable of a request, the
 * request last, so the primary and the compare period are two cached queries.
 */
import type { EntityKind } from '../../../api/entity-info';
import type { ReportRequest } from '../model/reports';

export const reportingKeys = {
  all: ['reporting'] as const,
  reference: (list: 'services' | 'channels') => [...reportingKeys.all, 'reference', list] as const,
  dashboard: (report: string, request: ReportRequest) => [...reportingKeys.all, 'dashboard', report, request] as const,
  list: (kind: EntityKind, request: ReportRequest) => [...reportingKeys.all, kind, 'list', request] as const,
  entity: (kind: EntityKind, id: number) => ({
    report: (report: string, request: ReportRequest) => [...reportingKeys.all, kind, id, report, request] as const,
  }),
};
