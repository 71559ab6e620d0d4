/**
 * A docs page's state frame (`&state=<story id>`, ./docs-page.tsx) keeps its storage to itself.
 *
 * Frames of one page share the origin's localStorage, where the app keeps its session token and
 * language. Each frame signs in its own persona against its own simulator, so a shared token would
 * let one frame's session answer another frame's calls (403s, or a signed-out screen). A state frame
 * therefore gets an in-memory Storage of its own before any module reads localStorage. Stories
 * opened alone, and the docs page itself, keep the browser's storage.
 *
 * Imported first by ./preview.tsx.
 */
export const STATE_PARAM = 'state';

class MemoryStorage implements Storage {
  #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(String(key));
  }

  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }
}

/** Whether this preview is a docs page's state frame. */
export function isStateFrame(search = window.location.search): boolean {
  return new URLSearchParams(search).has(STATE_PARAM);
}

if (isStateFrame()) {
  Object.defineProperty(window, 'localStorage', { value: new MemoryStorage(), configurable: true });
}
