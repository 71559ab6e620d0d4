import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reportingPatterns } from '../../../api/contract/endpoints-reporting';
import { lastRequestTo, requestsTo, toastWith, watchRequests } from '../../../../.storybook/requests';
import { bodyRows, loadedTable } from '../../../../.storybook/tables';
import { TransactionsPage } from './TransactionsPage';
import { phoneOf } from '../../../test-support/design-system';

/**
 * Transactions of a parking provider, a garage and a sales provider: one list, three configurations.
 * The stories run on the simulator's fixed day, 21 November 2026.
 */
const meta = {
  title: 'Screens/Transactions/Transactions',
  component: TransactionsPage,
  args: { kind: 'parking' },
  parameters: {
    layout: 'fullscreen',
    shell: 'layout',
    route: '/parking/provider/1/transakcije',
    routePattern: '/parking/provider/:id/transakcije',
  },
  beforeEach: () => watchRequests(),
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PARKING_API = '/parking/provider/1/transakcije/';
const WEEK = 'od=2026-11-14&do=2026-11-21';

/** Today's transactions: every column, valid rows green, invalid rows red with a tinted background. */
export const Parking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement, 'Transakcije', 2);
    for (const name of ['Vrijeme', 'Registracija / kod', 'Zona', 'Količina', 'Iznos', 'Vrijedi od', 'Vrijedi do', 'Prodajni kanal', 'Status', 'Kod']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    // The time is shown to the second.
    await expect(bodyRows(table)[0]!.children[0]!.textContent).toMatch(/^21\. 11\. 2026\. \d{2}:\d{2}:\d{2}$/);
    const query = await lastRequestTo(PARKING_API);
    await expect(Object.fromEntries(query)).toEqual({ begin_date: '2026-11-21', end_date: '2026-11-21', opcija_prikaza: 'sve', page: '1' });
    await expect(canvas.getByRole('navigation', { name: /Putanja|Breadcrumb/ })).toHaveTextContent(/Početna.*Parking.*Parking Zagreb d\.o\.o\..*Transakcije/);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Transakcije: Parking Zagreb d.o.o.' })).toBeVisible();
  },
};

/** Invalid only: every row has a red tag and a red background; the tag's description is reachable by keyboard. */
export const InvalidRows: Story = {
  parameters: { route: '/parking/provider/1/transakcije?od=2026-11-21&do=2026-11-21&prikaz=neispravne' },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, 'Transakcije');
    const rows = bodyRows(table);
    await expect(rows.every((row) => row.querySelector('[data-valid="false"]'))).toBe(true);
    await expect(getComputedStyle(rows[0]!).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect((await lastRequestTo(PARKING_API)).get('opcija_prikaza')).toBe('neispravne');
    // Keyboard focus on the tag shows the long description.
    // From the table's scroll area, Tab reaches the first row's tag.
    const scrollArea = within(canvasElement).getByRole('group', { name: 'Tablica: Transakcije' });
    scrollArea.focus();
    await userEvent.tab();
    await expect(within(rows[0]!).getByRole('button')).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip', {});
    await expect(tooltip).toHaveTextContent(/\w+/);
    // The description stays while the table scrolls under it (focus itself may scroll the table
    // sideways to the tag, and on a slow device that scroll arrives after the description opened).
    scrollArea.scrollBy({ left: 40 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(document.body).getByRole('tooltip', {})).toBeVisible();
    scrollArea.scrollTo({ left: 0 });
  },
};

/** A range of more than one day needs a plate or code: the spec's message, Search disabled until it is typed. */
export const PlateRule: Story = {
  parameters: { route: `/parking/provider/1/transakcije?${WEEK}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('button', { name: 'Traži' });
    await expect(search).toBeDisabled();
    await expect(canvas.getAllByText('Ako je razdoblje dulje od jednog dana, registracija ili kod su obavezni').length).toBeGreaterThan(0);
    // Nothing was asked of the server for a list it would refuse.
    await expect(requestsTo(PARKING_API)).toHaveLength(0);
    await userEvent.type(canvas.getByRole('textbox', { name: /Registracija ili kod/ }), 'ZG');
    await expect(search).toBeEnabled();
    await userEvent.click(search);
    const query = await lastRequestTo(PARKING_API);
    await expect(query.get('trans_search')).toBe('ZG');
    await expect([query.get('begin_date'), query.get('end_date'), query.get('page')]).toEqual(['2026-11-14', '2026-11-21', '1']);
    await loadedTable(canvasElement, 'Transakcije');
  },
};

/** Paging: the next page is asked for, and a new search starts again at page 1. */
export const Paging: Story = {
  parameters: { route: `/parking/provider/1/transakcije?${WEEK}&search=ZG` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTable(canvasElement, 'Transakcije', 2);
    await userEvent.click(canvas.getByRole('button', { name: /sljedeća|next/i }));
    await waitFor(() => expect((requestsTo(PARKING_API).at(-1) ?? new URLSearchParams()).get('page')).toBe('2'));
    await loadedTable(canvasElement, 'Transakcije', 2);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Prikaz' }), 'ispravne');
    await userEvent.click(canvas.getByRole('button', { name: 'Traži' }));
    await waitFor(() => {
      const last = requestsTo(PARKING_API).at(-1)!;
      expect([last.get('page'), last.get('opcija_prikaza'), last.get('trans_search')]).toEqual(['1', 'ispravne', 'ZG']);
    });
  },
};

export const Empty: Story = {
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema transakcija', {})).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { simulator: { faults: [{ path: reportingPatterns.parking('transakcije'), delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Transakcije' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

const SERVER_TEXT = 'Transakcije se mogu pregledavati najviše 30 dana unatrag.';

/** A 400 shows the server's text in a red toast; the filters stay as they were. */
export const ServerError: Story = {
  parameters: {
    route: `/parking/provider/1/transakcije?${WEEK}&search=ZG`,
    simulator: { faults: [{ path: reportingPatterns.parking('transakcije'), status: 400, body: { detail: SERVER_TEXT } }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toastWith(SERVER_TEXT);
    await expect(canvas.getByRole('textbox', { name: /Registracija ili kod/ })).toHaveValue('ZG');
  },
};

/** A failed page keeps the last good page on screen, marked as stale. */
export const StaleAfterError: Story = {
  parameters: {
    route: `/parking/provider/1/transakcije?${WEEK}&search=ZG`,
    simulator: { faults: [{ path: reportingPatterns.parking('transakcije'), query: { page: '2' }, status: 400, body: { detail: SERVER_TEXT } }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement, 'Transakcije', 2);
    const firstTime = bodyRows(table)[0]!.children[0]!.textContent;
    await userEvent.click(canvas.getByRole('button', { name: /sljedeća|next/i }));
    await toastWith(SERVER_TEXT);
    await expect(await canvas.findByText('Prikazani su posljednji učitani rezultati')).toBeVisible();
    const stale = canvas.getByRole('table', { name: /Transakcije \(Prikazani su posljednji/ });
    await expect(bodyRows(stale)[0]!.children[0]!.textContent).toBe(firstTime);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: `/parking/provider/1/transakcije?${WEEK}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('If the period is longer than one day, license plate is mandatory')).toBeVisible();
    await expect(canvas.getByText('Type what you are looking for')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

/** Garage transactions: the ticket number, sent as ticket_number. */
export const Garage: Story = {
  args: { kind: 'garage' },
  parameters: { route: `/garaze/garaza/1/transakcije?${WEEK}`, routePattern: '/garaze/garaza/:id/transakcije' },
  globals: { persona: 'garage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ako je razdoblje dulje od jednog dana, broj karte je obavezan')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Broj karte/ }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Traži' }));
    const query = await lastRequestTo('/garaze/garaza/1/transakcije/');
    await expect([query.get('ticket_number'), query.get('trans_search')]).toEqual(['1', null]);
    await expect(canvas.getByRole('navigation', { name: /Putanja|Breadcrumb/ })).toHaveTextContent(/Garaže.*Garaža Tuškanac.*Transakcije/);
  },
};

/** Sales transactions: plate or ticket, sent as transaction_input; breadcrumb home > sales > provider > transactions. */
export const Sales: Story = {
  args: { kind: 'sales' },
  parameters: { route: '/prodaja/provider/1/transakcije', routePattern: '/prodaja/provider/:id/transakcije' },
  globals: { persona: 'sales' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTable(canvasElement, 'Transakcije');
    await userEvent.type(canvas.getByRole('textbox', { name: /Registracija ili broj karte/ }), 'ZG');
    await userEvent.click(canvas.getByRole('button', { name: 'Traži' }));
    await waitFor(() => expect(requestsTo('/prodaja/igeusprovider/1/transakcije/').at(-1)?.get('transaction_input')).toBe('ZG'));
    const nav = canvas.getByRole('navigation', { name: /Putanja|Breadcrumb/ });
    await expect(nav).toHaveTextContent(/Početna.*Prodaja.*Kiosk Plus.*Transakcije/);
  },
};

/**
 * A user without the sales permissions (the route's guard is not in a story) is refused by the
 * server while the session lives: the specs' permission message, and the page stays.
 */
export const NoPermission: Story = {
  args: { kind: 'sales' },
  parameters: { route: '/prodaja/provider/1/transakcije', routePattern: '/prodaja/provider/:id/transakcije' },
  globals: { persona: 'parking' },
  play: async ({ canvasElement }) => {
    await toastWith('Nemate dozvolu za ovu radnju. Ako smatrate da biste trebali imati ovlasti za ovu radnju, pokušajte se ponovno prijaviti.');
    await expect(within(canvasElement).queryByTestId('navigated-to')).toBeNull();
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Parking);
