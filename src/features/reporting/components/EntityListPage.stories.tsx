import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reportingEndpoints, reportingPatterns } from '../../../api/contract/endpoints-reporting';
import { requestsTo, watchRequests } from '../../../../.storybook/requests';
import { resetSharedFilters } from '../model/shared-filters';
import { bodyRows, loadedTable } from '../../../../.storybook/tables';
import { expectTotalsAreSums } from '../../../test-support/reporting-tables';
import { EntityListPage } from './EntityListPage';
import { phoneOf } from '../../../test-support/design-system';

const meta = {
  title: 'Screens/Reporting/Lists',
  component: EntityListPage,
  args: { kind: 'parking' },
  parameters: { layout: 'fullscreen', shell: 'layout', route: '/parking' },
  beforeEach: () => {
    resetSharedFilters();
    watchRequests();
  },
} satisfies Meta<typeof EntityListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const RANGE = 'od=2026-11-01&do=2026-11-20';
const COMPARE = `${RANGE}&usp_od=2025-11-01&usp_do=2025-11-20`;

const listTable = (canvasElement: HTMLElement, name: string) => loadedTable(canvasElement, name);

/** Every sales channel selected: each channel's id is sent (reporting.md §7), as the dashboard sends them. */
async function expectEveryChannelSent(path: string) {
  const sent = requestsTo(path);
  await expect(sent.length).toBeGreaterThan(0);
  for (const query of sent) await expect(query.getAll('distributeri').length).toBeGreaterThan(1);
}

export const Parking: Story = {
  parameters: { route: `/parking?${RANGE}` },
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 'Parking');
    await expectTotalsAreSums(table);
    await expect(within(canvasElement).getByLabelText(`Broj pružatelja: ${bodyRows(table).length}`)).toBeVisible();
    // The rows link to their provider with the same filters.
    const link = within(bodyRows(table)[0]!).getAllByRole('link')[0]!;
    await expect(link.getAttribute('href')).toMatch(/^\/parking\/provider\/\d+\?od=2026-11-01&do=2026-11-20/);
    await expectEveryChannelSent(reportingEndpoints.parking.list);
  },
};

export const ParkingComparison: Story = {
  parameters: { route: `/parking?${COMPARE}` },
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 'Parking');
    await expect(within(table).getByRole('columnheader', { name: /Razlika iznosa %/ })).toBeVisible();
    // The reseller share is offered only when not comparing.
    await expect(within(canvasElement).queryByLabelText('Izračunaj udio prodavača za')).toBeNull();
  },
};

/** Comparing, a row's channels have their compare value, difference and percentage beside the shares. */
export const ParkingComparisonExpand: Story = {
  parameters: { route: `/parking?${COMPARE}` },
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 'Parking');
    await userEvent.click(within(table).getAllByRole('button', { name: 'Prikaži detalje' })[0]!);
    const channels = await within(table).findByRole('table', { name: 'Prodajni kanali' });
    for (const header of [/Količina \(usporedba\)/, /Razlika količine %/, /Iznos \(usporedba\)/, /Razlika iznosa %/, /Udio iznosa/]) {
      await expect(within(channels).getByRole('columnheader', { name: header })).toBeVisible();
    }
  },
};

/**
 * Comparison turned on while the compare period's answer is on its way: the list waits for it
 * (loading), and shows no compare figures it was not sent.
 */
export const CompareLoading: Story = {
  parameters: {
    route: `/parking?${RANGE}`,
    simulator: { faults: [{ path: reportingEndpoints.parking.list, query: { begin_date: '2025-11-01' }, delay: 'infinite' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listTable(canvasElement, 'Parking');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Usporedi s drugim razdobljem' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Isto razdoblje prošle godine' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pretraži' }));
    const table = canvas.getByRole('table', { name: 'Parking' });
    await waitFor(() => expect(table.querySelector('[role="status"]')).not.toBeNull());
    await expect(within(table).queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByText(/^Usporedno:/)).toBeNull();
  },
};

/** A row opened while comparing whose compare answer failed shows the error, not the primary period alone. */
export const GarageCompareFails: Story = {
  args: { kind: 'garage' },
  parameters: {
    route: `/garaze?${COMPARE}`,
    simulator: { faults: [{ path: reportingPatterns.garages('po-distributerima'), query: { begin_date: '2025-11-01' }, status: 500 }] },
  },
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 'Garaže');
    await userEvent.click(within(table).getAllByRole('button', { name: 'Prikaži detalje' })[0]!);
    await expect(await within(table).findByRole('alert')).toHaveTextContent('Izvještaj nije moguće učitati.');
    await expect(within(table).queryByRole('table', { name: 'Prodajni kanali' })).toBeNull();
  },
};

/** A row expands to its sales channels with their shares. */
export const ParkingExpand: Story = {
  parameters: { route: `/parking?${RANGE}` },
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 'Parking');
    await userEvent.click(within(table).getAllByRole('button', { name: 'Prikaži detalje' })[0]!);
    const channels = await within(table).findByRole('table', { name: 'Prodajni kanali' });
    await expect(within(channels).getByRole('columnheader', { name: 'Udio iznosa' })).toBeVisible();
    await expect(within(channels).getAllByText(/%/).length).toBeGreaterThan(0);
  },
};

/** "Calculate reseller share for" adds a sortable share column. */
export const ParkingShare: Story = {
  parameters: { route: `/parking?${RANGE}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await listTable(canvasElement, 'Parking');
    const select = canvas.getByLabelText('Izračunaj udio prodavača za');
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const option = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    await userEvent.selectOptions(select, option.value);
    const header = await within(table).findByRole('columnheader', { name: new RegExp(`Udio kanala ${option.textContent}`) });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toMatch(/^(ascending|descending)$/));
  },
};

/** A partner with one provider goes straight to its page. */
export const SingleProvider: Story = {
  parameters: { route: `/parking?${RANGE}` },
  globals: { persona: 'parking' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getByTestId('navigated-to')).toHaveTextContent(/\/parking\/provider\/\d+\?od=2026-11-01/),
    );
  },
};

export const Garages: Story = {
  args: { kind: 'garage' },
  parameters: { route: `/garaze?${RANGE}` },
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 'Garaže');
    await expectTotalsAreSums(table);
    // Garages by valid amount, descending (reporting.md §9).
    await expect(within(table).getByRole('columnheader', { name: /^Iznos/ })).toHaveAttribute('aria-sort', 'descending');
    await expectEveryChannelSent(reportingEndpoints.garages.list);
    // One row open at a time; its channels load when it opens.
    const toggles = within(table).getAllByRole('button', { name: 'Prikaži detalje' });
    await userEvent.click(toggles[0]!);
    await within(table).findByRole('table', { name: 'Prodajni kanali' });
    await userEvent.click(within(table).getAllByRole('button', { name: 'Prikaži detalje' })[0]!);
    await waitFor(() => expect(within(table).getAllByRole('table', { name: 'Prodajni kanali' })).toHaveLength(1));
  },
};

export const Parks: Story = {
  args: { kind: 'park' },
  parameters: { route: `/ulaznice?${RANGE}` },
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 'Parkovi');
    await expectTotalsAreSums(table);
    await expect(within(canvasElement).queryByRole('button', { name: /Prodajni kanali/ })).toBeNull();
  },
};

export const Sales: Story = {
  args: { kind: 'sales' },
  parameters: { route: `/prodaja?${COMPARE}` },
  play: async ({ canvasElement }) => {
    const table = await listTable(canvasElement, 'Prodaja');
    await expect(within(table).getByRole('columnheader', { name: /Razlika količine %/ })).toBeVisible();
    await expectEveryChannelSent(reportingEndpoints.sales.list);
  },
};

export const Loading: Story = {
  parameters: { route: `/parking?${RANGE}`, simulator: { faults: [{ path: reportingEndpoints.parking.list, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Parking' })).toBeVisible();
    await expect(await within(canvasElement).findAllByRole('status')).not.toHaveLength(0);
  },
};

export const Empty: Story = {
  parameters: { route: `/parking?${RANGE}` },
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema prodaje', {})).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { route: `/parking?${RANGE}`, simulator: { faults: [{ path: reportingEndpoints.parking.list, status: 500 }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {})).toHaveTextContent(
      'Izvještaj nije moguće učitati.',
    );
  },
};

/** The server's XLSX; a failure shows the server's text in a red toast. */
export const DownloadFails: Story = {
  parameters: {
    route: `/parking?${RANGE}`,
    simulator: {
      faults: [
        {
          path: reportingEndpoints.parking.list,
          query: { excel: 'true' },
          status: 400,
          body: { detail: 'Izvoz trenutno nije moguć.' },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await listTable(canvasElement, 'Parking');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Preuzmi XLSX' }));
    const toast = await within(document.body).findByText('Izvoz trenutno nije moguć.');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: `/parking?${RANGE}` },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Parking' });
    await expect(within(table).getByRole('columnheader', { name: /Provider/ })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Download XLSX' })).toBeVisible();
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Parking);
