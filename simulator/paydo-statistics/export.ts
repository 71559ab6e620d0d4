/** The statistics as a spreadsheet download: BmoveStatistika.xlsx, a sheet per table. */
import { PAYDO_MIN_DATE, type PaydoSection } from '../../src/api/contract/paydo';
import { requirePermission, type Session } from '../core/access';
import type { DomainContext } from '../core/context';
import { dayNumber } from '../core/dates';
import { DATE_FORMAT } from '../core/drf-validation';
import { ValidationError } from '../core/errors';
import { EXPORT_FAILED, croatianDate } from '../core/detail-texts';
import { REQUIRED } from '../core/validation';
import { END_BEFORE_BEGIN, sectionRows, validateRange, yesterday, type PaydoQuery } from './sections';

/** The range of the spreadsheet download: its 400 carries a Croatian text beside the field errors. */
function exportRange(ctx: DomainContext, query: PaydoQuery): { begin: string; end: string } {
  try {
    return validateRange(ctx, query);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const messages = Object.values(error.fieldErrors).flat().filter((m): m is string => typeof m === 'string');
    const text = messages.includes(REQUIRED)
      ? 'Odaberite početni i završni datum.'
      : messages.includes(DATE_FORMAT)
        ? 'Datum nije ispravan (oblik GGGG-MM-DD).'
        : messages.includes(END_BEFORE_BEGIN)
          ? 'Početni datum ne smije biti nakon završnog.'
          : `Statistika je dostupna za razdoblje od ${croatianDate(dayNumber(PAYDO_MIN_DATE))} do ${croatianDate(dayNumber(yesterday(ctx)))}`;
    throw new ValidationError(error.fieldErrors, `${EXPORT_FAILED} ${text}`);
  }
}

const SHEETS: readonly [PaydoSection, string][] = [
  ['korisnici_i_kupovine', 'Korisnici i kupovine'],
  ['sve_kupovine', 'Sve kupovine'],
  ['broj_kupovina', 'Broj kupovina'],
  ['promocija_paydo', 'Paydo promocija'],
  ['promocija_mastercard', 'Mastercard promocija'],
  ['promocije_iskoristeno', 'Iskorištene promocije'],
  ['po_gradovima', 'Po gradovima'],
  ['poslovni_korisnici', 'Poslovni korisnici'],
  ['tokenizirane_kartice', 'Tokenizirane kartice'],
];

/** GET /paydo-statistika/?excel=true: BmoveStatistika.xlsx with a sheet per table (exceljs, loaded lazily). */
export async function statisticsWorkbook(ctx: DomainContext, session: Session, query: PaydoQuery): Promise<Uint8Array> {
  requirePermission(session.user, 'PaydoStatistikaView');
  const { begin, end } = exportRange(ctx, query);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner Portal';
  workbook.created = new Date(`${ctx.today}T00:00:00Z`);
  for (const [section, title] of SHEETS) {
    const rows = sectionRows(ctx, section, begin, end) as Record<string, unknown>[];
    const sheet = workbook.addWorksheet(title);
    const keys = Object.keys(rows[0] ?? {});
    sheet.columns = keys.map((key) => ({ header: key, key, width: Math.max(12, key.length + 2) }));
    for (const row of rows) {
      sheet.addRow(Object.fromEntries(keys.map((k) => [k, typeof row[k] === 'string' && /^-?\d+\.\d{2}$/.test(row[k] as string) ? Number(row[k]) : row[k]])));
    }
    sheet.getRow(1).font = { bold: true };
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
