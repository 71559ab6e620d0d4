import { describe, expect, it } from 'vitest';
import type { ObracuniResponse } from '../../../src/api/contract/statements';
import { call, callJson, setupSimulatorTests } from '../test-support';
import { FAULT_HEADER, MALFORMED_BODY } from './gate';
import { PERSONAS, personaToken } from './personas';
import { clearFaults, getState, resetSimulator, setFault, setLatency, setScenario } from './state';

setupSimulatorTests();

const token = personaToken('admin');

async function statementNames(): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; page <= 4; page++) {
    const { body } = await callJson<ObracuniResponse>(`/obracuni/?page=${page}`, { token });
    names.push(...body.obracuni.map((s) => s.naziv));
  }
  return names;
}

describe('faults', () => {
  it('answers with a status and body, then expires after `times`', async () => {
    setFault({ path: '/api/obracuni/', status: 500, body: { error: 'Baza nije dostupna.' }, times: 1 });
    const res = await call('/obracuni/', { token });
    expect(res.status).toBe(500);
    expect(res.headers.get(FAULT_HEADER)).not.toBeNull();
    expect(await res.json()).toEqual({ error: 'Baza nije dostupna.' });
    expect((await call('/obracuni/', { token })).status).toBe(200);
    expect(getState().faults[0]).toMatchObject({ hits: 1, remaining: 0 });
  });

  it('uses a default body for a bare status, and matches patterns and methods', async () => {
    setFault({ method: 'get', path: '/api/obracun/:id/download/', status: 404 });
    expect(await callJson('/obracun/3/download/', { token })).toEqual({ status: 404, body: { detail: 'Not found.' } });
    setFault({ method: 'POST', path: '/obracuni/', status: 500 }); // relative to /api, wrong method
    expect((await call('/obracuni/', { token })).status).toBe(200);
  });

  it('matches query parameters when it names them (a file download only, not its list)', async () => {
    setFault({ path: '/obracuni/', query: { search: 'x' }, status: 400, body: { detail: 'Nije moguće.' } });
    expect((await call('/obracuni/', { token })).status).toBe(200);
    expect(await callJson('/obracuni/?search=x', { token })).toEqual({ status: 400, body: { detail: 'Nije moguće.' } });
  });

  it('fails the request with a network error', async () => {
    setFault({ path: '/common/usluge/', networkError: true });
    await expect(call('/common/usluge/', { token })).rejects.toThrow(TypeError);
    clearFaults();
    expect((await call('/common/usluge/', { token })).status).toBe(200);
  });

  it('sends a malformed JSON body', async () => {
    setFault({ path: '/auth/user-info/', malformed: true });
    const res = await call('/auth/user-info/', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.text()).toBe(MALFORMED_BODY);
  });

  it('delays the real answer by a finite delay', async () => {
    setFault({ path: '/radna-vremena/popis-dana/', delay: 300 });
    const started = performance.now();
    const res = await callJson<{ dani: { week_day: number; naziv: string }[] }>('/radna-vremena/popis-dana/', { token });
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    expect(res.body.dani[0]).toEqual({ week_day: 0, naziv: 'Ponedjeljak' });
  });

  it('never answers with an infinite delay', async () => {
    setFault({ path: '/obracuni/', delay: 'infinite' });
    const signal = AbortSignal.timeout(300);
    await expect(call('/obracuni/', { token, signal })).rejects.toThrow();
  });

  it('leaves the control surface alone and is cleared by reset', async () => {
    setFault({ path: '*', status: 503 });
    expect((await call('/auth/user-info/', { token })).status).toBe(503);
    expect((await call('/__simulator/state')).status).toBe(200);
    await resetSimulator();
    expect(getState().faults).toEqual([]);
    expect((await call('/auth/user-info/', { token })).status).toBe(200);
  });
});

describe('latency and scenarios', () => {
  it('waits the set latency on every API call', async () => {
    setLatency(200);
    const started = performance.now();
    await call('/common/usluge/', { token });
    expect(performance.now() - started).toBeGreaterThanOrEqual(180);
  });

  it('slow answers in 1500 ms', async () => {
    setScenario('slow');
    expect(getState().effectiveLatencyMs).toBe(1500);
    const started = performance.now();
    await call('/common/distributeri/', { token });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1450);
  });

  it('empty empties the lists but not the weekday names', async () => {
    setScenario('empty');
    expect((await callJson('/common/usluge/', { token })).body).toEqual({ usluge: [] });
    expect((await callJson('/common/distributeri/', { token })).body).toEqual({ distributeri: [] });
    expect((await callJson<{ dani: unknown[] }>('/radna-vremena/popis-dana/', { token })).body.dani).toHaveLength(7);
  });
});

describe('reset and determinism', () => {
  it('yields the same data for the same seed, other data for another seed', async () => {
    const first = await statementNames();
    await resetSimulator({ seed: 1 });
    expect(await statementNames()).toEqual(first);
    await resetSimulator({ seed: 2 });
    expect(await statementNames()).not.toEqual(first);
    await resetSimulator({ seed: 2 });
    const second = await statementNames();
    await resetSimulator({ seed: 2 });
    expect(await statementNames()).toEqual(second);
  });

  it('dates statements from the clock', async () => {
    await resetSimulator({ today: '2025-03-10' });
    const { body } = await callJson<ObracuniResponse>('/obracuni/', { token });
    expect(body.obracuni[0]?.naziv).toMatch(/^Obračun 02\/2025 – /);
    expect(getState().today).toBe('2025-03-10');
  });

  it('rejects a bad clock', async () => {
    await expect(resetSimulator({ today: '2025-02-30' })).rejects.toThrow(RangeError);
  });

  it('restores passwords on reset', async () => {
    await call('/auth/change-password/', { token, body: { current_password: 'demo', new_password: 'drugaLozinka' } });
    await resetSimulator();
    expect((await call('/auth/login/', { body: { username: 'admin', password: 'demo' } })).status).toBe(200);
  });
});

describe('over HTTP under /__simulator/', () => {
  it('reports, resets and switches scenario', async () => {
    const reset = await callJson<{ seed: number; today: string; scenario: string }>('/__simulator/reset', {
      body: { seed: 7, today: '2026-01-15', scenario: 'empty' },
    });
    expect(reset.body).toMatchObject({ seed: 7, today: '2026-01-15', scenario: 'empty' });
    expect((await callJson('/__simulator/scenario', { body: { scenario: 'slow' } })).body).toMatchObject({
      scenario: 'slow',
      effectiveLatencyMs: 1500,
    });
    expect((await callJson('/__simulator/scenario', { body: { scenario: 'nope' } })).status).toBe(400);
    expect((await callJson('/__simulator/latency', { body: { ms: 25 } })).body).toMatchObject({ latencyMs: 25 });
    expect((await callJson('/__simulator/state')).body).toMatchObject({ seed: 7, scenario: 'slow', latencyMs: 25 });
    expect((await callJson('/__simulator/reset', { body: { today: 'yesterday' } })).status).toBe(400);
  });

  it('adds, removes and clears faults', async () => {
    const added = await callJson<{ id: number }>('/__simulator/faults', {
      body: { path: '/api/obracuni/', status: 400, body: { error: 'Neispravan upit.' } },
    });
    expect(added.status).toBe(201);
    expect(await callJson('/obracuni/', { token })).toEqual({ status: 400, body: { error: 'Neispravan upit.' } });
    expect((await call(`/__simulator/faults/${added.body.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call('/obracuni/', { token })).status).toBe(200);
    await call('/__simulator/faults', { body: { path: '/api/obracuni/', networkError: true } });
    expect((await call('/__simulator/faults', { method: 'DELETE' })).status).toBe(200);
    expect(getState().faults).toEqual([]);
    expect((await callJson('/__simulator/faults', { body: { status: 500 } })).status).toBe(400);
  });

  it('lists the personas with tokens that work', async () => {
    const { body } = await callJson<{ name: string; token: string; password: string }[]>('/__simulator/personas');
    expect(body.map((p) => p.name)).toEqual([...PERSONAS]);
    for (const persona of body) {
      expect(persona.password).toBe('demo');
      expect((await call('/auth/user-info/', { token: persona.token })).status).toBe(200);
    }
  });
});
