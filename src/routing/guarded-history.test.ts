import { describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { guardHistory, type LeaveGate } from './guarded-history';

/** A memory history with a gate that holds every move away from /form and answers as told. */
function setup(answer: boolean) {
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/list', '/form'], initialIndex: 1, v5Compat: true }));
  const shown: string[] = [];
  history.listen((update) => shown.push(update.location.pathname));
  let asked = 0;
  const gate: LeaveGate = {
    holds: (next, current) => current.pathname === '/form' && next.pathname !== current.pathname && next.state !== 'session-ended',
    ask: () => {
      asked += 1;
      return Promise.resolve(answer);
    },
  };
  history.setGate(gate);
  return { history, shown, asked: () => asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('guardHistory', () => {
  it('holds a push until the user answers: Stay keeps the page', async () => {
    const { history, shown, asked } = setup(false);
    history.push('/obracuni');
    await settle();
    expect(asked()).toBe(1);
    expect(history.location.pathname).toBe('/form');
    expect(shown).toEqual([]);
  });

  it('Leave goes where the push pointed', async () => {
    const { history, shown } = setup(true);
    history.push('/obracuni?page=2');
    await settle();
    expect(history.location.pathname).toBe('/obracuni');
    expect(history.location.search).toBe('?page=2');
    expect(shown).toEqual(['/obracuni']);
  });

  it('holds Back: the address returns to the page on Stay, and the router never sees the move', async () => {
    const { history, shown, asked } = setup(false);
    history.go(-1);
    await settle();
    expect(asked()).toBe(1);
    expect(history.location.pathname).toBe('/form');
    expect(shown).toEqual([]);
  });

  it('replays Back on Leave', async () => {
    const { history, shown } = setup(true);
    history.go(-1);
    await settle();
    expect(history.location.pathname).toBe('/list');
    expect(shown).toEqual(['/list']);
  });

  it('lets a navigation through when the gate does not hold it, and without a gate', async () => {
    const { history, shown, asked } = setup(false);
    history.replace('/login', 'session-ended');
    await settle();
    expect(asked()).toBe(0);
    expect(shown).toEqual(['/login']);
    history.setGate(null);
    history.push('/anywhere');
    expect(shown).toEqual(['/login', '/anywhere']);
  });

  it('names a report in the address without a navigation: the entry is rewritten, the router is not told', () => {
    const written: string[] = [];
    const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/parking/provider/1'], v5Compat: true }), (href) => written.push(href));
    const shown: string[] = [];
    history.listen((update) => shown.push(update.location.pathname + update.location.search));
    const key = history.location.key;
    history.nameInAddress('?od=2026-11-01&do=2026-11-28');
    expect(written).toEqual(['/parking/provider/1?od=2026-11-01&do=2026-11-28']);
    expect(shown).toEqual([]);
    expect(history.location.key).toBe(key);
    // The next navigation starts from the page as navigated to.
    history.push('/parking/provider/1/transakcije');
    expect(shown).toEqual(['/parking/provider/1/transakcije']);
  });

  it('without an address of its own, names the report with a replace', () => {
    const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/list', '/garaze'], initialIndex: 1, v5Compat: true }));
    const shown: string[] = [];
    history.listen((update) => shown.push(`${update.action} ${update.location.pathname}${update.location.search}`));
    history.nameInAddress('?od=2026-11-01&do=2026-11-28');
    expect(shown).toEqual(['REPLACE /garaze?od=2026-11-01&do=2026-11-28']);
  });
});
