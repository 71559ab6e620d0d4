import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reportingPatterns } from '../../../api/contract/endpoints-reporting';
import { lastRequestTo, requestsTo, toastWith, watchRequests } from '../../../../.storybook/requests';
import { bodyRows, loadedTable } from '../../../../.storybook/tables';
import { ReceiptsPage } from './ReceiptsPage';
import { phoneOf } from '../../../test-support/design-system';

/** A parking provider's receipts: Parking Zagreb d.o.o. (provider 1) issues its own, provider 2 does not. */
const meta = {
  title: 'Screens/Transactions/Receipts',
  component: ReceiptsPage,
  parameters: {
    layout: 'fullscreen',
    shell: 'layout',
    route: '/parking/provider/1/racuni?od=2026-11-20&do=2026-11-21',
    routePattern: '/parking/provider/:id/racuni',
  },
  beforeEach: () => watchRequests(),
} satisfies Meta<typeof ReceiptsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const API = '/parking/provider/1/racuni/';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, 'Računi', 2);
    for (const name of ['Datum transakcije', 'Artikl', 'Broj računa', 'Količina', 'Ukupno', 'Način plaćanja']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(Object.fromEntries(await lastRequestTo(API))).toEqual({ begin_date: '2026-11-20', end_date: '2026-11-21', page: '1' });
  },
};

/** This month is the default range; the next page is asked for. */
export const Paging: Story = {
  parameters: { route: '/parking/provider/1/racuni' },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Računi', 2);
    await expect([...(await lastRequestTo(API))].slice(0, 2)).toEqual([
      ['begin_date', '2026-11-01'],
      ['end_date', '2026-11-21'],
    ]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /sljedeća|next/i }));
    await waitFor(() => expect(requestsTo(API).at(-1)?.get('page')).toBe('2'));
  },
};

/** A receipt downloads as a PDF, asked for by its transaction id. */
export const DownloadReceipt: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, 'Računi', 2);
    const row = bodyRows(table)[0]!;
    const number = row.children[2]!.textContent!;
    await userEvent.click(within(row).getByRole('button', { name: `PDF računa ${number}` }));
    const query = await lastRequestTo('/parking/provider/1/racuni/download/');
    await expect(query.get('transaction_id')).toMatch(/^\d+$/);
    await waitFor(() => expect(within(row).getByRole('button', { name: `PDF računa ${number}` })).not.toHaveAttribute('data-loading'));
  },
};

/** A receipt that cannot be downloaded: the server's text in a red toast. */
export const DownloadFails: Story = {
  parameters: {
    simulator: { faults: [{ path: reportingPatterns.parkingReceiptDownload, status: 404, body: { detail: 'Račun nije pronađen.' } }] },
  },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, 'Računi', 2);
    await userEvent.click(within(bodyRows(table)[0]!).getByRole('button', { name: /^PDF računa/ }));
    await toastWith('Račun nije pronađen.');
  },
};

/** A provider that does not issue its own receipts has no receipts screen: it says so and links back. */
export const NotIssued: Story = {
  parameters: { route: '/parking/provider/2/racuni' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ovaj pružatelj ne izdaje vlastite račune', {})).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Natrag na pružatelja' })).toHaveAttribute('href', '/parking/provider/2');
    await expect(requestsTo('/parking/provider/2/racuni/')).toHaveLength(0);
  },
};

export const Empty: Story = {
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema računa', {})).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { simulator: { faults: [{ path: reportingPatterns.parking('racuni'), delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Računi' });
    await waitFor(() => expect(requestsTo(API)).toHaveLength(1));
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  parameters: {
    simulator: { faults: [{ path: reportingPatterns.parking('racuni'), status: 400, body: { detail: 'Neispravno razdoblje.' } }] },
  },
  play: async ({ canvasElement }) => {
    await toastWith('Neispravno razdoblje.');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Neispravno razdoblje.');
  },
};

/** The parking partner sees its own provider's receipts. */
export const ParkingPartner: Story = {
  globals: { persona: 'parking' },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Računi', 2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, 'Receipts', 2);
    await expect(within(table).getByRole('columnheader', { name: 'Receipt number' })).toBeVisible();
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
