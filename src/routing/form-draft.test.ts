// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDrafts, draftKey, readDraft, removeDraft, userScope, writeDraft } from './form-draft';

/** sessionStorage as the browser has it, for Node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('form drafts', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { sessionStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  const ana = { firstName: 'Ana', lastName: 'Horvat', email: 'ana@example.hr' };
  const marko = { firstName: 'Marko', lastName: 'Kovačević', email: '' };

  it('are scoped to the user and the form', () => {
    expect(userScope(ana)).toBe(userScope({ ...ana }));
    expect(userScope(ana)).not.toBe(userScope(marko));
    const key = draftKey(userScope(ana), 'working-period:/parking/provider/1/working-periods/new');
    writeDraft(key, { description: 'Zimsko' });
    expect(readDraft(key)).toEqual({ description: 'Zimsko' });
    expect(readDraft(draftKey(userScope(marko), 'working-period:/parking/provider/1/working-periods/new'))).toBeUndefined();
    removeDraft(key);
    expect(readDraft(key)).toBeUndefined();
  });

  it('all go at logout, and nothing else of the tab does', () => {
    writeDraft(draftKey(userScope(ana), 'incident:new'), { title: 'Prekid' });
    writeDraft(draftKey(userScope(marko), 'settings-email'), { email: 'm@example.hr' });
    storage.setItem('report-filters', '{"od":"2026-11-01"}');
    clearDrafts();
    expect(storage.length).toBe(1);
    expect(storage.getItem('report-filters')).not.toBeNull();
  });

  it('a broken draft reads as none', () => {
    const key = draftKey(userScope(ana), 'incident:new');
    storage.setItem(key, '{not json');
    expect(readDraft(key)).toBeUndefined();
  });
});
