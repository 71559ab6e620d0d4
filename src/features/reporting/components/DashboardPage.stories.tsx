import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reportingEndpoints, reportingPatterns } from '../../../api/contract/endpoints-reporting';
import { resetSharedFilters } from '../model/shared-filters';
import { loadedTable } from '../../../../.storybook/tables';
import { requestsTo, watchRequests } from '../../../../.storybook/requests';
import { expectTotalsAreSums } from '../../../test-support/reporting-tables';
import { waitForCharts } from '../../../test-support/chart-data';
import { DashboardPage } from './DashboardPage';
import { phoneOf } from '../../../test-support/design-system';

const meta = {
  title: 'Screens/Reporting/Dashboard',
  component: DashboardPage,
  parameters: { layout: 'fullscreen', shell: 'layout', route: '/' },
  beforeEach: () => {
    resetSharedFilters();
    watchRequests();
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const COMPARE_ROUTE = '/?od=2026-11-01&do=2026-11-20&usp_od=2025-11-01&usp_do=2025-11-20';

/** The services table once its rows have loaded. */
const servicesTable = (canvasElement: HTMLElement) => loadedTable(canvasElement, 'Usluge', 2);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nadzorna ploča' })).toBeVisible();
    // The totals footer is the sum of the rows.
    await expectTotalsAreSums(await servicesTable(canvasElement));
    await expect(await loadedTable(canvasElement, 'Prodajni kanali')).toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: /Razlika iznosa/ })).toBeNull();
    // Every service and channel selected: each id is sent (reporting.md §7), each report asked for once.
    for (const report of ['/dashboard/ukupno-po-uslugama/', '/dashboard/ukupno-po-distributerima/']) {
      const sent = requestsTo(report);
      await expect(sent).toHaveLength(1);
      await expect(sent[0]!.getAll('usluge').length).toBeGreaterThan(1);
      await expect(sent[0]!.getAll('distributeri').length).toBeGreaterThan(1);
    }
    // Without comparison a chart shows amount and quantity on two axes, and offers no measure (reporting.md §4).
    await expect(canvas.queryByLabelText('Mjera')).toBeNull();
    const charts = (await waitForCharts(canvasElement, 4)).filter((chart) => chart.querySelector('.highcharts-yaxis'));
    await expect(charts).toHaveLength(2);
    for (const chart of charts) {
      const titles = [...chart.querySelectorAll('.highcharts-yaxis .highcharts-axis-title')].map((title) => title.textContent);
      await expect(titles).toEqual(['Iznos (EUR)', 'Količina']);
    }
  },
};

/** Comparing adds the compare value, the difference and the percentage of both measures. */
export const Comparison: Story = {
  parameters: { route: COMPARE_ROUTE },
  play: async ({ canvasElement }) => {
    const table = within(await servicesTable(canvasElement));
    await waitFor(() => expect(table.getByRole('columnheader', { name: /Razlika iznosa %/ })).toBeVisible());
    await expect(table.getByRole('columnheader', { name: /Količina \(usporedba\)/ })).toBeVisible();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Usporedi s drugim razdobljem' })).toBeChecked();
    // Comparing, the measure is chosen: one per chart.
    await expect(within(canvasElement).getAllByLabelText('Mjera')).toHaveLength(2);
  },
};

/** Edits are held until Search: turning comparison on with a preset, then Search, shows the compare columns. */
export const SearchWithComparison: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await servicesTable(canvasElement));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Usporedi s drugim razdobljem' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Isto razdoblje prošle godine' }));
    await expect(table.queryByRole('columnheader', { name: /Razlika iznosa %/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pretraži' }));
    await waitFor(() => expect(table.getByRole('columnheader', { name: /Razlika iznosa %/ })).toBeVisible());
  },
};

/** Sorting by a column header; the default is the amount, descending. */
export const Sort: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await servicesTable(canvasElement));
    await expect(table.getByRole('columnheader', { name: /^Iznos/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(table.getByRole('columnheader', { name: /Usluga/ })).getByRole('button'));
    await waitFor(() => expect(table.getByRole('columnheader', { name: /Usluga/ })).toHaveAttribute('aria-sort', 'ascending'));
  },
};

export const Loading: Story = {
  parameters: { simulator: { faults: [{ path: reportingPatterns.dashboard, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nadzorna ploča' })).toBeVisible();
    await expect(await canvas.findAllByRole('status')).not.toHaveLength(0);
  },
};

export const Empty: Story = {
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Nema prodaje', {}))[0]).toBeVisible();
  },
};

/** The server's error: the report's message with a retry. */
export const ServerError: Story = {
  parameters: { simulator: { faults: [{ path: reportingEndpoints.dashboard.ukupnoPoUslugama, status: 500 }] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {});
    await expect(alert).toHaveTextContent('Izvještaj nije moguće učitati.');
    await expect(within(alert).getByRole('button', { name: 'Pokušaj ponovno' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: COMPARE_ROUTE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const table = within(await canvas.findByRole('table', { name: 'Services' }));
    await waitFor(() => expect(table.getByRole('columnheader', { name: /Amount difference %/ })).toBeVisible());
    // The whole page is in the picture: wait for the sales channels and every chart to be drawn.
    await loadedTable(canvasElement, 'Sales channels', 2);
    await waitForCharts(canvasElement, 6);
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);

/**
 * A link naming a service that is not in the services list (usluge=999): the spec's list-membership
 * message under the services field, and nothing is sent until the choice is made again.
 */
export const UnknownServiceInLink: Story = {
  parameters: { route: '/?od=2026-11-01&do=2026-11-20&usluge=1,999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Vrijednost ne postoji u popisu')).toBeVisible();
    await expect(requestsTo('/dashboard/ukupno-po-uslugama/')).toHaveLength(0);
    // Search does not send it either.
    await userEvent.click(canvas.getByRole('button', { name: 'Pretraži' }));
    await expect(canvas.getByText('Vrijednost ne postoji u popisu')).toBeVisible();
    await expect(requestsTo('/dashboard/ukupno-po-uslugama/')).toHaveLength(0);
    // Choosing the services again clears it, and Search asks for the report.
    await userEvent.click(canvas.getByRole('button', { name: /^Usluge:/ }));
    await userEvent.click(await within(document.body).findByRole('menuitemcheckbox', { name: 'Odaberi sve' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByText('Vrijednost ne postoji u popisu')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Pretraži' }));
    await servicesTable(canvasElement);
    await waitFor(() => expect(requestsTo('/dashboard/ukupno-po-uslugama/').length).toBeGreaterThan(0));
    await expect(requestsTo('/dashboard/ukupno-po-uslugama/').at(-1)!.getAll('usluge').join(',')).not.toContain('999');
  },
};

export const UnknownChannelInLinkEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/?od=2026-11-01&do=2026-11-20&kanali=999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Value does not exists in array')).toBeVisible();
    await expect(requestsTo('/dashboard/ukupno-po-distributerima/')).toHaveLength(0);
  },
};
