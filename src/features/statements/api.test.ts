// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { parseRuntimeConfig, setRuntimeConfig } from '../../api/runtime-config';
import { getStatements } from './api';

const row = { naziv: 'Obračun 11/2026', partner_naziv: 'Parking Zagreb d.o.o.', download_url: '/obracun/7/download/' };
const server = setupServer();

beforeAll(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test/api', csrf: { enabled: false } }));
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('getStatements', () => {
  it('maps the same page to the same numbers whether the server sends numbers or numeric strings', async () => {
    server.use(
      mswHttp.get('*/api/obracuni/', ({ request }) =>
        new URL(request.url).searchParams.get('search') === 'strings'
          ? HttpResponse.json({ obracuni: [{ ...row, id: '7' }], ukupno_obracuna: '21', broj_stranica: '3' })
          : HttpResponse.json({ obracuni: [{ ...row, id: 7 }], ukupno_obracuna: 21, broj_stranica: 3 }),
      ),
    );
    const expected = {
      statements: [{ id: 7, name: row.naziv, partnerName: row.partner_naziv }],
      total: 21,
      pageCount: 3,
    };
    await expect(getStatements({ page: 1, search: 'numbers' })).resolves.toEqual(expected);
    await expect(getStatements({ page: 1, search: 'strings' })).resolves.toEqual(expected);
  });

  it('reads a page that carries only the spec keys (no download_url: the download uses /obracun/{id}/download/)', async () => {
    server.use(
      mswHttp.get('*/api/obracuni/', () =>
        HttpResponse.json({ obracuni: [{ id: 7, naziv: row.naziv, partner_naziv: row.partner_naziv }], ukupno_obracuna: 1, broj_stranica: 1 }),
      ),
    );
    await expect(getStatements({ page: 1, search: '' })).resolves.toEqual({
      statements: [{ id: 7, name: row.naziv, partnerName: row.partner_naziv }],
      total: 1,
      pageCount: 1,
    });
  });
});
