// @vitest-environment node
/**
 * The report mappers with answers that carry only the spec's keys (reporting.md §3): park and garage
 * rows and articles with the valid figures only, an article report without its totals block. What
 * the screens need (the valid figures and their totals) is read or derived; the totals of all
 * transactions are left out when the server sends none.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupApiClientTests } from '../../test-support/api-client';
import { getArticles } from './api/articles';
import { getDetailLines } from './api/detail-lines';
import { getEntityList } from './api/entity-list';
import type { ReportRequest } from './model/reports';

const server = setupServer();
setupApiClientTests({ apiBaseUrl: 'http://api.test/api' });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const request: ReportRequest = { range: { begin: '2026-11-01', end: '2026-11-20' }, channels: null };
const totals = { total_count: 5, valid_count: 4, total_amount: '9.00', valid_amount: '8.00' };

describe('report lists with the spec keys only', () => {
  it('maps park rows with valid_count and valid_amount only', async () => {
    server.use(
      mswHttp.get('*/api/parkovi/parkovi-list/', () =>
        HttpResponse.json({ parkovi_list: [{ park_id: 5, naziv: 'Maksimir', valid_count: '4', valid_amount: '8.00' }], ukupno: totals }),
      ),
    );
    await expect(getEntityList('park', request)).resolves.toEqual({
      single: false,
      totals: { totalCount: 5, validCount: 4, totalAmount: 9, validAmount: 8 },
      rows: [{ id: 5, name: 'Maksimir', validCount: 4, validAmount: 8 }],
    });
  });

  it('maps garage rows with the valid figures only, and keeps total_* when a server sends them', async () => {
    server.use(
      mswHttp.get('*/api/garaze/garage-list/', () =>
        HttpResponse.json({
          ukupno: totals,
          garage_list: [
            { garage_id: 3, name: 'Tuškanac', supplier: 'ZGH', valid_count: 4, valid_amount: '8.00' },
            { garage_id: 4, name: 'Langov trg', supplier: 'ZGH', ...totals },
          ],
          single_garage: false,
        }),
      ),
    );
    const list = await getEntityList('garage', request);
    expect(list.rows).toEqual([
      { id: 3, name: 'Tuškanac', supplier: 'ZGH', validCount: 4, validAmount: 8 },
      { id: 4, name: 'Langov trg', supplier: 'ZGH', totalCount: 5, validCount: 4, totalAmount: 9, validAmount: 8 },
    ]);
  });
});

describe('article report with the spec keys only', () => {
  it('sums the articles for the totals when the answer has no ukupno', async () => {
    const article = (id: number, validCount: number, validAmount: string) => ({
      id,
      item: 'Sat',
      item_price: '1.60',
      shortcode: '',
      zone_name: null,
      valid_count: validCount,
      valid_amount: validAmount,
      distributeri: [{ reseller_id: 2, reseller_name: 'SMS', valid_count: validCount, valid_amount: validAmount }],
    });
    server.use(mswHttp.get('*/api/parkovi/park/5/po-artiklima/', () => HttpResponse.json({ artikli: [article(1, 2, '3.20'), article(2, 1, '1.60')] })));
    const report = await getArticles('park', 5, request);
    expect(report.totals).toEqual({ validCount: 3, validAmount: 4.8 });
    expect(report.rows[0]).toEqual({
      id: 1,
      item: 'Sat',
      itemPrice: 1.6,
      shortcode: '',
      zoneName: null,
      validCount: 2,
      validAmount: 3.2,
      channels: [{ id: 2, name: 'SMS', validCount: 2, validAmount: 3.2 }],
    });
  });

  it('takes the totals block when the answer has one', async () => {
    server.use(mswHttp.get('*/api/parkovi/park/5/po-artiklima/', () => HttpResponse.json({ artikli: [], ukupno: totals })));
    expect((await getArticles('park', 5, request)).totals).toEqual({ totalCount: 5, validCount: 4, totalAmount: 9, validAmount: 8 });
  });
});

describe('detail lines (…/detaljno/)', () => {
  it('need a day, a channel and an amount; the article keys may be left out', async () => {
    let query = '';
    server.use(
      mswHttp.get('*/api/garaze/garaza/3/detaljno/', ({ request: sent }) => {
        query = new URL(sent.url).search;
        return HttpResponse.json({
          detaljno: [
            { datum: '2026-11-02', reseller_name: 'SMS', valid_amount: '1.50' },
            { id: 9, datum: '2026-11-03', item: 'Sat', item_price: '1.50', reseller_name: 'Web', shortcode: 'Z1', zone_name: null, valid_count: 2, valid_amount: 3 },
          ],
        });
      }),
    );
    await expect(getDetailLines('garage', 3, request)).resolves.toEqual([
      { date: '2026-11-02', channel: 'SMS', amount: 1.5 },
      { date: '2026-11-03', channel: 'Web', amount: 3 },
    ]);
    expect(query).toContain('begin_date=2026-11-01');
  });

  it('refuses a line without its channel', async () => {
    server.use(mswHttp.get('*/api/parking/provider/1/detaljno/', () => HttpResponse.json({ detaljno: [{ datum: '2026-11-02', valid_amount: '1.50' }] })));
    await expect(getDetailLines('parking', 1, request)).rejects.toMatchObject({ kind: 'contract' });
  });
});
