import { describe, expect, it } from 'vitest';
import type { ObracuniResponse } from '../../src/api/contract/statements';
import { personaToken } from '../core/control/personas';
import { setScenario } from '../core/control/state';
import { call, callJson, pdfText, setupSimulatorTests } from '../core/test-support';

setupSimulatorTests();

const admin = personaToken('admin');
const parking = personaToken('parking');

async function list(query: string, token = admin) {
  return callJson<ObracuniResponse>(`/obracuni/${query}`, { token });
}

describe('GET /obracuni/', () => {
  it('pages 35 statements by 10, newest first', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?page=${page}`)));
    expect(pages.map((p) => p.body.obracuni.length)).toEqual([10, 10, 10, 5]);
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body.ukupno_obracuna).toBe(35);
      expect(page.body.broj_stranica).toBe(4);
    }
    const ids = pages.flatMap((p) => p.body.obracuni.map((s) => s.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(35);
    const first = pages[0]?.body.obracuni[0];
    expect(first?.naziv).toMatch(/^Obračun 10\/2026 – /);
    expect(first?.download_url).toBe(`/obracun/${first?.id}/download/`);
  });

  it('defaults to page 1 and accepts page=last', async () => {
    expect((await list('')).body.obracuni[0]?.id).toBe(35);
    expect((await list('?page=last')).body.obracuni).toHaveLength(5);
  });

  it.each(['?page=5', '?page=0', '?page=abc', '?page=-1'])('answers 404 Invalid page. for %s', async (query) => {
    expect(await list(query)).toEqual({ status: 404, body: { detail: 'Invalid page.' } });
  });

  it('searches naziv and partner_naziv, case- and diacritic-insensitively', async () => {
    const exact = await list('?search=Tuškanac');
    expect(exact.body.ukupno_obracuna).toBeGreaterThan(0);
    expect(exact.body.obracuni.every((s) => s.partner_naziv === 'Garaža Tuškanac d.o.o.')).toBe(true);
    for (const variant of ['tuskanac', 'TUŠKANAC', 'garaza tuskanac']) {
      expect((await list(`?search=${encodeURIComponent(variant)}`)).body.ukupno_obracuna).toBe(exact.body.ukupno_obracuna);
    }
    const month = await list('?search=10%2F2026');
    expect(month.body.obracuni.length).toBeGreaterThan(0);
    expect(month.body.obracuni.every((s) => s.naziv.includes('10/2026'))).toBe(true);
    const none = await list('?search=nepostojeci');
    expect(none.body).toEqual({ obracuni: [], ukupno_obracuna: 0, broj_stranica: 1 });
    expect((await list('?search=nepostojeci&page=2')).status).toBe(404);
  });

  it('shows a partner persona only its own partner', async () => {
    const { body } = await list('', parking);
    expect(body.ukupno_obracuna).toBeGreaterThan(3);
    expect(body.obracuni.every((s) => s.partner_naziv === 'Parking Zagreb d.o.o.')).toBe(true);
  });

  it('answers 403 without ObracuniView', async () => {
    for (const persona of ['sales', 'status', 'support'] as const) {
      expect(await list('', personaToken(persona))).toEqual({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
    }
  });

  it('comes back empty in the empty scenario', async () => {
    setScenario('empty');
    expect((await list('')).body).toEqual({ obracuni: [], ukupno_obracuna: 0, broj_stranica: 1 });
  });
});

describe('GET /obracun/{id}/download/', () => {
  it('sends a real PDF named after the statement', async () => {
    const { body } = await list('?page=1');
    const statement = body.obracuni[0];
    if (!statement) throw new Error('no statement');
    const res = await call(statement.download_url, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="obracun-${statement.id}.pdf"`);
    const bytes = await res.arrayBuffer();
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    const { title, lines } = await pdfText(bytes);
    expect(title).toBe(statement.naziv);
    expect(lines[0]).toBe(statement.naziv); // "Obračun 10/2026 – …": č and the en dash printed
    expect(lines).toContain(`Partner: ${statement.partner_naziv}`);
    expect(lines).toContain(`Broj obračuna: ${statement.id}`);
  });

  it('prints every Croatian letter: a statement of the partner with the Čakovec car park lists it', async () => {
    const { body } = await list(`?search=${encodeURIComponent('Lošinj')}`);
    const statement = body.obracuni[0];
    if (!statement) throw new Error('no statement of Gradski parking Mali Lošinj d.o.o.');
    const res = await call(statement.download_url, { token: admin });
    expect(res.status).toBe(200);
    const { lines } = await pdfText(await res.arrayBuffer());
    expect(lines).toContain('Partner: Gradski parking Mali Lošinj d.o.o.');
    expect(lines).toContain('– Gradski parking Čakovec');
    expect(lines).toContain('– Gradski parking Zaprešić');
    expect(lines.join('\n')).not.toMatch(/Cakovec|Zapresic|\?/);
  });

  it('reads back the same text after any other PDF (the fonts are shared between PDFs)', async () => {
    // A PDF with a colon and no period first: the period is a part of the colon's glyph.
    const park = (await list(`?search=Medvednica`)).body.obracuni[0];
    const zagreb = (await list(`?search=${encodeURIComponent('Parking Zagreb')}`)).body.obracuni[0];
    if (!park || !zagreb) throw new Error('no statements');
    const first = await pdfText(await (await call(park.download_url, { token: admin })).arrayBuffer());
    expect(first.lines).toContain('Partner: Park prirode Medvednica');
    const { lines } = await pdfText(await (await call(zagreb.download_url, { token: admin })).arrayBuffer());
    expect(lines).toContain('Partner: Parking Zagreb d.o.o.');
  });

  it('answers 404 {error} for an unknown statement', async () => {
    for (const id of ['999', 'abc']) {
      const res = await callJson<{ error: string }>(`/obracun/${id}/download/`, { token: admin });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Obračun nije pronađen.');
    }
  });

  it("answers 403 for another partner's statement, 200 for its own", async () => {
    const own = (await list('', parking)).body.obracuni[0];
    const all = (await list('?page=1')).body.obracuni;
    const foreign = all.find((s) => s.partner_naziv !== 'Parking Zagreb d.o.o.');
    expect((await call(`/obracun/${own?.id}/download/`, { token: parking })).status).toBe(200);
    expect(await callJson(`/obracun/${foreign?.id}/download/`, { token: parking })).toEqual({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
  });

  it('answers 403 without ObracuniView', async () => {
    expect((await call('/obracun/1/download/', { token: personaToken('sales') })).status).toBe(403);
  });
});
