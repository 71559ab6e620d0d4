import { usePermission } from '../../../api/session';
import { routePath } from '../../../routing/paths';
import type { WorkingPeriodCardsProps } from './WorkingPeriodCards';
import type { WorkingPeriod } from '../model/items';

/**
 * What a user may do with a provider's working periods: propose changes (ChangeParkingZoneRequests,
 * which Remove needs), and open the new or the edit form, each behind its own view permission too.
 * `zoneLinks` gives a zone's period cards their links: none without the right to propose, and New
 * or Edit only where the user may open that form.
 */
export function useWorkingPeriodAccess(providerId: number) {
  const canChange = usePermission('ChangeParkingZoneRequests');
  const canNew = usePermission('ParkingProviderNewWorkingPeriodView') && canChange;
  const canEdit = usePermission('ParkingProviderEditWorkingPeriodView') && canChange;
  const zoneLinks = (zoneId: number): WorkingPeriodCardsProps['links'] =>
    canChange
      ? {
          create: canNew ? routePath('parkingProviderZoneNewWorkingPeriod', { id: providerId, zoneId }) : undefined,
          edit: (period) => (canEdit ? parkingEditHref(providerId, zoneId, period) : undefined),
        }
      : undefined;
  return { canChange, canNew, zoneLinks };
}

/** Where Edit of a parking period leads: the request's form when one is pending, else the period's. */
export function parkingEditHref(providerId: number, zoneId: number, period: WorkingPeriod): string | undefined {
  if (period.pending) {
    return routePath('parkingProviderEditWorkingPeriodRequest', { id: providerId, zoneId, workingPeriodRequestId: period.pending.requestId });
  }
  return period.id === null ? undefined : routePath('parkingProviderEditWorkingPeriod', { id: providerId, zoneId, workingPeriodId: period.id });
}
