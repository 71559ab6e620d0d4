/** Statements (obracuni): reporting.md §2, §3 Calculation, §7 Statements. */
import type { ObracuniResponse, StatementWire } from '../../src/api/contract/statements';
import type { StatementRecord } from '../core/db/schemas';
import { canSeePartner, requirePermission, type Session } from '../core/access';
import type { DomainContext } from '../core/context';
import { NotFoundError, PermissionDeniedError } from '../core/errors';
import { paginate } from '../core/paging';
import { nowIso } from '../core/clock';
import { buildPdf } from '../core/pdf';
import { cityReference } from '../core/reference';
import { matchesSearch } from '../core/text';

/** Page size of the statements list (the spec does not show it; DRF's PAGE_SIZE in this style). */
export const STATEMENTS_PAGE_SIZE = 10;
export const STATEMENT_NOT_FOUND = 'Obračun nije pronađen.';

export interface StatementsQuery {
  page: string | null;
  search: string | null;
}

function toWire(statement: StatementRecord): StatementWire {
  return {
    id: statement.id,
    naziv: statement.naziv,
    partner_naziv: statement.partner_naziv,
    download_url: statement.download_url,
  };
}

/** The statements a user may see, newest first, filtered by search over naziv and partner_naziv. */
export function listStatements(ctx: DomainContext, session: Session, query: StatementsQuery): ObracuniResponse {
  requirePermission(session.user, 'ObracuniView');
  const search = query.search ?? '';
  const visible = ctx.flags.emptyLists
    ? []
    : ctx.db.statements
        .findMany((q) => q.where((s) => canSeePartner(session.user, s.partner_id)), { orderBy: { id: 'desc' } })
        .filter((s) => matchesSearch(search, [s.naziv, s.partner_naziv]));
  const page = paginate(visible, query.page, STATEMENTS_PAGE_SIZE);
  return { obracuni: page.items.map(toWire), ukupno_obracuna: page.count, broj_stranica: page.numPages };
}

export interface StatementFile {
  filename: string;
  bytes: Uint8Array;
}

/** The statement as a PDF. Unknown id: 404 {error}; another partner's statement: 403. */
export async function statementPdf(ctx: DomainContext, session: Session, rawId: string): Promise<StatementFile> {
  requirePermission(session.user, 'ObracuniView');
  const id = /^\d+$/.test(rawId) ? Number(rawId) : NaN;
  const statement = ctx.flags.emptyLists ? undefined : ctx.db.statements.findFirst((q) => q.where({ id }));
  if (!statement) throw new NotFoundError(STATEMENT_NOT_FOUND, 'error');
  if (!canSeePartner(session.user, statement.partner_id)) throw new PermissionDeniedError();
  const [year, month] = statement.period.split('-');
  const city = cityReference(ctx).byKind;
  const locations = [...city.parking, ...city.garage, ...city.park, ...city.sales].filter((e) => e.partner_id === statement.partner_id);
  const bytes = await buildPdf({
    title: statement.naziv,
    lines: [
      `Partner: ${statement.partner_naziv}`,
      `Razdoblje: ${month}/${year}`,
      `Broj obračuna: ${statement.id}`,
      `Izrađeno: ${ctx.today}`,
      ...(locations.length > 0 ? [`Lokacije (${locations.length}):`, ...locations.map((e) => `– ${e.name}`)] : []),
    ],
    created: new Date(nowIso(ctx.today, ctx.nowSecond)),
  });
  return { filename: `obracun-${statement.id}.pdf`, bytes };
}
