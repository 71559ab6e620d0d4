import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';
import { PHONE } from '../../test-support/design-system';

const meta = {
  title: 'Design system/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Početna', href: '/' },
      { label: 'Prodaja', href: '/prodaja' },
      { label: 'Čistoća d.o.o.', href: '/prodaja/provider/7' },
      { label: 'Transakcije' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('navigation', { name: 'Putanja' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Prodaja' })).toHaveAttribute('href', '/prodaja');
    await expect(c.getByText('Transakcije')).toHaveAttribute('aria-current', 'page');
  },
};

export const WithRenderLink: Story = {
  args: {
    renderLink: ({ href, children }) => (
      <a href={href} data-router-link="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Početna' })).toHaveAttribute('data-router-link', 'true');
  },
};

export const English: Story = {
  args: { items: [{ label: 'Home', href: '/' }, { label: 'Parks', href: '/ulaznice' }, { label: 'Tickets' }] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
};

/**
 * On a 390 px phone the trail is "… › current page": the "…" leads one level up (named so for
 * screen readers), the levels above are not shown, and no label breaks inside a word.
 */
export const Phone: Story = {
  args: {
    items: [
      { label: 'Početna', href: '/' },
      { label: 'Parking', href: '/parking' },
      { label: 'Parking Zagreb d.o.o.', href: '/parking/provider/1' },
      { label: 'Zona 1 Gornji grad', href: '/parking/provider/1/zone' },
      { label: 'Radno vrijeme od 1. 1. 2027.' },
    ],
  },
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth, 'the phone viewport').toBeLessThan(400);
    const links = c.getAllByRole('link');
    // The "…" up one level, then the current page (Chakra's current link), nothing else.
    await expect(links.map((link) => link.textContent)).toEqual(['…Zona 1 Gornji grad', 'Radno vrijeme od 1. 1. 2027.']);
    await expect(links[0]).toHaveAccessibleName('Zona 1 Gornji grad');
    await expect(links[0]).toHaveAttribute('href', '/parking/provider/1/zone');
    await expect(links[0]).toHaveTextContent('…');
    await expect(c.queryByRole('link', { name: 'Početna' })).toBeNull();
    const current = c.getByText('Radno vrijeme od 1. 1. 2027.');
    await expect(current).toHaveAttribute('aria-current', 'page');
    // No word is broken across lines: each word of every label shown draws as one box.
    for (const item of canvasElement.querySelectorAll('li')) {
      if (getComputedStyle(item).display === 'none') continue;
      const walker = canvasElement.ownerDocument.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = canvasElement.ownerDocument.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
          if (boxes.length > 0) await expect(boxes, `"${match[0]}" breaks`).toHaveLength(1);
        }
      }
    }
    await expect(links[0]!.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
