/**
 * The lists under an entity (reporting.md §2, §5, §8) agree with the figures: a day's
 * transactions are the sales facts' rows, pages, display options and search agree with the
 * reports, and receipts, their PDFs, park tickets and the spreadsheets are sent.
 */
import { describe, expect, it } from 'vitest';
import type { RacuniResponse } from '../../src/api/contract/parking';
import type { IntervalnoResponse, TransakcijeResponse } from '../../src/api/contract/reports';
import { personaToken } from '../core/control/personas';
import { domainContext, getState } from '../core/control/state';
import { dayNumber, isoOfDay } from '../core/dates';
import { servedFacts } from '../core/sales-facts';
import { call, callJson, callOk, cents, pdfText, setupSimulatorTests } from '../core/test-support';
import { allRows, transactionRow } from './rules';

setupSimulatorTests();

const admin = personaToken('admin');

describe('transactions agree with the figures', () => {
  it('per day: rows = total_count, valid rows = valid_count, amounts add up (parking provider 1, domain)', () => {
    const model = servedFacts(domainContext());
    const entity = model.layout.city.byKind.parking[0];
    if (!entity) throw new Error('no provider');
    const today = dayNumber(getState().today);
    for (const day of [today, today - 1, today - 6, today - 200]) {
      const e = model.layout.entities.indexOf(entity);
      const cells = model.day(day).cells;
      let valid = 0;
      let invalid = 0;
      let amount = 0;
      for (let c = model.layout.entityStart[e] ?? 0; c < (model.layout.entityStart[e + 1] ?? 0); c++) {
        valid += cells[c * 4] ?? 0;
        invalid += cells[c * 4 + 1] ?? 0;
        amount += (cells[c * 4 + 2] ?? 0) + (cells[c * 4 + 3] ?? 0);
      }
      const rows = allRows(model, entity, { days: [day], filter: 'sve', search: '' }).map((ref) => transactionRow(model, entity, ref));
      expect(rows.length).toBe(valid + invalid);
      expect(rows.filter((r) => r.is_valid).length).toBe(valid);
      expect(rows.reduce((a, r) => a + cents(r.iznos), 0)).toBe(amount);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      const times = rows.map((r) => r.vrijeme_transakcije);
      expect(times).toEqual([...times].sort().reverse());
    }
  });

  it('over HTTP: pages, display options and search agree with intervalno (sales provider 1)', async () => {
    const day = getState().today;
    const range = `begin_date=${day}&end_date=${day}`;
    const { dnevno } = await callOk<IntervalnoResponse>(`/prodaja/igeusprovider/1/intervalno/?${range}`, { token: admin });
    const figures = dnevno[0];
    if (!figures) throw new Error('no sales today');
    const all: TransakcijeResponse['transakcije'] = [];
    const first = await callOk<TransakcijeResponse>(`/prodaja/igeusprovider/1/transakcije/?${range}`, { token: admin });
    for (let page = 1; page <= first.broj_stranica; page++) {
      all.push(...(await callOk<TransakcijeResponse>(`/prodaja/igeusprovider/1/transakcije/?${range}&page=${page}`, { token: admin })).transakcije);
    }
    expect(first.ukupno_transakcija).toBe(figures.total_count);
    expect(all.length).toBe(figures.total_count);
    expect(all.filter((t) => t.is_valid).length).toBe(figures.valid_count);
    expect(all.reduce((a, t) => a + cents(t.iznos), 0)).toBe(cents(figures.total_amount));
    expect(all.filter((t) => t.is_valid).reduce((a, t) => a + cents(t.iznos), 0)).toBe(cents(figures.valid_amount));
    const valid = await callOk<TransakcijeResponse>(`/prodaja/igeusprovider/1/transakcije/?${range}&opcija_prikaza=ispravne`, { token: admin });
    const invalid = await callOk<TransakcijeResponse>(`/prodaja/igeusprovider/1/transakcije/?${range}&opcija_prikaza=neispravne`, { token: admin });
    expect(valid.ukupno_transakcija).toBe(figures.valid_count);
    expect(invalid.ukupno_transakcija).toBe(figures.total_count - figures.valid_count);
    expect(invalid.transakcije.every((t) => !t.is_valid && t.status !== 'USPJESNO')).toBe(true);
    // Search over a week by a plate seen today finds it (and only rows with it).
    const plate = all[0]?.transaction_input ?? '';
    const week = `begin_date=${isoOfDay(dayNumber(day) - 6)}&end_date=${day}`;
    const found = await callOk<TransakcijeResponse>(`/prodaja/igeusprovider/1/transakcije/?${week}&transaction_input=${encodeURIComponent(plate.toLowerCase().replace(' ', ''))}`, { token: admin });
    expect(found.ukupno_transakcija).toBeGreaterThanOrEqual(1);
    expect(found.transakcije.every((t) => t.transaction_input === plate || t.trans_ref.includes(plate))).toBe(true);
  });

  it('sends receipts with a PDF each, and park tickets', async () => {
    const day = getState().today;
    const receipts = await callOk<RacuniResponse>(`/parking/provider/1/racuni/?begin_date=${day}&end_date=${day}`, { token: admin });
    expect(receipts.ukupno_racuna).toBeGreaterThan(50);
    const receipt = receipts.racuni[0];
    const pdf = await call(`/parking/provider/1/racuni/download/?transaction_id=${receipt?.id}`, { token: admin });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder('latin1').decode((await pdf.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');
    expect((await callJson(`/parking/provider/1/racuni/download/?transaction_id=123`, { token: admin })).status).toBe(404);
    expect(await callJson(`/parking/provider/1/racuni/download/`, { token: admin })).toEqual({
      status: 400,
      body: { transaction_id: ['This field is required.'] },
    });
    const tickets = await callOk<{ ukupno_ulaznica: number; ulaznice: { email: string }[] }>(`/parkovi/park/1/ulaznice/?begin_date=${day.slice(0, 8)}01&end_date=${day}`, { token: admin });
    expect(tickets.ukupno_ulaznica).toBeGreaterThan(0);
    expect(tickets.ulaznice[0]?.email).toMatch(/@example\.hr$/);
  });

  it('prints the receipt with every Croatian letter (Gradski parking Čakovec)', async () => {
    const day = getState().today;
    const receipts = await callOk<RacuniResponse>(`/parking/provider/26/racuni/?begin_date=${day}&end_date=${day}`, { token: admin });
    const receipt = receipts.racuni[0];
    if (!receipt) throw new Error('no receipt');
    const pdf = await call(`/parking/provider/26/racuni/download/?transaction_id=${receipt.id}`, { token: admin });
    expect(pdf.status).toBe(200);
    const { title, lines } = await pdfText(await pdf.arrayBuffer());
    expect(title).toBe(`Račun ${receipt.broj_racuna}`);
    expect(lines[0]).toBe(`Račun ${receipt.broj_racuna}`);
    expect(lines.some((line) => /^Pružatelj: Gradski parking Čakovec \(\w+\)$/.test(line))).toBe(true);
    expect(lines).toContain(`Količina: ${receipt.quantity}`);
    expect(lines).toContain(`Način plaćanja: ${receipt.payment_type}`);
  });

  it('exports transakcije.xlsx and ulaznice.xlsx', async () => {
    const day = getState().today;
    const xlsx = await call(`/garaze/garaza/1/transakcije/?begin_date=${day}&end_date=${day}&excel=true`, { token: admin });
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="transakcije.xlsx"');
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    const tickets = await call(`/parkovi/park/1/ulaznice/?begin_date=${day}&end_date=${day}&excel=true`, { token: admin });
    expect(tickets.headers.get('content-disposition')).toBe('attachment; filename="ulaznice.xlsx"');
  });
});
