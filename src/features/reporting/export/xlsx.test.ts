import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeRow, reportFileName, type ReportTable } from './document';
import { SAMPLE_PROVIDER_NAME, sampleProviderReport } from './sample-document';
import { buildReportXlsx, buildReportXlsxBytes, xlsxNumberFormat, xlsxSheetName } from './xlsx';

async function readWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  return workbook;
}

/** Rows of a table sheet: the preamble is 3 rows, then the group row (if any) and the header. */
function tableStart(table: ReportTable): number {
  return 3 + (table.columns.some((c) => c.group) ? 2 : 1) + 1;
}

describe('buildReportXlsx: a month compared with a year before, 6 channels, 60 articles by zone', () => {
  const doc = sampleProviderReport({ locale: 'hr', comparing: true });
  const [byChannel, byArticle, byDay] = doc.tables as [ReportTable, ReportTable, ReportTable];
  let workbook: ExcelJS.Workbook;

  beforeAll(async () => {
    workbook = await readWorkbook(await buildReportXlsxBytes(doc));
  }, 30_000);

  it('has a summary sheet and one sheet per table, named after it', () => {
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Sažetak',
      'Po prodajnim kanalima',
      'Po artiklima',
      'Iznos po danima i kanalima',
    ]);
  });

  it('puts the title with č ć đ š ž, the periods and the totals (numbers) on the summary', () => {
    const sheet = workbook.getWorksheet('Sažetak') as ExcelJS.Worksheet;
    expect(sheet.getCell('A1').value).toBe(SAMPLE_PROVIDER_NAME);
    expect(sheet.getCell('A1').value).toBe('Čakovec – Đurđevac šćž');
    expect(sheet.getCell('A2').value).toBe('Parking – izvještaj pružatelja usluge');
    expect([sheet.getCell('A3').value, sheet.getCell('B3').value]).toEqual([
      'Razdoblje',
      '01.03.2025. – 31.03.2025.',
    ]);
    expect([sheet.getCell('A4').value, sheet.getCell('B4').value]).toEqual([
      'Usporedno razdoblje',
      '01.03.2024. – 31.03.2024.',
    ]);
    expect(sheet.getRow(7).values).toEqual([
      undefined,
      'Ukupno',
      'Razdoblje',
      'Usporedno',
      'Razlika',
      'Razlika u postotku',
    ]);

    const [count, amount] = doc.totals;
    const countRow = sheet.getRow(8);
    const amountRow = sheet.getRow(9);
    expect(countRow.getCell(1).value).toBe('Količina');
    expect(countRow.getCell(2).value).toBe(count?.primary);
    expect(countRow.getCell(3).value).toBe(count?.compare);
    expect(countRow.getCell(4).value).toBe(count?.difference);
    expect(countRow.getCell(5).value).toBeCloseTo((count?.percentage ?? NaN) / 100, 12);
    expect(amountRow.getCell(2).value).toBe(amount?.primary);
    expect(countRow.getCell(2).numFmt).toBe('#,##0');
    expect(amountRow.getCell(2).numFmt).toBe('#,##0.00 "€"');
    expect(amountRow.getCell(4).numFmt).toBe('+#,##0.00 "€";-#,##0.00 "€";0.00 "€"');
    expect(amountRow.getCell(5).numFmt).toBe('+0.00 %;-0.00 %;0.00 %');
  });

  it('holds every figure as a number equal to the document, with its format', () => {
    for (const table of [byChannel, byArticle, byDay]) {
      const sheet = workbook.getWorksheet(
        xlsxSheetName(table.title, new Set()),
      ) as ExcelJS.Worksheet;
      const first = tableStart(table);
      const rows = [
        ...table.rows.map((r) => normalizeRow(r).cells),
        ...(table.footer ? [table.footer] : []),
      ];
      rows.forEach((cells, r) => {
        const row = sheet.getRow(first + r);
        table.columns.forEach((column, c) => {
          const cell = row.getCell(c + 1);
          const expected = cells[c];
          if (expected === null || expected === undefined) {
            expect(cell.value).toBeNull();
          } else if (column.kind === 'text' || typeof expected === 'string') {
            expect(cell.value).toBe(expected);
          } else {
            expect(typeof cell.value).toBe('number');
            if (column.kind === 'percent') expect(cell.value).toBeCloseTo(expected / 100, 12);
            else expect(cell.value).toBe(expected);
            expect(cell.numFmt).toBe(xlsxNumberFormat(column.kind, column.signed ?? false, 'hr'));
          }
        });
      });
      expect(sheet.rowCount).toBe(first + rows.length - 1);
    }
  });

  it('uses the formats Excel reads as numbers: #,##0 / #,##0.00 "€" / 0.00 % with signed differences', () => {
    expect(xlsxNumberFormat('count', false, 'hr')).toBe('#,##0');
    expect(xlsxNumberFormat('count', true, 'hr')).toBe('+#,##0;-#,##0;0');
    expect(xlsxNumberFormat('amount', false, 'hr')).toBe('#,##0.00 "€"');
    expect(xlsxNumberFormat('amount', false, 'en')).toBe('"€"#,##0.00');
    expect(xlsxNumberFormat('amount', true, 'en')).toBe('+"€"#,##0.00;-"€"#,##0.00;"€"0.00');
    expect(xlsxNumberFormat('percent', false, 'hr')).toBe('0.00 %');
    expect(xlsxNumberFormat('percent', false, 'en')).toBe('0.00%');
  });

  it('merges each group header over its columns: a measure over 4, a channel over its 4', () => {
    const channels = workbook.getWorksheet('Po prodajnim kanalima') as ExcelJS.Worksheet;
    expect(channels.getCell('B4').value).toBe('Količina');
    expect(channels.getCell('F4').value).toBe('Iznos');
    const days = workbook.getWorksheet('Iznos po danima i kanalima') as ExcelJS.Worksheet;
    const merges = days.model.merges;
    expect(merges.sort()).toEqual(['B4:E4', 'F4:I4', 'J4:M4', 'N4:Q4', 'R4:U4', 'V4:Y4'].sort());
    expect(days.getCell('B4').value).toBe('Mobilna aplikacija');
    expect(days.getCell('R4').value).toBe('Tisak – kiosk');
    expect(days.getCell('V4').value).toBe('Ličke novine d.o.o.');
    // A merged cell's other members point at its master.
    expect(days.getCell('C4').isMerged).toBe(true);
    expect(days.getCell('C4').master.address).toBe('B4');
    expect(days.getRow(5).values).toEqual([
      undefined,
      'Datum',
      ...Array.from({ length: 6 }, () => [
        'Razdoblje',
        'Usporedno',
        'Razlika',
        'Razlika u postotku',
      ]).flat(),
    ]);
  });

  it('has bold headers, frozen header rows and name column, and column widths', () => {
    const sheet = workbook.getWorksheet('Po artiklima') as ExcelJS.Worksheet;
    expect(sheet.getCell('A5').value).toBe('Artikl');
    expect(sheet.getCell('A5').font?.bold).toBe(true);
    expect(sheet.getCell('D4').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 5 });
    for (let c = 1; c <= byArticle.columns.length; c += 1) {
      expect(sheet.getColumn(c).width ?? 0).toBeGreaterThanOrEqual(10);
    }
    expect(sheet.getColumn(1).width ?? 0).toBeGreaterThanOrEqual(
      'Mjesečna karta – poslovni korisnici'.length,
    );
  });

  it('marks zone rows bold and nests their articles one level in', () => {
    const sheet = workbook.getWorksheet('Po artiklima') as ExcelJS.Worksheet;
    const zone = sheet.getRow(6);
    expect(zone.getCell(1).value).toBe('Zona 1 – Centar');
    expect(zone.getCell(1).font?.bold).toBe(true);
    const article = sheet.getRow(7);
    expect(article.outlineLevel).toBe(1);
    expect(article.getCell(1).alignment?.indent).toBe(1);
    expect(sheet.getCell(`A${6 + 11 * 2}`).value).toBe('Zona 3 – Đački dom');
  });

  it('returns an xlsx Blob named after the provider', async () => {
    const blob = await buildReportXlsx(doc);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(blob.size).toBeGreaterThan(10_000);
    expect(reportFileName(doc, 'xlsx')).toBe('Čakovec – Đurđevac šćž.xlsx');
  });
});

describe('buildReportXlsx without comparison, in English', () => {
  it('has one column per measure, no group row, English formats', async () => {
    const doc = sampleProviderReport({ locale: 'en', comparing: false });
    const workbook = await readWorkbook(await buildReportXlsxBytes(doc));
    expect(workbook.worksheets[0]?.name).toBe('Summary');
    const summary = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(summary.getRow(6).values).toEqual([undefined, 'Total', 'Period']);
    expect(summary.getCell('B8').numFmt).toBe('"€"#,##0.00');
    const channels = workbook.getWorksheet('By sales channel') as ExcelJS.Worksheet;
    expect(channels.getRow(4).values).toEqual([undefined, 'Sales channel', 'Quantity', 'Amount']);
    expect(channels.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(typeof channels.getCell('C5').value).toBe('number');
  });
});

describe('xlsxSheetName', () => {
  it('drops characters Excel forbids, keeps 31 characters and makes names unique', () => {
    const taken = new Set<string>();
    expect(xlsxSheetName('Po artiklima / zonama [Šibenik]?', taken)).toBe(
      'Po artiklima zonama Šibenik',
    );
    expect(xlsxSheetName('Po artiklima zonama Šibenik', taken)).toBe(
      'Po artiklima zonama Šibenik (2)',
    );
    expect(xlsxSheetName('x'.repeat(40), taken)).toHaveLength(31);
    expect(xlsxSheetName("'quoted'", taken)).toBe('quoted');
    expect(xlsxSheetName('***', taken)).toBe('Sheet');
  });
});
