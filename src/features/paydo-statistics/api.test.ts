// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { parseRuntimeConfig, setRuntimeConfig } from '../../api/runtime-config';
import { isApiError } from '../../api/errors';
import { getRecipients } from './api/recipients';
import { getSection } from './api/section';
import { sendStatistics } from './api/send-statistics';

const server = setupServer();
const range = { begin: '2026-01-01', end: '2026-03-31' };
let seen: URLSearchParams | undefined;

beforeAll(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test/api', csrf: { enabled: false } }));
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  seen = undefined;
});
afterAll(() => server.close());

function answer(section: string, body: JsonBodyType) {
  server.use(
    mswHttp.get(`*/api/paydo-statistika/${section}/`, ({ request }) => {
      seen = new URL(request.url).searchParams;
      return HttpResponse.json(body);
    }),
  );
}

describe('statistics api', () => {
  it('sends beginDate, endDate and page, and maps a paged section to camelCase with its page count', async () => {
    answer('korisnici_i_kupovine', {
      content: [{ datum: '2026-01-01', broj_korisnika: '10', privatni: 8, poslovni: 2, broj_kupovina: 16, iznos: '35.20', android: 7, ios: 5 }],
      records_total: 41,
    });
    await expect(getSection('korisnici_i_kupovine', { range, page: 3 })).resolves.toEqual({
      rows: [{ date: '2026-01-01', users: 10, privateUsers: 8, businessUsers: 2, purchases: 16, amount: 35.2, android: 7, ios: 5 }],
      total: 41,
      pageCount: 3,
    });
    expect(seen?.get('beginDate')).toBe('2026-01-01');
    expect(seen?.get('endDate')).toBe('2026-03-31');
    expect(seen?.get('page')).toBe('3');
  });

  it('believes the page count the server sends over the assumed page size', async () => {
    answer('korisnici_i_kupovine', { content: [], records_total: 41, broj_stranica: 5 });
    await expect(getSection('korisnici_i_kupovine', { range, page: 1 })).resolves.toMatchObject({ total: 41, pageCount: 5 });
  });

  it('maps monthly sales by channel', async () => {
    const pairs = Object.fromEntries(
      ['ukupno', 'nepoznato', 'web', 'mobilna', 'android', 'ios', 'split'].flatMap((c, i) => [
        [`${c}_broj`, i],
        [`${c}_iznos`, `${i}.50`],
      ]),
    );
    answer('sve_kupovine', { content: [{ mjesec: '2', godina: 2026, ...pairs }], records_total: 1 });
    const result = await getSection('sve_kupovine', { range, page: 1 });
    expect(result.rows[0]).toMatchObject({ month: 2, year: 2026 });
    expect(result.rows[0]?.channels.ukupno).toEqual({ count: 0, amount: 0.5 });
    expect(result.rows[0]?.channels.split).toEqual({ count: 6, amount: 6.5 });
  });

  it('uses the first element of the top-user and active-token answers, and null when there is none', async () => {
    answer('korisnik_max_kupovina', [
      { email: 'a@example.hr', broj_kupovina: 9, iznos: '20.00' },
      { email: 'b@example.hr', broj_kupovina: 1, iznos: '1.00' },
    ]);
    await expect(getSection('korisnik_max_kupovina', { range })).resolves.toEqual({ email: 'a@example.hr', purchases: 9, amount: 20 });
    expect(seen?.has('page')).toBe(false);
    answer('korisnik_max_kupovina', []);
    await expect(getSection('korisnik_max_kupovina', { range })).resolves.toBeNull();
    answer('trenutno_aktivni_tokeni', [{ mastercard: 5, ostale: '2', ukupno: 7, tokenizirano_danas: 1 }]);
    await expect(getSection('trenutno_aktivni_tokeni', { range })).resolves.toEqual({ mastercard: 5, other: 2, total: 7, tokenizedToday: 1 });
  });

  it('pivots payments per day, known kinds first and unknown ones kept', async () => {
    const day = (datum: string) => ({ datum, ...Object.fromEntries(['android', 'ios', 'web', 'ostalo', 'ukupno', 'domaci', 'strani', 'prepaid', 'kartica', 'promo', 'tokenizirana_kartica', 'jednokratna_kartica', 'mastercard_tokenizirana', 'maestro_jednokratna'].map((k) => [k, 1])) });
    answer('novi_korisnici', {
      typeOfUserList: [],
      purchasesList: [day('2026-01-01')],
      amountsList: [],
      paymentsList: [
        { datum: '2026-01-01', vrsta: 'kripto', paymentsCount: 1, paymentsValue: '1.00' },
        { datum: '2026-01-01', vrsta: 'bon', paymentsCount: 2, paymentsValue: '2.00' },
        { datum: '2026-01-01', vrsta: 'sve', paymentsCount: 3, paymentsValue: '3.00' },
        { datum: '2026-01-02', vrsta: 'sve', paymentsCount: 4, paymentsValue: '4.00' },
      ],
    });
    const groups = await getSection('novi_korisnici', { range });
    expect(groups.paymentKinds).toEqual(['sve', 'bon', 'kripto']);
    expect(groups.payments).toEqual([
      { date: '2026-01-01', kinds: { kripto: { count: 1, value: 1 }, bon: { count: 2, value: 2 }, sve: { count: 3, value: 3 } } },
      { date: '2026-01-02', kinds: { sve: { count: 4, value: 4 } } },
    ]);
    expect(groups.purchases[0]?.values.maestro_jednokratna).toBe(1);
  });

  it('turns an off-contract answer into an error, never a silent undefined', async () => {
    answer('po_gradovima', { content: [{ grad: 'Zagreb' }], records_total: 1 });
    const error = await getSection('po_gradovima', { range, page: 1 }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('contract');
  });

  it('reads recipients and sends the mail to the chosen recipient (the own address is named too)', async () => {
    server.use(
      mswHttp.get('*/api/paydo-statistika/primatelji/', () => HttpResponse.json({ recipient_list: [{ email: 'x@bmove.hr', ime: 'X' }] })),
      mswHttp.get('*/api/paydo-statistika/', ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await expect(getRecipients()).resolves.toEqual([{ email: 'x@bmove.hr', name: 'X' }]);
    await expect(sendStatistics(range, 'x@bmove.hr')).resolves.toBe('ok');
    expect(seen?.get('recipient')).toBe('x@bmove.hr');
    await sendStatistics(range, 'ja@bmove.hr');
    expect(seen?.get('recipient')).toBe('ja@bmove.hr');
    expect(seen?.get('beginDate')).toBe('2026-01-01');
  });
});
