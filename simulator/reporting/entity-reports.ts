/**
 * The reports of parking providers, garages, parks and sales providers (reporting.md §7), one
 * implementation for the four kinds: permission and scope checks, query validation, then the
 * report engine (reports.ts), as JSON bodies or spreadsheet files. The lists under an entity are
 * transactions/lists.ts.
 */
import type { ProviderInfoWireInput } from '../../src/api/contract/reports';
import type { Entity, EntityKind } from '../core/city';
import { WORKING_PERIOD_FORMS, requirePermission, type Session } from '../core/access';
import type { DomainContext } from '../core/context';
import { explainValidation } from '../core/errors';
import { KIND_PERMISSIONS, requireEntity } from '../core/entities';
import type { Answer } from '../core/files';
import { readFlag } from '../core/query';
import { AMOUNT_FORMAT, COUNT_FORMAT, buildXlsx, type SheetColumn } from '../core/xlsx';
import { readPriceCents } from './report-query';
import {
  BREAKDOWN_PERMISSIONS,
  articleByChannel,
  byArticle,
  byChannel,
  channelShares,
  detailLines,
  interval,
  listRows,
  readScope,
  totalsOf,
  type ListRow,
} from './reports';
import { detailFor } from '../core/detail-texts';
import { FieldErrorCollector } from '../core/validation';

/** Spreadsheet names of the list exports (the spec names only transakcije.xlsx and ulaznice.xlsx). */
const LIST_FILES: Record<EntityKind, string> = {
  parking: 'parking.xlsx',
  garage: 'garaze.xlsx',
  park: 'parkovi.xlsx',
  sales: 'prodaja.xlsx',
};

/* ---- Lists ---- */

const listColumns: SheetColumn<ListRow>[] = [
  { header: 'Naziv', width: 36, value: (r) => r.entity.name },
  { header: 'Dobavljač', width: 30, value: (r) => r.entity.supplier },
  { header: 'Ispravnih (broj)', value: (r) => totalsOf(r.totals).valid_count, format: COUNT_FORMAT },
  { header: 'Ispravnih (iznos)', value: (r) => totalsOf(r.totals).valid_amount, format: AMOUNT_FORMAT },
  { header: 'Ukupno (broj)', value: (r) => totalsOf(r.totals).total_count, format: COUNT_FORMAT },
  { header: 'Ukupno (iznos)', value: (r) => totalsOf(r.totals).total_amount, format: AMOUNT_FORMAT },
];

function listBody(kind: EntityKind, rows: ListRow[], total: Float64Array, single: boolean, scope: ReturnType<typeof readScope>) {
  const ukupno = totalsOf(total);
  switch (kind) {
    case 'parking':
      return {
        single_provider: single,
        provider_list: rows.map((r) => ({
          provider_id: r.entity.id,
          naziv: r.entity.name,
          supplier: r.entity.supplier,
          ...totalsOf(r.totals),
          distributeri: channelShares(scope, r.perChannel),
        })),
        ukupno,
      };
    case 'garage':
      return {
        ukupno,
        garage_list: rows.map((r) => ({ garage_id: r.entity.id, name: r.entity.name, supplier: r.entity.supplier, ...totalsOf(r.totals) })),
        single_garage: single,
      };
    case 'park':
      return { parkovi_list: rows.map((r) => ({ park_id: r.entity.id, naziv: r.entity.name, ...totalsOf(r.totals) })), ukupno };
    case 'sales':
      return {
        single_provider: single,
        provider_list: rows.map((r) => ({ provider_id: r.entity.id, naziv: r.entity.name, ...totalsOf(r.totals) })),
        ukupno,
      };
  }
}

/** provider-list, garage-list, parkovi-list, igeusprovider-list; excel=true sends the spreadsheet. */
export async function entityList(ctx: DomainContext, session: Session, kind: EntityKind, params: URLSearchParams): Promise<Answer<ReturnType<typeof listBody>>> {
  requirePermission(session.user, KIND_PERMISSIONS[kind].list);
  const errors = new FieldErrorCollector();
  const excel = readFlag(params, 'excel', errors);
  const scope = excel
    ? explainValidation(() => readScope(ctx, params, errors), (e) => detailFor(e, { download: true }))
    : readScope(ctx, params, errors);
  const { rows, total, single } = listRows(ctx, session, kind, scope);
  if (excel) return { kind: 'file', file: await buildXlsx(LIST_FILES[kind], 'Izvještaj', listColumns, rows) };
  return { kind: 'json', body: listBody(kind, rows, total, single, scope) };
}

/* ---- One entity ---- */

function coordinate(value: number): string {
  return value.toFixed(6);
}

export function providerInfo(entity: Entity): ProviderInfoWireInput {
  return {
    id: entity.id,
    code: entity.code,
    name: entity.name,
    supplier: entity.supplier,
    izdaje_svoj_racun: entity.izdaje_svoj_racun,
    latitude: coordinate(entity.latitude),
    longitude: coordinate(entity.longitude),
  };
}

/** info: the detail page's; a parking provider's also the working-period forms' (they show the provider). */
export function entityInfo(ctx: DomainContext, session: Session, kind: EntityKind, id: string) {
  const permissions = kind === 'parking' ? [KIND_PERMISSIONS.parking.detail, ...WORKING_PERIOD_FORMS] : [KIND_PERMISSIONS[kind].detail];
  const entity = requireEntity(ctx, session, kind, id, permissions);
  return kind === 'parking' || kind === 'sales' ? { info: providerInfo(entity) } : { info: { id: entity.id, name: entity.name } };
}

function detailScope(ctx: DomainContext, session: Session, kind: EntityKind, id: string, params: URLSearchParams, errors = new FieldErrorCollector()) {
  const entity = requireEntity(ctx, session, kind, id, KIND_PERMISSIONS[kind].detail);
  return { entity, scope: readScope(ctx, params, errors) };
}

/** po-distributerima: also what a list row expands to, so the list's permission grants it (BREAKDOWN_PERMISSIONS). */
export function entityByChannel(ctx: DomainContext, session: Session, kind: EntityKind, id: string, params: URLSearchParams) {
  const entity = requireEntity(ctx, session, kind, id, BREAKDOWN_PERMISSIONS[kind]);
  return byChannel(readScope(ctx, params), entity);
}

export function entityByArticle(ctx: DomainContext, session: Session, kind: EntityKind, id: string, params: URLSearchParams) {
  const { entity, scope } = detailScope(ctx, session, kind, id, params);
  return byArticle(scope, entity);
}

export function entityArticleByChannel(ctx: DomainContext, session: Session, kind: EntityKind, id: string, params: URLSearchParams) {
  const entity = requireEntity(ctx, session, kind, id, KIND_PERMISSIONS[kind].detail);
  const errors = new FieldErrorCollector();
  const price = readPriceCents(params, 'item_price', errors);
  const scope = readScope(ctx, params, errors);
  return articleByChannel(scope, entity, price);
}

export function entityInterval(ctx: DomainContext, session: Session, kind: EntityKind, id: string, params: URLSearchParams) {
  const { entity, scope } = detailScope(ctx, session, kind, id, params);
  return interval(scope, entity);
}

export function entityDetail(ctx: DomainContext, session: Session, kind: EntityKind, id: string, params: URLSearchParams) {
  const { entity, scope } = detailScope(ctx, session, kind, id, params);
  return { detaljno: detailLines(scope, entity) };
}
