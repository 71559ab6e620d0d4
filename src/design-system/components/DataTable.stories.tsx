import { Box, Table, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatAmount, formatCount } from '../format/number';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import { StatusTag } from './StatusTag';
import { PHONE } from '../../test-support/design-system';

interface Provider {
  id: number;
  name: string;
  validCount: number;
  validAmount: number;
  valid: boolean;
}

// Deterministic rows: Croatian names that sort differently in Croatian collation.
const names = ['Zagrebparking', 'Čakovec parking', 'Cres d.o.o.', 'Šibenik promet', 'Split parking', 'Đakovo grad', 'Dubrovnik', 'Žminj', 'Ćićarija', 'Osijek', 'Rijeka promet', 'Pula parking'];
const providers: Provider[] = names.map((name, i) => ({
  id: i + 1,
  name,
  validCount: ((i * 37) % 11) * 100 + i,
  validAmount: (((i * 53) % 13) * 1000 + i * 7.25) / 1,
  valid: i % 4 !== 1,
}));

const totalCount = providers.reduce((s, p) => s + p.validCount, 0);
const totalAmount = providers.reduce((s, p) => s + p.validAmount, 0);

const columns: DataTableColumn<Provider>[] = [
  { id: 'name', header: 'Naziv', cell: (r) => r.name, sortValue: (r) => r.name, footer: 'Ukupno' },
  { id: 'validCount', header: 'Količina', numeric: true, cell: (r) => formatCount(r.validCount, 'hr'), sortValue: (r) => r.validCount, footer: formatCount(totalCount, 'hr') },
  { id: 'validAmount', header: 'Iznos', numeric: true, cell: (r) => formatAmount(r.validAmount, 'hr'), sortValue: (r) => r.validAmount, footer: formatAmount(totalAmount, 'hr') },
];

type Args = DataTableProps<Provider>;

const meta = {
  title: 'Design system/DataTable',
  component: DataTable<Provider>,
  args: { caption: 'Pružatelji', rows: providers, columns, getRowId: (r: Provider) => String(r.id) },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

const firstCell = (el: HTMLElement) => within(el).getAllByRole('row')[1]?.querySelectorAll('td')[0]?.textContent;

export const SortedByAmountWithTotals: Story = {
  args: { defaultSorting: [{ id: 'validAmount', desc: true }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('columnheader', { name: /Iznos/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(c.getByText('Ukupno')).toBeVisible();
    const footer = canvasElement.querySelector('tfoot');
    await expect(footer).toHaveTextContent(formatCount(totalCount, 'hr').replace(/\u00a0/g, ' '));
    await expect(footer?.textContent?.replace(/\u00a0/g, ' ')).toContain(formatAmount(totalAmount, 'hr').replace(/\u00a0/g, ' '));
  },
};

export const CroatianCollation: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const sortByName = c.getByRole('button', { name: 'Naziv' });
    sortByName.focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getByRole('columnheader', { name: /Naziv/ })).toHaveAttribute('aria-sort', 'ascending');
    const order = c.getAllByRole('row').slice(1, -1).map((r) => r.querySelector('td')?.textContent);
    await expect(order.slice(0, 5)).toEqual(['Cres d.o.o.', 'Čakovec parking', 'Ćićarija', 'Dubrovnik', 'Đakovo grad']);
    await userEvent.keyboard('{Enter}');
    await expect(c.getByRole('columnheader', { name: /Naziv/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCell(canvasElement)).toBe('Žminj');
  },
};

export const ExpandableOneAtATime: Story = {
  args: {
    singleExpand: true,
    renderExpanded: (r: Provider) => (
      <Box>
        <Text fontWeight="semibold">Prodajni kanali: {r.name}</Text>
        <Table.Root size="sm" maxW="md">
          <Table.Caption srOnly>Kanali</Table.Caption>
          <Table.Body>
            <Table.Row>
              <Table.Cell>Web</Table.Cell>
              <Table.Cell textAlign="end">{formatCount(Math.round(r.validCount / 2), 'hr')}</Table.Cell>
            </Table.Row>
            <Table.Row>
              <Table.Cell>Android</Table.Cell>
              <Table.Cell textAlign="end">{formatCount(r.validCount - Math.round(r.validCount / 2), 'hr')}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Box>
    ),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const toggles = c.getAllByRole('button', { name: 'Prikaži detalje' });
    toggles[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getByText('Prodajni kanali: Zagrebparking')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Sakrij detalje' })).toHaveAttribute('aria-expanded', 'true');
    // The first row's toggle now reads "Sakrij detalje"; the first "Prikaži detalje" is row 2.
    await userEvent.click(c.getAllByRole('button', { name: 'Prikaži detalje' })[0] as HTMLElement);
    await expect(c.getByText('Prodajni kanali: Čakovec parking')).toBeVisible();
    await expect(c.queryByText('Prodajni kanali: Zagrebparking')).toBeNull();
  },
};

export const ClientPaging: Story = {
  args: { paging: { mode: 'client', pageSize: 5 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('row')).toHaveLength(1 + 5 + 1);
    await userEvent.click(c.getByRole('button', { name: 'Sljedeća stranica' }));
    await expect(firstCell(canvasElement)).toBe('Đakovo grad');
  },
};

function ServerPagingDemo() {
  const [page, setPage] = useState(1);
  const rows = providers.slice((page - 1) * 4, page * 4);
  return (
    <DataTable
      caption="Transakcije"
      rows={rows}
      columns={columns.map((col) => ({ ...col, sortValue: undefined, footer: undefined }))}
      getRowId={(r) => String(r.id)}
      paging={{ mode: 'server', page, pageCount: 3, total: providers.length, onPageChange: setPage }}
    />
  );
}

export const ServerPaging: Story = {
  render: () => <ServerPagingDemo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Stranica 3 od 3' }));
    await waitFor(() => expect(firstCell(canvasElement)).toBe('Ćićarija'));
    // The arrows point the way they go: previous to the left, next to the right.
    const arrow = (name: string) => c.getByRole('button', { name }).querySelector('svg')?.dataset.direction;
    await expect(arrow('Prethodna stranica')).toBe('left');
    await expect(arrow('Sljedeća stranica')).toBe('right');
    // The last page ends at the total.
    await expect(rangeOf(canvasElement)).toBe('9–12 od 12');
  },
};

/** The "which rows of how many" line beside the pager. */
const rangeOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-row-range]')?.textContent;

/** A long backend list: 1,234 rows in pages of 50, of which the story holds only the rows on screen. */
function LongListDemo() {
  const [page, setPage] = useState(1);
  const total = 1234;
  const pageCount = Math.ceil(total / 50);
  const shown = page === pageCount ? total - (pageCount - 1) * 50 : 50;
  const rows = Array.from({ length: shown }, (_, i) => ({ ...providers[i % providers.length]!, id: (page - 1) * 50 + i + 1 }));
  return (
    <DataTable
      caption="Transakcije"
      rows={rows}
      maxHeight="200px"
      columns={columns.map((col) => ({ ...col, sortValue: undefined, footer: undefined }))}
      getRowId={(r) => String(r.id)}
      paging={{ mode: 'server', page, pageCount, total, onPageChange: setPage }}
    />
  );
}

export const RowRange: Story = {
  render: () => <LongListDemo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(rangeOf(canvasElement)).toBe('1–50 od 1.234');
    await userEvent.click(c.getByRole('button', { name: 'Sljedeća stranica' }));
    await waitFor(() => expect(rangeOf(canvasElement)).toBe('51–100 od 1.234'));
    await userEvent.click(c.getByRole('button', { name: 'Stranica 25 od 25' }));
    await waitFor(() => expect(rangeOf(canvasElement)).toBe('1.201–1.234 od 1.234'));
  },
};

export const StickyHeader: Story = {
  args: { maxHeight: '240px' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
  },
};

export const InvalidRows: Story = {
  args: {
    getRowTone: (r: Provider) => (r.valid ? undefined : 'invalid'),
    columns: [
      ...columns,
      { id: 'status', header: 'Status', cell: (r: Provider) => <StatusTag valid={r.valid} /> },
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('tr[data-tone="invalid"]');
    await expect(rows.length).toBe(3);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nema podataka')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  parameters: { busyByDesign: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Učitavanje…');
  },
};

export const English: Story = {
  args: { rows: [], caption: 'Providers' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

export const EnglishPaging: Story = {
  args: { paging: { mode: 'client', pageSize: 5 } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeVisible();
    await expect(rangeOf(canvasElement)).toBe('1–5 of 12');
  },
};

/** More columns than a phone's width. */
const wideColumns: DataTableColumn<Provider>[] = [
  ...columns,
  { id: 'invalidCount', header: 'Nevaljana količina', numeric: true, cell: (r) => formatCount(r.id * 3, 'hr'), sortValue: (r) => r.id * 3 },
  { id: 'invalidAmount', header: 'Nevaljani iznos', numeric: true, cell: (r) => formatAmount(r.id * 12.5, 'hr'), sortValue: (r) => r.id * 12.5 },
];

/**
 * On a 390 px phone: the table scrolls in its own frame, not the page; its first column stays in
 * view while it scrolls; every sort button is a target of at least 24 px.
 */
export const PhoneScrollsInItsFrame: Story = {
  args: { columns: wideColumns },
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const frame = within(canvasElement).getByRole('group', { name: /Pružatelji/ });
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    for (const button of within(frame).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height, button.textContent ?? '').toBeGreaterThanOrEqual(24);
      await expect(box.width, button.textContent ?? '').toBeGreaterThanOrEqual(24);
    }
    // Scrolled to its end, the first column is still at the frame's start.
    const name = within(frame).getByRole('cell', { name: 'Zagrebparking' });
    const offset = () => Math.round(name.getBoundingClientRect().left - frame.getBoundingClientRect().left - frame.clientLeft);
    frame.scrollLeft = frame.scrollWidth;
    await waitFor(() => expect(frame.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(offset()).toBe(0));
    frame.scrollLeft = 0;
  },
};
