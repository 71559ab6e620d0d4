// @vitest-environment node
/**
 * The list mappers with answers that carry only the spec's keys (reporting.md §3): a transaction with
 * the short status description only (the tooltip falls back to it), park tickets without ids (rows
 * keyed by their position on the page).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupApiClientTests } from '../../test-support/api-client';
import { getParkTickets, getTransactions, receiptFileName } from './api';
import type { ListFilters } from './model/list-filters';

const server = setupServer();
setupApiClientTests({ apiBaseUrl: 'http://api.test/api' });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const filters: ListFilters = { begin: '2026-11-20', end: '2026-11-20', search: '', display: 'sve', page: 1 };

const transaction = {
  id: 11,
  trans_ref: 'R-11',
  vrijeme_transakcije: '2026-11-20T08:00:00Z',
  vrijedi_od: '2026-11-20T08:00:00Z',
  vrijedi_do: null,
  kolicina: '1',
  iznos: '1.60',
  status: 'NEW_CODE',
  status_opisno_kratko: 'Odbijeno',
  transaction_input: 'ZG1234AB',
  zone_name: 'Zona 1',
  reseller_name: 'SMS',
  is_valid: false,
  is_active: false,
};

describe('transactions with the spec keys only', () => {
  it('uses the short description for the tooltip when there is no long one, and the long one when there is', async () => {
    server.use(
      mswHttp.get('*/api/parking/provider/1/transakcije/', () =>
        HttpResponse.json({
          transakcije: [transaction, { ...transaction, id: 12, status_opisno: 'Plaćanje je odbila banka.' }],
          ukupno_transakcija: 2,
          broj_stranica: 1,
        }),
      ),
    );
    const page = await getTransactions('parking', 1, filters);
    expect(page.rows[0]).toMatchObject({ id: 11, status: 'NEW_CODE', statusShort: 'Odbijeno', statusDescription: 'Odbijeno', quantity: 1, amount: 1.6, validTo: null });
    expect(page.rows[1]).toMatchObject({ statusShort: 'Odbijeno', statusDescription: 'Plaćanje je odbila banka.' });
  });
});

describe('park tickets with the spec keys only', () => {
  const ticket = (name: string) => ({
    name,
    email: `${name.toLowerCase()}@example.hr`,
    quantity: 2,
    order_date: '2026-11-20T08:00:00Z',
    price: '5.00',
    payment_type: 'Kartica',
    total_incl_tax: '10.00',
  });

  it('keys tickets without ids by their position on the page', async () => {
    server.use(
      mswHttp.get('*/api/parkovi/park/5/ulaznice/', () => HttpResponse.json({ ulaznice: [ticket('Ana'), ticket('Ivo')], ukupno_ulaznica: 2, broj_stranica: 1 })),
    );
    const page = await getParkTickets(5, filters);
    expect(page.rows.map((t) => t.id)).toEqual([1, 2]);
    expect(page.rows[0]).toEqual({
      id: 1,
      name: 'Ana',
      email: 'ana@example.hr',
      quantity: 2,
      orderDate: '2026-11-20T08:00:00Z',
      price: 5,
      paymentType: 'Kartica',
      totalPrice: 10,
    });
    expect(page.total).toBe(2);
  });

  it("keeps the server's ids when every ticket has one", async () => {
    server.use(
      mswHttp.get('*/api/parkovi/park/5/ulaznice/', () =>
        HttpResponse.json({ ulaznice: [{ ...ticket('Ana'), id: 40 }, { ...ticket('Ivo'), id: 41 }], ukupno_ulaznica: 2, broj_stranica: 1 }),
      ),
    );
    expect((await getParkTickets(5, filters)).rows.map((t) => t.id)).toEqual([40, 41]);
  });
});

describe('a receipt file', () => {
  it('is named after its receipt number, made safe as every saved file is', () => {
    expect(receiptFileName('12/3')).toBe('12-3.pdf');
    expect(receiptFileName('R:2026*001')).toBe('R-2026-001.pdf');
    expect(receiptFileName('CON')).toBe('CON_.pdf');
    expect(receiptFileName(' / ')).toBe('racun.pdf');
  });
});
