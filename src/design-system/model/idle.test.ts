import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, FIRST_SCREEN_QUIET_MS } from './idle';

/** A page as afterFirstScreen sees it: its load event, its fonts and its largest paints. */
function fakePage() {
  const loadListeners: Array<() => void> = [];
  let paintObserver: (() => void) | null = null;
  let fontsLoaded: () => void = () => {};
  const fonts = { status: 'loaded', ready: Promise.resolve() };
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: () => void) {
      paintObserver = callback;
    }
    observe() {}
    disconnect() {
      paintObserver = null;
    }
  }
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', { readyState: 'loading', fonts });
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => type === 'load' && loadListeners.push(listener));
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 1));
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
  return {
    load: () => loadListeners.forEach((listener) => listener()),
    paint: () => paintObserver?.(),
    fontsLoading: () => {
      fonts.status = 'loading';
      fonts.ready = new Promise((resolve) => (fontsLoaded = resolve));
    },
    fontsLoaded: () => {
      fonts.status = 'loaded';
      fontsLoaded();
    },
  };
}

describe('afterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the load event, then for the largest paints to stop', async () => {
    const page = fakePage();
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_QUIET_MS * 2);
    expect(work).not.toHaveBeenCalled();
    page.load();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_QUIET_MS - 50);
    page.paint();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_QUIET_MS - 50);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits while a web font is loading: its text repaints when it arrives', async () => {
    const page = fakePage();
    const work = vi.fn();
    afterFirstScreen(work);
    page.fontsLoading();
    page.load();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_QUIET_MS * 4);
    expect(work).not.toHaveBeenCalled();
    page.fontsLoaded();
    page.paint();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_QUIET_MS + 10);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs at its cap however busy the page stays, and only once', async () => {
    const page = fakePage();
    const work = vi.fn();
    afterFirstScreen(work, { capMs: 1000 });
    page.load();
    for (let i = 0; i < 10; i += 1) {
      page.paint();
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_QUIET_MS / 2);
    }
    expect(work).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', async () => {
    const page = fakePage();
    const work = vi.fn();
    const cancel = afterFirstScreen(work);
    page.load();
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).not.toHaveBeenCalled();
  });
});
