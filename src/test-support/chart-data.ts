import { expect, waitFor } from 'storybook/test';
import { addIsoDays, type IsoDate } from '../design-system/format/date';

/**
 * Deterministic data of the chart stories (integer arithmetic only, no clock, no randomness), on
 * the stories' fixed reporting range 1–20 November 2026 and its compare period, October 2026.
 */

export function days(first: IsoDate, count: number): IsoDate[] {
  return Array.from({ length: count }, (_, i) => addIsoDays(first, i));
}

/** A wavy but fixed series: base plus a weekly bump plus a small scatter. */
export function wave(count: number, base: number, step: number, seed: number): number[] {
  return Array.from({ length: count }, (_, i) => {
    const weekday = (i + seed) % 7;
    const bump = weekday >= 4 ? step * (weekday - 3) : 0;
    const scatter = ((i * 37 + seed * 11) % 13) * (step / 10);
    return base + bump + scatter;
  });
}

/** Amounts with cents. */
export function amounts(count: number, base: number, step: number, seed: number): number[] {
  return wave(count, base, step, seed).map((v, i) => Math.round(v * 100 + ((i * 53 + seed) % 100)) / 100);
}

export const NOVEMBER = days('2026-11-01', 20);
export const OCTOBER = days('2026-10-01', 20);
export const NOVEMBER_AMOUNTS = amounts(20, 1800, 300, 1);
export const NOVEMBER_COUNTS = wave(20, 110, 20, 5);
export const OCTOBER_AMOUNTS = amounts(20, 1600, 280, 3);
export const OCTOBER_COUNTS = wave(20, 110, 20, 3);

/** Mondays of weeks 36–47 of 2026. */
export const WEEKS = Array.from({ length: 12 }, (_, i) => addIsoDays('2026-08-31', i * 7));
/** First days of January–November 2026. */
export const MONTHS = Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`);

/** Channel names: known ones get their fixed colours, the others the fallback palette. */
export const CHANNELS = ['Web', 'Android', 'iOS', 'SMS', 'Parking aparat', 'Partner Alfa'] as const;

export const PRIMARY_PERIOD = '1. 11. 2026. – 20. 11. 2026.';
export const COMPARE_PERIOD = '1. 10. 2026. – 20. 10. 2026.';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

function drawn(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-chart]')].filter((c) => {
    const svg = c.querySelector('svg.highcharts-root');
    // Drawn, and for the width the page now gives it (a new width draws a new chart).
    return (
      svg?.querySelector('.highcharts-series-group') &&
      Number(svg.getAttribute('width')) === Math.floor(c.parentElement?.getBoundingClientRect().width ?? -1)
    );
  });
}

/**
 * Wait until `count` charts have been drawn (the Highcharts chunk loads lazily) at the width the
 * page settled on, and stay so for a few frames. A chart far below the viewport draws only as it
 * comes near, as for a user scrolling: each in turn is scrolled into view, and the page is scrolled
 * back where it was.
 */
export async function waitForCharts(canvasElement: HTMLElement, count = 1): Promise<HTMLElement[]> {
  let charts: HTMLElement[] = [];
  const scrolled = { x: window.scrollX, y: window.scrollY };
  try {
    await waitFor(async () => {
      canvasElement.querySelector('[data-chart-slot="far"]')?.scrollIntoView({ block: 'center' });
      expect(drawn(canvasElement)).toHaveLength(count);
      await nextFrame();
      await nextFrame();
      charts = drawn(canvasElement);
      expect(charts).toHaveLength(count);
    });
  } finally {
    window.scrollTo(scrolled.x, scrolled.y);
  }
  return charts;
}

/** Text content with no-break spaces as plain spaces. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00A0\u202F]/g, ' ');
}

/** The texts of SVG labels as read (without Highcharts' outline copy of each label). */
export function svgTexts(root: Element, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((el) => {
    const copy = el.cloneNode(true) as Element;
    copy.querySelectorAll('.highcharts-text-outline').forEach((o) => o.remove());
    return plain(copy.textContent).replace(/\u200B/g, '');
  });
}

const KEY_CODES: Record<string, number> = { ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40, Enter: 13, Escape: 27 };

/**
 * Press a key on the focused element as a real keyboard does. Highcharts' keyboard navigation
 * reads the legacy `keyCode`, which real key presses carry but user-event's synthetic events
 * leave at 0; so the event is dispatched with it set.
 */
export function pressKey(key: keyof typeof KEY_CODES & string): void {
  const target = document.activeElement ?? document.body;
  for (const type of ['keydown', 'keyup'] as const) {
    const event = new KeyboardEvent(type, { key, code: key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'keyCode', { value: KEY_CODES[key] });
    Object.defineProperty(event, 'which', { value: KEY_CODES[key] });
    target.dispatchEvent(event);
  }
}
