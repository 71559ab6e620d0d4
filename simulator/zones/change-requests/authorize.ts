/** Who may read or change a scope's items and requests (operations.md §1, §4). */
import type { Permission } from '../../../src/api/contract/permissions';
import type { ChangeRequestArea } from '../../../src/api/contract/working-periods';
import { canSeePartner, hasPermission, type Session } from '../../core/access';
import type { DomainContext } from '../../core/context';
import { NotFoundError, PermissionDeniedError } from '../../core/errors';
import { findZone, garage, parkingProvider } from '../source';
import { NOT_FOUND } from './messages';

/** Where an item or request lives: a parking provider (optionally one of its zones) or a garage. */
export interface Scope {
  area: ChangeRequestArea;
  ownerId: number;
  /** Parking, zone-level paths: the zone from the path. */
  zoneId: number | null;
}

interface AreaRules {
  read: readonly Permission[];
  change: Permission;
  partnerOf(ctx: DomainContext, ownerId: number): number | undefined;
}

const AREAS: Record<ChangeRequestArea, AreaRules> = {
  parking: {
    read: ['ParkingProviderZonesView', 'ParkingProviderZoneDetailsView', 'ChangeParkingZoneRequests'],
    change: 'ChangeParkingZoneRequests',
    partnerOf: (ctx, id) => parkingProvider(ctx, id)?.partner_id,
  },
  garage: {
    read: ['GarazaWorkingHoursView', 'ChangeGarageRequests'],
    change: 'ChangeGarageRequests',
    partnerOf: (ctx, id) => garage(ctx, id)?.partner_id,
  },
};

/**
 * Permission (403), existence of the owner and of the path's zone (404), partner scope (403), in
 * the order the statements use. `alsoRead`: further permissions that grant this read (a form's).
 */
export function authorize(
  ctx: DomainContext,
  session: Session,
  scope: Scope,
  mode: 'read' | 'change',
  alsoRead: readonly Permission[] = [],
): void {
  const rules = AREAS[scope.area];
  const allowed = mode === 'change' ? [rules.change] : [...rules.read, ...alsoRead];
  if (!allowed.some((p) => hasPermission(session.user, p))) throw new PermissionDeniedError();
  const partnerId = rules.partnerOf(ctx, scope.ownerId);
  if (partnerId === undefined) throw new NotFoundError(NOT_FOUND);
  if (scope.zoneId !== null && findZone(ctx, scope.zoneId)?.provider_id !== scope.ownerId) {
    throw new NotFoundError(NOT_FOUND);
  }
  if (!canSeePartner(session.user, partnerId)) throw new PermissionDeniedError();
}
