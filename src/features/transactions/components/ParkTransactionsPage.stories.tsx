import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reportingPatterns } from '../../../api/contract/endpoints-reporting';
import { lastRequestTo, requestsTo, toastWith, watchRequests } from '../../../../.storybook/requests';
import { loadedTable } from '../../../../.storybook/tables';
import { ParkTransactionsPage } from './TransactionsPage';

/**
 * The legacy park/garage transactions view (parkovi/park/{id}/transakcije): the garage transactions
 * list and call, under the park's breadcrumb (Park prirode Medvednica, park 1).
 */
const meta = {
  title: 'Screens/Transactions/Park transactions',
  component: ParkTransactionsPage,
  parameters: {
    layout: 'fullscreen',
    shell: 'layout',
    route: '/parkovi/park/1/transakcije',
    routePattern: '/parkovi/park/:id/transakcije',
  },
  beforeEach: () => watchRequests(),
} satisfies Meta<typeof ParkTransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const API = '/garaze/garaza/1/transakcije/';
const WEEK = 'od=2026-11-14&do=2026-11-21';

/** Today's transactions by ticket number, asked of the garage transactions call; breadcrumb home > parks > park > transactions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement, 'Transakcije', 2);
    for (const name of ['Vrijeme', 'Broj karte', 'Status']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(Object.fromEntries(await lastRequestTo(API))).toEqual({ begin_date: '2026-11-21', end_date: '2026-11-21', opcija_prikaza: 'sve', page: '1' });
    await expect(canvas.getByRole('navigation', { name: /Putanja|Breadcrumb/ })).toHaveTextContent(/Početna.*Parkovi.*Park prirode Medvednica.*Transakcije/);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Transakcije: Park prirode Medvednica' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Park prirode Medvednica' })).toHaveAttribute('href', '/parkovi/park/1');
  },
};

/** A range of more than one day needs the ticket number, sent as ticket_number. */
export const TicketNumberRule: Story = {
  parameters: { route: `/parkovi/park/1/transakcije?${WEEK}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ako je razdoblje dulje od jednog dana, broj karte je obavezan')).toBeVisible();
    await expect(requestsTo(API)).toHaveLength(0);
    await userEvent.type(canvas.getByRole('textbox', { name: /Broj karte/ }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Traži' }));
    const query = await lastRequestTo(API);
    await expect([query.get('ticket_number'), query.get('begin_date')]).toEqual(['1', '2026-11-14']);
  },
};

export const Loading: Story = {
  parameters: { simulator: { faults: [{ path: reportingPatterns.garages('transakcije'), delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Transakcije' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema transakcija', {})).toBeVisible();
  },
};

const SERVER_TEXT = 'Transakcije se mogu pregledavati najviše 30 dana unatrag.';

/** A 400 shows the server's text in a red toast. */
export const ServerError: Story = {
  parameters: { simulator: { faults: [{ path: reportingPatterns.garages('transakcije'), status: 400, body: { detail: SERVER_TEXT } }] } },
  play: async () => {
    await toastWith(SERVER_TEXT);
  },
};

/**
 * A user without the garage transactions permission (the route's guard is not in a story) is
 * refused by the server: the specs' permission message, and the page stays.
 */
export const NoPermission: Story = {
  globals: { persona: 'sales' },
  play: async ({ canvasElement }) => {
    await toastWith('Nemate dozvolu za ovu radnju. Ako smatrate da biste trebali imati ovlasti za ovu radnju, pokušajte se ponovno prijaviti.');
    await expect(within(canvasElement).queryByTestId('navigated-to')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTable(canvasElement, 'Transactions');
    await expect(canvas.getByRole('navigation', { name: /Breadcrumb/ })).toHaveTextContent(/Home.*Parks.*Park prirode Medvednica.*Transactions/);
    await expect(canvas.getByRole('columnheader', { name: 'Ticket number' })).toBeVisible();
  },
};
