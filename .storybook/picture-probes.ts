/**
 * Checks that the pictures still catch a real change. For a few stories, once the story's picture
 * has matched its baseline, a small change is made to the page and the same comparison must fail:
 * a table border 1 px wider, one figure in a table changed, a chart below the first screen not
 * drawn. The page is restored after each. A story's test fails if a change goes unnoticed: the
 * pictures would then pass a broken screen. Not run while pictures are being retaken.
 */
import { expect } from 'vitest';
import { expectPicture, frames, retakingPictures } from './picture';

interface Probe {
  /** What the change is, for the failure message. */
  change: string;
  /** Makes the change; returns the undo. */
  apply: (root: Element) => () => void;
}

/** One table border, 1 px wider. */
const WIDER_BORDER: Probe = {
  change: 'a table border 1 px wider',
  apply: (root) => {
    const cell = required(root.querySelector<HTMLElement>('tbody tr td'), 'a table cell');
    const width = parseFloat(getComputedStyle(cell).borderBottomWidth) || 0;
    const before = cell.style.borderBottomWidth;
    cell.style.borderBottomWidth = `${width + 1}px`;
    return () => {
      cell.style.borderBottomWidth = before;
    };
  },
};

/** One figure in a table, its last digit changed. */
const CHANGED_FIGURE: Probe = {
  change: 'a figure in a table changed',
  apply: (root) => {
    const text = required(
      [...root.querySelectorAll('tbody td')].flatMap((cell) => textNodes(cell)).find((node) => /\d/.test(node.data)),
      'a figure in a table',
    );
    const before = text.data;
    text.data = before.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10));
    return () => {
      text.data = before;
    };
  },
};

/** The last chart on the page (below the first screen in a long page) not drawn. */
const UNDRAWN_CHART: Probe = {
  change: 'a chart not drawn',
  apply: (root) => {
    const charts = root.querySelectorAll<SVGElement>('svg.highcharts-root');
    const chart = required(charts[charts.length - 1], 'a drawn chart');
    const before = chart.style.visibility;
    chart.style.visibility = 'hidden';
    return () => {
      chart.style.visibility = before;
    };
  },
};

/** The stories probed, by story id, and the changes each must catch. */
const PROBES: Record<string, Probe[]> = {
  'design-system-datatable--english-paging': [WIDER_BORDER, CHANGED_FIGURE],
  'flows-sign-in-and-landing--admin': [CHANGED_FIGURE, UNDRAWN_CHART],
};

export async function probePicture(storyId: string, target: Element): Promise<void> {
  const probes = PROBES[storyId];
  if (!probes || retakingPictures()) return;
  for (const probe of probes) {
    const undo = probe.apply(target);
    try {
      await frames(2);
      await expect(expectPicture(target, storyId), `${storyId}: the picture did not catch ${probe.change}`).rejects.toThrow(
        /does not match the stored reference/,
      );
    } finally {
      undo();
    }
  }
  await frames(2);
}

function textNodes(element: Element): Text[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Picture probe: the story no longer shows ${what}; choose another story to probe.`);
  return value;
}
