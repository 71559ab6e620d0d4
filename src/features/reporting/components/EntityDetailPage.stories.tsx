import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reportingPatterns } from '../../../api/contract/endpoints-reporting';
import { requestsTo, watchRequests } from '../../../../.storybook/requests';
import { resetSharedFilters } from '../model/shared-filters';
import { loadedTable } from '../../../../.storybook/tables';
import { expectTotalsAreSums } from '../../../test-support/reporting-tables';
import { EntityDetailPage } from './EntityDetailPage';
import { phoneOf } from '../../../test-support/design-system';

const RANGE = 'od=2026-11-01&do=2026-11-20';
const COMPARE = `${RANGE}&usp_od=2026-10-01&usp_do=2026-10-20`;

const meta = {
  title: 'Screens/Reporting/Details',
  component: EntityDetailPage,
  args: { kind: 'parking' },
  parameters: {
    layout: 'fullscreen',
    shell: 'layout',
    route: `/parking/provider/1?${RANGE}`,
    routePattern: '/parking/provider/:id',
  },
  beforeEach: () => {
    resetSharedFilters();
    watchRequests();
  },
} satisfies Meta<typeof EntityDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParkingProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Parking Zagreb d.o.o.', level: 1 })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: /Putanja|Breadcrumb|Navigacijski/ });
    await expect(within(nav).getByRole('link', { name: 'Početna' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Parking' })).toBeVisible();
    // Channel totals agree with the totals box; articles are grouped by zone.
    await expectTotalsAreSums(await loadedTable(canvasElement, 'Prodajni kanali'));
    await loadedTable(canvasElement, 'Artikli: Zona 1');
    // Every sales channel selected: each channel's id is sent (reporting.md §7).
    for (const report of ['po-distributerima', 'po-artiklima', 'intervalno']) {
      const sent = requestsTo(`/parking/provider/1/${report}/`);
      await expect(sent.length).toBeGreaterThan(0);
      for (const query of sent) await expect(query.getAll('distributeri').length).toBeGreaterThan(1);
    }
  },
};

/** Comparison: the compare columns, a pie per period. */
export const Comparison: Story = {
  parameters: { route: `/parking/provider/1?${COMPARE}` },
  play: async ({ canvasElement }) => {
    const channels = await loadedTable(canvasElement, 'Prodajni kanali');
    await expect(within(channels).getByRole('columnheader', { name: /Razlika iznosa %/ })).toBeVisible();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Usporedi s drugim razdobljem' })).toBeChecked();
  },
};

/** Comparing, an article's channels have their compare value, difference, percentage and share. */
export const ComparisonExpandArticle: Story = {
  parameters: { route: `/parking/provider/1?${COMPARE}` },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, 'Artikli: Zona 1');
    await userEvent.click(within(table).getAllByRole('button', { name: 'Prikaži detalje' })[0]!);
    const channels = await within(table).findByRole('table', { name: 'Prodajni kanali' });
    for (const header of [/Količina \(usporedba\)/, /Razlika količine %/, /Iznos \(usporedba\)/, /Razlika iznosa %/, /Udio iznosa/]) {
      await expect(within(channels).getByRole('columnheader', { name: header })).toBeVisible();
    }
  },
};

/** The compare period's articles on their way: the article tables wait for them, showing no compare figures. */
export const CompareArticlesLoading: Story = {
  parameters: {
    route: `/parking/provider/1?${COMPARE}`,
    simulator: { faults: [{ path: reportingPatterns.parking('po-artiklima'), query: { begin_date: '2026-10-01' }, delay: 'infinite' }] },
  },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Prodajni kanali');
    const articles = within(canvasElement).getByRole('region', { name: 'Artikli' });
    await waitFor(() => expect(articles.querySelector('[role="status"]')).not.toBeNull());
    await expect(within(articles).queryByText(/\+100,00/)).toBeNull();
  },
};

/** An article row expands to its sales channels. */
export const ExpandArticle: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, 'Artikli: Zona 1');
    await userEvent.click(within(table).getAllByRole('button', { name: 'Prikaži detalje' })[0]!);
    await expect(await within(table).findByRole('table', { name: 'Prodajni kanali' })).toBeVisible();
  },
};

export const Garage: Story = {
  args: { kind: 'garage' },
  parameters: { route: `/garaze/garaza/1?${RANGE}`, routePattern: '/garaze/garaza/:id' },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, 'Artikli: Bez zone');
    await userEvent.click(within(table).getAllByRole('button', { name: 'Prikaži detalje' })[0]!);
    await loadedTable(table, 'Prodajni kanali');
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Usporedi s drugim razdobljem' })).not.toBeChecked();
  },
};

/** The park page starts comparing with the previous period; parks have no channels or downloads. */
export const Park: Story = {
  args: { kind: 'park' },
  parameters: { route: '/parkovi/park/1', routePattern: '/parkovi/park/:id' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedTable(canvasElement, 'Artikli: Bez zone');
    await expect(canvas.getByRole('checkbox', { name: 'Usporedi s drugim razdobljem' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: /Preuzmi izvještaj/ })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Prodajni kanali' })).toBeNull();
  },
};

export const Sale: Story = {
  args: { kind: 'sales' },
  parameters: { route: `/prodaja/provider/1?${RANGE}`, routePattern: '/prodaja/provider/:id' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Kiosk Plus', level: 1 })).toBeVisible();
    await loadedTable(canvasElement, 'Prodajni kanali');
  },
};

/** A partner sees its own provider: no link to a list it cannot open. */
export const ParkingPartner: Story = {
  globals: { persona: 'parking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Parking Zagreb d.o.o.', level: 1 })).toBeVisible();
    await loadedTable(canvasElement, 'Prodajni kanali');
  },
};

export const Loading: Story = {
  parameters: { simulator: { faults: [{ path: reportingPatterns.parking('po-artiklima'), delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('status')).not.toHaveLength(0);
  },
};

export const Empty: Story = {
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Nema prodaje', {}))[0]).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { simulator: { faults: [{ path: reportingPatterns.parking('intervalno'), status: 500 }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {})).toHaveTextContent(
      'Izvještaj nije moguće učitati.',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: `/parking/provider/1?${COMPARE}` },
  play: async ({ canvasElement }) => {
    const channels = await loadedTable(canvasElement, 'Sales channels');
    await expect(within(channels).getByRole('columnheader', { name: /Amount difference %/ })).toBeVisible();
  },
};

/** A provider that does not exist (a stale link, a typed id): the not-found page, with its way home. */
export const UnknownProvider: Story = {
  parameters: { route: `/parking/provider/9999?${RANGE}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Stranica nije pronađena', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Natrag na početnu stranicu' })).toHaveAttribute('href', '/');
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(ParkingProvider);
