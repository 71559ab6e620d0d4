import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { operationsEndpoints } from '../../../api/contract/endpoints-operations';
import { SystemStatusPage } from './SystemStatusPage';
import { phoneOf } from '../../../test-support/design-system';

const meta = {
  title: 'Screens/System status',
  component: SystemStatusPage,
  parameters: { layout: 'fullscreen', shell: 'layout', route: '/status-sustava' },
} satisfies Meta<typeof SystemStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

const timelineItems = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('list', { name: /Vremenska crta|Incident timeline/ });
  return within(list).getAllByRole('listitem');
};

/** Both groups with their state and their tests (name, state, code); links to incidents and settings. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sms = await group(canvasElement, 'SMS parking');
    await expect(sms.getByRole('group', { name: 'Stanje: U redu' })).toBeVisible();
    const smsTests = within(sms.getByRole('table', { name: 'Testovi grupe SMS parking' }));
    await expect(smsTests.getByRole('row', { name: /SMS prolaz U redu smspark\.sms_prolaz/ })).toBeVisible();
    await expect(smsTests.getByRole('row', { name: /Sinkronizacija cjenika Na čekanju/ })).toBeVisible();
    const garage = await group(canvasElement, 'Mobilna garaža');
    await expect(garage.getByRole('group', { name: 'Stanje: Upozorenje' })).toBeVisible();
    await expect(garage.getByRole('row', { name: /Naplatni automati Upozorenje mgarage\.naplatni_automati/ })).toBeVisible();
    const links = within(canvas.getByRole('navigation', { name: 'Povezane stranice' }));
    await expect(links.getByRole('link', { name: 'Incidenti' })).toHaveAttribute('href', '/incidenti');
    await expect(links.getByRole('link', { name: 'Postavke obavijesti' })).toHaveAttribute('href', '/settings');
    await expect(canvas.getByTestId('last-updated')).toHaveTextContent('Zadnje ažurirano: upravo sada');
    // The open WARNING incident leads the timeline with a yellow (level 2) marker.
    const [first] = await timelineItems(canvasElement);
    await expect(first).toHaveTextContent('Usporen rad naplatnih automata');
    await expect(within(first!).getByRole('img', { name: 'Razina 2: Upozorenje' })).toBeVisible();
    await expect(first).toHaveTextContent('u tijeku');
  },
};

/** The outage scenario: both groups CRITICAL, and red (level 3) markers at the head of the timeline. */
export const Outage: Story = {
  globals: { scenario: 'outage' },
  play: async ({ canvasElement }) => {
    const sms = await group(canvasElement, 'SMS parking');
    await expect(sms.getByRole('group', { name: 'Stanje: Kritično' })).toBeVisible();
    await expect(sms.getByRole('row', { name: /SMS prolaz Kritično/ })).toBeVisible();
    const garage = await group(canvasElement, 'Mobilna garaža');
    await expect(garage.getByRole('group', { name: 'Stanje: Kritično' })).toBeVisible();
    const items = await timelineItems(canvasElement);
    const red = items.filter((item) => item.dataset.level === '3' && item.textContent?.includes('u tijeku'));
    await expect(red.map((item) => item.querySelector('[data-state-kind]')?.getAttribute('data-state-kind'))).toEqual(['critical', 'critical']);
    await expect(within(red[0]!).getByRole('img', { name: 'Razina 3: Kritično' })).toBeVisible();
  },
};

/** The `status` persona (no report permission) lands here and sees both groups with their tests. */
export const StatusPersona: Story = {
  globals: { persona: 'status' },
  play: async ({ canvasElement }) => {
    await group(canvasElement, 'SMS parking');
    const garage = await group(canvasElement, 'Mobilna garaža');
    await expect(garage.getAllByRole('row').length).toBeGreaterThan(4);
    await expect(await timelineItems(canvasElement)).not.toHaveLength(0);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'System status', level: 1 })).toBeVisible();
    const garage = await group(canvasElement, 'Mobilna garaža');
    await expect(garage.getByRole('group', { name: 'State: Warning' })).toBeVisible();
    await expect(canvas.getByTestId('last-updated')).toHaveTextContent('Last updated: just now');
    const [first] = await timelineItems(canvasElement);
    await expect(within(first!).getByRole('img', { name: 'Level 2: Warning' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    simulator: {
      faults: [
        { path: operationsEndpoints.systemStatus, delay: 'infinite' },
        { path: operationsEndpoints.publicIncidentList, delay: 'infinite' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Status sustava', level: 1 })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[aria-busy=true]').length).toBeGreaterThan(0);
  },
};

/** No incidents at all: the timeline says so; the groups still show. */
export const Empty: Story = {
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await group(canvasElement, 'SMS parking');
    await expect(await within(canvasElement).findByText('Nema prijavljenih incidenata.')).toBeVisible();
  },
};

/** A state the client has no label for is shown as sent, with a question mark. */
export const UnknownState: Story = {
  parameters: {
    simulator: {
      faults: [
        {
          path: operationsEndpoints.systemStatus,
          status: 200,
          body: {
            status: {
              smspark: { name: 'SMS parking', state: 'DEGRADED', tests: [{ name: 'SMS prolaz', state: 'MAINTENANCE', code: 'smspark.sms_prolaz' }] },
              mgarage: { name: 'Mobilna garaža', state: 'UNKNOWN', tests: [] },
            },
          },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const sms = await group(canvasElement, 'SMS parking');
    await expect(sms.getByRole('group', { name: 'Stanje: DEGRADED' })).toBeVisible();
    const row = sms.getByRole('row', { name: /SMS prolaz MAINTENANCE/ });
    await expect(row.querySelector('[data-state-kind]')).toHaveAttribute('data-state-kind', 'unknown');
    const garage = await group(canvasElement, 'Mobilna garaža');
    await expect(garage.getByRole('group', { name: 'Stanje: Nepoznato' })).toBeVisible();
    await expect(garage.getByText('Grupa nema testova.')).toBeVisible();
  },
};

/** The status call fails: the server's text and a retry; the timeline still shows. */
export const LoadFailed: Story = {
  parameters: {
    simulator: { faults: [{ path: operationsEndpoints.systemStatus, status: 500, body: { detail: 'Nadzorni sustav nije dostupan.' } }] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Status sustava nije se mogao učitati.');
    await expect(alert).toHaveTextContent('Nadzorni sustav nije dostupan.');
    await expect(await timelineItems(canvasElement)).not.toHaveLength(0);
  },
};

/** The timeline's call fails on its own; the groups still show. */
export const TimelineFailed: Story = {
  parameters: {
    simulator: { faults: [{ path: operationsEndpoints.publicIncidentList, status: 503 }] },
  },
  play: async ({ canvasElement }) => {
    await group(canvasElement, 'SMS parking');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Incidenti se nisu mogli učitati.');
  },
};

/** Refresh asks again: a state changed since is shown without reloading the page. */
export const Refresh: Story = {
  parameters: {
    simulator: {
      faults: [
        {
          path: operationsEndpoints.systemStatus,
          status: 200,
          times: 1,
          body: {
            status: {
              smspark: { name: 'SMS parking', state: 'CRITICAL', tests: [{ name: 'SMS prolaz', state: 'CRITICAL', code: 'smspark.sms_prolaz' }] },
              mgarage: { name: 'Mobilna garaža', state: 'OK', tests: [] },
            },
          },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const sms = await group(canvasElement, 'SMS parking');
    await expect(sms.getByRole('group', { name: 'Stanje: Kritično' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Osvježi' }));
    await waitFor(() => expect(sms.getByRole('group', { name: 'Stanje: U redu' })).toBeVisible());
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);

/**
 * The timeline's period (reporting.md §9 period ranges): everything by default, or the incidents
 * open at some time in the last 30 minutes, hour, day, week, month or year; an ongoing one is always in.
 */
export const TimelinePeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = (await timelineItems(canvasElement)).length;
    const period = canvas.getByRole('combobox', { name: 'Razdoblje' });
    await expect([...(period as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Sve',
      '30 minuta',
      '1 sat',
      '1 dan',
      '1 tjedan',
      '1 mjesec',
      '1 godina',
    ]);
    await userEvent.selectOptions(period, '30 minuta');
    await waitFor(async () => expect((await timelineItems(canvasElement)).length).toBeLessThan(all));
    await expect(canvas.getByText('Usporen rad naplatnih automata')).toBeVisible();
    await userEvent.selectOptions(period, 'Sve');
    await waitFor(async () => expect((await timelineItems(canvasElement)).length).toBe(all));
  },
};

export const TimelinePeriodEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const period = await within(canvasElement).findByRole('combobox', { name: 'Period' });
    await expect([...(period as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All', '30 minutes', '1 hour', '1 day', '1 week', '1 month', '1 year']);
  },
};
