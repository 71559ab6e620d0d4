import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { operationsPatterns } from '../../../api/contract/endpoints-operations';
import { endpoints } from '../../../api/contract/endpoints';
import { toaster } from '../../../design-system/components/toast-store';
import { GarageWorkingPeriodsPage } from './GarageWorkingPeriodsPage';
import { expectNotFound, proposeClosingRule, proposeReasonChange } from '../../../test-support/zones';
import { GarageEditWorkingPeriodPage } from './GarageEditWorkingPeriodPage';
import { GarageEditWorkingPeriodRequestPage } from './GarageEditWorkingPeriodRequestPage';
import { GarageNewWorkingPeriodPage } from './GarageNewWorkingPeriodPage';
import { phoneOf } from '../../../test-support/design-system';

const meta = {
  title: 'Screens/Zones/Garage working hours',
  component: GarageWorkingPeriodsPage,
  parameters: {
    layout: 'fullscreen',
    shell: 'layout',
    route: '/garaze/garaza/1/working-hours',
    routePattern: '/garaze/garaza/:id/working-hours',
    simulator: { persona: 'garage' },
  },
} satisfies Meta<typeof GarageWorkingPeriodsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const hours = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('group', { name: /^Radna vremena garaže / }));

/** The garage partner: period cards and closing rules, with New, Edit and Remove (ChangeGarageRequests). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Garaža Tuškanac: radno vrijeme', level: 1 })).toBeVisible();
    const cards = await hours(canvasElement);
    await expect((await cards.findAllByRole('article')).length).toBeGreaterThan(0);
    await expect(cards.getByRole('link', { name: 'Novo radno vrijeme' })).toHaveAttribute('href', '/garaze/garaza/1/working-periods/new');
    const [edit] = cards.getAllByRole('link', { name: /^Uredi razdoblje/ });
    await expect(edit!.getAttribute('href')).toMatch(/^\/garaze\/garaza\/1\/working-period\/\d+\/edit$/);
    await expect(canvas.getByRole('button', { name: 'Nova iznimka' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Iznimke: Garaža Tuškanac' })).toBeVisible();
  },
};

/** Support staff read every garage's hours, without New, Edit or Remove. */
export const ReadOnly: Story = {
  globals: { persona: 'support' },
  play: async ({ canvasElement }) => {
    const cards = await hours(canvasElement);
    await expect((await cards.findAllByRole('article')).length).toBeGreaterThan(0);
    await expect(within(canvasElement).queryByRole('link', { name: 'Novo radno vrijeme' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Nova iznimka' })).toBeNull();
    await expect(cards.queryAllByRole('button', { name: /^Ukloni razdoblje/ })).toHaveLength(0);
  },
};

/** Pending requests of the garage: a new winter period and a Christmas Eve closing. */
export const PendingItems: Story = {
  parameters: { simulator: { persona: 'garage' } },
  globals: { scenario: 'pending-changes' },
  play: async ({ canvasElement }) => {
    const cards = await hours(canvasElement);
    await waitFor(() => expect(cards.getByText('Zimsko radno vrijeme')).toBeVisible());
    const card = cards.getByText('Zimsko radno vrijeme').closest('article') as HTMLElement;
    await expect(within(card).getByTestId('pending-tag')).toHaveTextContent('Čeka odobrenje · novo');
    await expect(within(card).getByRole('link', { name: /^Uredi razdoblje/ }).getAttribute('href')).toMatch(
      /^\/garaze\/garaza\/1\/working-period-request\/\d+\/edit$/,
    );
    const table = within(await within(canvasElement).findByRole('table', { name: 'Iznimke: Garaža Tuškanac' }));
    await waitFor(() => expect(table.getByText('Badnjak: garaža zatvorena od 14 sati')).toBeVisible());
  },
};

const rulesTable = async (canvasElement: HTMLElement) => {
  const table = within(await within(canvasElement).findByRole('table', { name: 'Iznimke: Garaža Tuškanac' }));
  await waitFor(() => expect(table.getAllByRole('button', { name: /^Radnje za iznimku/ }).length).toBeGreaterThan(0));
  return table;
};

/** The garage's closing-rule form, as the zones': required fields, then a request for approval, shown as waiting. */
export const NewGarageClosingRule: Story = {
  play: async ({ canvasElement }) => {
    const table = await rulesTable(canvasElement);
    await proposeClosingRule(within(canvasElement).getByRole('button', { name: 'Nova iznimka' }), { from: '31.12.2026.', to: '31.12.2026.', reason: 'Stara godina' });
    const row = await table.findByRole('row', { name: /Stara godina/ });
    await expect(within(row).getByTestId('pending-tag')).toHaveTextContent('Čeka odobrenje · novo');
    toaster.remove();
    await waitFor(() => expect(document.querySelector('[data-scope=toast][data-state=open]')).toBeNull());
  },
};

/** Edit of an approved garage closing rule, by keyboard from its row menu: the proposal waits, with what it changes. */
export const EditGarageClosingRule: Story = {
  play: async ({ canvasElement }) => {
    const table = await rulesTable(canvasElement);
    await proposeReasonChange(table, 'Nova godina: garaža zatvorena');
    toaster.remove();
    await waitFor(() => expect(document.querySelector('[data-scope=toast][data-state=open]')).toBeNull());
  },
};

export const Loading: Story = {
  parameters: { simulator: { persona: 'garage', faults: [{ path: operationsPatterns.garageWorkingPeriods, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Garaža Tuškanac: radno vrijeme', level: 1 })).toBeVisible();
    await expect(within(canvasElement).queryByRole('group', { name: /^Radna vremena garaže / })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { simulator: { persona: 'garage' } },
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema radnih vremena.')).toBeVisible();
    await expect(await within(canvasElement).findByText('Nema iznimaka.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { simulator: { persona: 'garage', faults: [{ path: operationsPatterns.garageClosingRules, status: 500, body: { detail: 'Servis iznimaka nije dostupan.' } }] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Servis iznimaka nije dostupan.');
  },
};

/** The same form as parking, without zones. */
export const NewGaragePeriod: Story = {
  parameters: { route: '/garaze/garaza/1/working-periods/new', routePattern: '/garaze/garaza/:id/working-periods/new' },
  render: () => <GarageNewWorkingPeriodPage />,
  play: async ({ canvasElement }) => {
    const f = within(await within(canvasElement).findByRole('form', { name: 'Radno vrijeme' }));
    await expect(f.queryByRole('checkbox', { name: /Zona/ })).toBeNull();
    await expect(f.getByRole('button', { name: 'Spremi' })).toBeEnabled();
    await userEvent.type(f.getByRole('textbox', { name: /Vrijedi od/ }), '1.1.2027.{Enter}');
    await userEvent.type(f.getByRole('textbox', { name: /Vrijedi do/ }), '31.1.2027.{Enter}');
    for (const input of f.getAllByLabelText(/vrijeme od$/)) await userEvent.type(input, '0600');
    for (const input of f.getAllByLabelText(/vrijeme do$/)) await userEvent.type(input, '2300');
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeVisible());
    await expect(screen.getByText('Radno vrijeme uspješno je dodano')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated-to').textContent).toBe('/garaze/garaza/1/working-hours'));
  },
};

export const EditGaragePeriod: Story = {
  parameters: { route: '/garaze/garaza/1/working-period/198/edit', routePattern: '/garaze/garaza/:id/working-period/:workingPeriodId/edit' },
  render: () => <GarageEditWorkingPeriodPage />,
  play: async ({ canvasElement }) => {
    const f = within(await within(canvasElement).findByRole('form', { name: 'Radno vrijeme' }));
    await expect(f.getByRole('textbox', { name: 'Opis' })).toHaveValue('Garaža radi svaki dan');
    await expect(f.getByRole('textbox', { name: /Vrijedi od/ })).toHaveValue('1. 1. 2026.');
  },
};

/** Edit of the garage's pending request (the winter hours the pending-changes scenario proposes). */
export const EditGaragePendingRequest: Story = {
  parameters: {
    route: '/garaze/garaza/1/working-period-request/7/edit',
    routePattern: '/garaze/garaza/:id/working-period-request/:workingPeriodRequestId/edit',
  },
  globals: { scenario: 'pending-changes' },
  render: () => <GarageEditWorkingPeriodRequestPage />,
  play: async ({ canvasElement }) => {
    const f = within(await within(canvasElement).findByRole('form', { name: 'Radno vrijeme' }));
    await expect(within(canvasElement).getByRole('heading', { name: /^Uredi zahtjev za radno vrijeme/, level: 1 })).toBeVisible();
    await expect(f.getByRole('textbox', { name: 'Opis' })).toHaveValue('Zimsko radno vrijeme');
    await expect(f.getByRole('textbox', { name: /Vrijedi od/ })).toHaveValue('1. 1. 2027.');
    await userEvent.clear(f.getByRole('textbox', { name: 'Opis' }));
    await userEvent.type(f.getByRole('textbox', { name: 'Opis' }), 'Zimsko radno vrijeme 2027.');
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeVisible());
    await expect(screen.getByText('Radno vrijeme uspješno je ažurirano')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated-to').textContent).toBe('/garaze/garaza/1/working-hours'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Garaža Tuškanac: working hours', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New closing rule' })).toBeVisible();
  },
};

const newGarageForm = { route: '/garaze/garaza/1/working-periods/new', routePattern: '/garaze/garaza/:id/working-periods/new' };

/** The garage form's server field errors, a weekday's included, go under their fields; the banner holds the rest; nothing typed is lost. */
export const GarageFormServerErrors: Story = {
  parameters: {
    ...newGarageForm,
    simulator: {
      persona: 'garage',
      faults: [
        {
          method: 'POST',
          path: operationsPatterns.garageWorkingPeriods,
          status: 400,
          body: {
            valid_from: ['Početak ne smije biti u prošlosti.'],
            working_days: [{ time_from: ['Garaža ne može otvoriti prije 05:00.'] }, {}, {}, {}, {}, {}, {}],
            non_field_errors: ['Razdoblje se preklapa s postojećim radnim vremenom.'],
          },
        },
      ],
    },
  },
  render: () => <GarageNewWorkingPeriodPage />,
  play: async ({ canvasElement }) => {
    const f = within(await within(canvasElement).findByRole('form', { name: 'Radno vrijeme' }));
    await userEvent.type(f.getByRole('textbox', { name: /Vrijedi od/ }), '1.1.2027.{Enter}');
    await userEvent.type(f.getByRole('textbox', { name: /Vrijedi do/ }), '31.1.2027.{Enter}');
    for (const input of f.getAllByLabelText(/vrijeme od$/)) await userEvent.type(input, '0430');
    for (const input of f.getAllByLabelText(/vrijeme do$/)) await userEvent.type(input, '2300');
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await expect(await f.findByText('Razdoblje se preklapa s postojećim radnim vremenom.')).toBeVisible();
    await expect(f.getByText('Početak ne smije biti u prošlosti.')).toBeVisible();
    await expect(within(f.getByTestId('day-0')).getByText('Garaža ne može otvoriti prije 05:00.')).toBeVisible();
    await expect(f.getByLabelText('Nedjelja: vrijeme od')).toHaveValue('04:30');
    await expect(screen.queryByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeNull();
  },
};

export const GarageFormLoading: Story = {
  parameters: { ...newGarageForm, simulator: { persona: 'garage', faults: [{ path: endpoints.popisDana, delay: 'infinite' }] } },
  render: () => <GarageNewWorkingPeriodPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Učitavanje…' })).toBeVisible();
  },
};

/** The period to edit cannot be loaded: the page says so and offers a retry. */
export const GarageFormLoadFailed: Story = {
  parameters: {
    route: '/garaze/garaza/1/working-period/198/edit',
    routePattern: '/garaze/garaza/:id/working-period/:workingPeriodId/edit',
    simulator: { persona: 'garage', faults: [{ path: operationsPatterns.garageWorkingPeriodDetails, status: 500 }] },
  },
  render: () => <GarageEditWorkingPeriodPage />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Podaci se nisu mogli učitati.');
    await expect(within(alert).getByRole('button', { name: 'Pokušaj ponovno' })).toBeVisible();
  },
};

export const GarageFormEnglish: Story = {
  parameters: newGarageForm,
  globals: { locale: 'en' },
  render: () => <GarageNewWorkingPeriodPage />,
  play: async ({ canvasElement }) => {
    const f = within(await within(canvasElement).findByRole('form', { name: 'Working hours' }));
    await expect(f.getByLabelText('Monday: from')).toHaveAttribute('placeholder', 'hh:mm');
    await expect(f.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The not-found page with its way home, and no load failure. */
/** A garage that does not exist (a stale link, a typed id): the not-found page, with its way home. */
export const UnknownGarage: Story = {
  parameters: { route: '/garaze/garaza/9999/working-hours' },
  play: async ({ canvasElement }) => {
    await expectNotFound(canvasElement);
    await expect(within(canvasElement).queryByRole('heading', { name: 'Radno vrijeme', level: 2 })).toBeNull();
  },
};

/** A new period for a garage that does not exist: the not-found page, not a form. */
export const UnknownGarageNewPeriod: Story = {
  parameters: { route: '/garaze/garaza/9999/working-periods/new', routePattern: '/garaze/garaza/:id/working-periods/new' },
  render: () => <GarageNewWorkingPeriodPage />,
  play: async ({ canvasElement }) => {
    await expectNotFound(canvasElement);
  },
};

/** Edit of a garage period that does not exist: the not-found page, not a form. */
export const UnknownGaragePeriod: Story = {
  parameters: { route: '/garaze/garaza/1/working-period/99999/edit', routePattern: '/garaze/garaza/:id/working-period/:workingPeriodId/edit' },
  render: () => <GarageEditWorkingPeriodPage />,
  play: async ({ canvasElement }) => {
    await expectNotFound(canvasElement);
  },
};

/** Edit of a garage request that does not exist: the not-found page, not a form. */
export const UnknownGarageRequest: Story = {
  parameters: {
    route: '/garaze/garaza/1/working-period-request/99999/edit',
    routePattern: '/garaze/garaza/:id/working-period-request/:workingPeriodRequestId/edit',
  },
  render: () => <GarageEditWorkingPeriodRequestPage />,
  play: async ({ canvasElement }) => {
    await expectNotFound(canvasElement);
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
