/**
 * The sales entities a request names (parking providers, garages, parks, sales providers): each
 * kind's permissions (reporting.md §6) and one entity of a detail page or a list under it, checked
 * as the statements check theirs. The reports and the lists under an entity both read them.
 */
import type { Permission } from '../../src/api/contract/permissions';
import { canSeePartner, requireAnyPermission, type Session } from './access';
import type { Entity, EntityKind } from './city';
import type { DomainContext } from './context';
import { NotFoundError, PermissionDeniedError } from './errors';
import { salesFacts } from './sales-facts';

/** Permissions of each kind's pages (reporting.md §6): its list, its detail page and the rows under it. */
export const KIND_PERMISSIONS: Record<EntityKind, { list: Permission; detail: Permission; rows: Permission }> = {
  parking: { list: 'ParkingView', detail: 'ParkingProviderView', rows: 'ParkingTransakcijeView' },
  garage: { list: 'GarazeView', detail: 'GarazaDetaljiView', rows: 'GarazaTransakcijeView' },
  park: { list: 'ParkoviView', detail: 'ParkDetaljiView', rows: 'ParkUlazniceView' },
  sales: { list: 'ProdajaView', detail: 'ProdajaDetaljiView', rows: 'ProdajaTransakcijeView' },
};

/**
 * One entity for a detail page: permission (403; any one of several), existence (404), then
 * partner scope (403), in that order, as the statements do.
 */
export function requireEntity(
  ctx: DomainContext,
  session: Session,
  kind: EntityKind,
  rawId: string,
  permission: Permission | readonly Permission[],
): Entity {
  requireAnyPermission(session.user, typeof permission === 'string' ? [permission] : permission);
  const id = /^\d+$/.test(rawId) ? Number(rawId) : NaN;
  const entity = salesFacts(ctx.seed).city.byKind[kind].find((e) => e.id === id);
  if (!entity) throw new NotFoundError('Not found.');
  if (!canSeePartner(session.user, entity.partner_id)) throw new PermissionDeniedError();
  return entity;
}
