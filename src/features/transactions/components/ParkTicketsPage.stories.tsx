import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reportingPatterns } from '../../../api/contract/endpoints-reporting';
import { lastRequestTo, requestsTo, toastWith, watchRequests } from '../../../../.storybook/requests';
import { loadedTable } from '../../../../.storybook/tables';
import { ParkTicketsPage } from './ParkTicketsPage';
import { phoneOf } from '../../../test-support/design-system';

/** A park's tickets: Park prirode Medvednica (park 1). */
const meta = {
  title: 'Screens/Transactions/Park tickets',
  component: ParkTicketsPage,
  parameters: {
    layout: 'fullscreen',
    shell: 'layout',
    route: '/parkovi/park/1/ulaznice',
    routePattern: '/parkovi/park/:id/ulaznice',
  },
  beforeEach: () => watchRequests(),
} satisfies Meta<typeof ParkTicketsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const API = '/parkovi/park/1/ulaznice/';

/** This month so far by default; the columns of the spec; breadcrumb home > parks > park > tickets. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement, 'Ulaznice', 2);
    for (const name of ['Vrijeme', 'E-mail', 'Ime', 'Iznos', 'Količina', 'Način plaćanja', 'Ukupno']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(Object.fromEntries(await lastRequestTo(API))).toEqual({ begin_date: '2026-11-01', end_date: '2026-11-21', page: '1' });
    await expect(canvas.getByRole('navigation', { name: /Putanja|Breadcrumb/ })).toHaveTextContent(/Početna.*Parkovi.*Park prirode Medvednica.*Ulaznice/);
  },
};

/** The preset "Yesterday" and Search ask for yesterday, from page 1. */
export const SearchYesterday: Story = {
  parameters: { route: '/parkovi/park/1/ulaznice?od=2026-11-01&do=2026-11-21&page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTable(canvasElement, 'Ulaznice');
    await expect((await lastRequestTo(API)).get('page')).toBe('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Jučer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Traži' }));
    await waitFor(() => expect(Object.fromEntries(requestsTo(API).at(-1)!)).toEqual({ begin_date: '2026-11-20', end_date: '2026-11-20', page: '1' }));
  },
};

/** The download asks for the same list with the export flag. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Ulaznice');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Preuzmi (xlsx)' }));
    await waitFor(() => expect(requestsTo(API).some((query) => query.get('excel') === 'true')).toBe(true));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Preuzmi (xlsx)' })).not.toHaveAttribute('data-loading'));
  },
};

export const DownloadFails: Story = {
  parameters: {
    simulator: { faults: [{ path: reportingPatterns.parks('ulaznice'), query: { excel: 'true' }, status: 400, body: { detail: 'Izvoz nije moguć.' } }] },
  },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Ulaznice');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Preuzmi (xlsx)' }));
    await toastWith('Izvoz nije moguć.');
  },
};

export const Empty: Story = {
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema ulaznica', {})).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { simulator: { faults: [{ path: reportingPatterns.parks('ulaznice'), delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Ulaznice' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  parameters: {
    simulator: { faults: [{ path: reportingPatterns.parks('ulaznice'), status: 400, body: { detail: 'Ulaznice se mogu pregledavati najviše dvije godine unatrag.' } }] },
  },
  play: async () => {
    await toastWith('Ulaznice se mogu pregledavati najviše dvije godine unatrag.');
  },
};

/**
 * A partner without the park permissions (the route's guard is not in a story) is refused by the
 * server while the session lives: the specs' permission message, and the page stays.
 */
export const NoPermission: Story = {
  globals: { persona: 'garage' },
  play: async ({ canvasElement }) => {
    await toastWith('Nemate dozvolu za ovu radnju. Ako smatrate da biste trebali imati ovlasti za ovu radnju, pokušajte se ponovno prijaviti.');
    await expect(within(canvasElement).queryByTestId('navigated-to')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, 'Tickets', 2);
    await expect(within(table).getByRole('columnheader', { name: 'Payment type' })).toBeVisible();
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
