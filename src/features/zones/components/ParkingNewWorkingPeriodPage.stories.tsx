import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { operationsPatterns } from '../../../api/contract/endpoints-operations';
import { endpoints } from '../../../api/contract/endpoints';
import { expectNoSidewaysScroll, navigateInStory, phoneOf, pickMenuItem } from '../../../test-support/design-system';
import { getToken, setToken } from '../../../api/token';
import { ParkingEditWorkingPeriodPage } from './ParkingEditWorkingPeriodPage';
import { ParkingEditWorkingPeriodRequestPage } from './ParkingEditWorkingPeriodRequestPage';
import { ParkingNewWorkingPeriodPage } from './ParkingNewWorkingPeriodPage';
import { expectNotFound } from '../../../test-support/zones';
import { countRequests, watchRequests } from '../../../../.storybook/requests';

/** The parking working-period form screens: new (ParkingNewWorkingPeriodPage), edit and edit request (ParkingEdit…Page). */
const meta = {
  title: 'Screens/Zones/Working period form',
  component: ParkingNewWorkingPeriodPage,
  parameters: {
    layout: 'fullscreen',
    shell: 'layout',
    route: '/parking/provider/1/working-periods/new',
    routePattern: '/parking/provider/:id/working-periods/new',
    simulator: { persona: 'parking' },
  },
} satisfies Meta<typeof ParkingNewWorkingPeriodPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement, name = 'Radno vrijeme') => within(await within(canvasElement).findByRole('form', { name }));
const day = (canvasElement: HTMLElement, weekDay: number) => within(canvasElement.querySelector(`[data-testid="day-${weekDay}"]`) as HTMLElement);

async function fillDates(f: ReturnType<typeof within>, from: string, to: string) {
  await userEvent.type(f.getByRole('textbox', { name: /Vrijedi od/ }), `${from}{Enter}`);
  await userEvent.type(f.getByRole('textbox', { name: /Vrijedi do/ }), `${to}{Enter}`);
}

/** New at provider level: zone checkboxes, Save disabled until a zone is chosen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { name: 'Novo radno vrijeme', level: 1 })).toBeVisible();
    await expect(f.getByText(/Radno vrijeme je informativno/)).toBeVisible();
    await expect(f.getByRole('button', { name: 'Spremi' })).toBeDisabled();
    await userEvent.click(f.getByRole('checkbox', { name: 'Zona 1' }));
    await expect(f.getByRole('button', { name: 'Spremi' })).toBeEnabled();
    await expect(f.getByRole('button', { name: 'Kopiraj vrijeme na sve dane' })).toBeVisible();
  },
};

/** No-charge clears a day's times; "Copy time to all" needs two chargeable days. */
export const NoChargeAndCopy: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    const monday = day(canvasElement, 0);
    await userEvent.type(monday.getByLabelText('Ponedjeljak: vrijeme od'), '0700');
    await userEvent.type(monday.getByLabelText('Ponedjeljak: vrijeme do'), '2100');
    await userEvent.click(f.getByRole('button', { name: 'Kopiraj vrijeme na sve dane' }));
    await expect(day(canvasElement, 4).getByLabelText('Petak: vrijeme od')).toHaveValue('07:00');
    await expect(day(canvasElement, 6).getByLabelText('Nedjelja: vrijeme do')).toHaveValue('21:00');
    await userEvent.click(day(canvasElement, 6).getByRole('checkbox', { name: /Nedjelja/ }));
    await expect(day(canvasElement, 6).getByLabelText('Nedjelja: vrijeme od')).toHaveValue('');
    await expect(day(canvasElement, 6).getByLabelText('Nedjelja: vrijeme od')).toBeDisabled();
    for (const weekDay of [1, 2, 3, 4, 5]) await userEvent.click(day(canvasElement, weekDay).getByRole('checkbox'));
    await expect(f.queryByRole('button', { name: 'Kopiraj vrijeme na sve dane' })).toBeNull();
  },
};

/** Client rules: required dates and times, end not before start, to-hour not before from-hour. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('checkbox', { name: 'Zona 2' }));
    const monday = day(canvasElement, 0);
    await userEvent.type(monday.getByLabelText('Ponedjeljak: vrijeme od'), '1000');
    await userEvent.type(monday.getByLabelText('Ponedjeljak: vrijeme do'), '0900');
    // Times are 24-hour hh:mm in any browser; a short entry is completed, an impossible one is named.
    const tuesday = day(canvasElement, 1);
    await userEvent.type(tuesday.getByLabelText('Utorak: vrijeme od'), '7');
    await userEvent.tab();
    await expect(tuesday.getByLabelText('Utorak: vrijeme od')).toHaveValue('07:00');
    await userEvent.type(tuesday.getByLabelText('Utorak: vrijeme do'), '2575');
    await expect(tuesday.getByLabelText('Utorak: vrijeme do')).toHaveValue('25:75');
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await expect(f.getAllByText('Obavezno polje.').length).toBeGreaterThan(2);
    // Focus goes to the first field that says what is wrong.
    await waitFor(() => expect(f.getByRole('textbox', { name: /Vrijedi od/ })).toHaveFocus());
    await expect(monday.getByText('Vrijeme do ne smije biti prije vremena od.')).toBeVisible();
    await expect(tuesday.getByText('Upišite vrijeme kao hh:mm, npr. 07:30.')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('navigated-to')).toBeNull();
  },
};

/**
 * A full proposal for two zones: Sunday without charge is sent as 00:00:00–00:00:00; the request
 * is submitted for approval (5 s message) and the user is back on the zones page.
 */
export const SubmitForTwoZones: Story = {
  play: async ({ canvasElement }) => {
    const fetchSpy = spyOn(window, 'fetch');
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('checkbox', { name: 'Zona 1' }));
    await userEvent.click(f.getByRole('checkbox', { name: 'Zona 2' }));
    await fillDates(f, '1.1.2027.', '31.3.2027.');
    await userEvent.type(f.getByRole('textbox', { name: 'Opis' }), 'Zimsko radno vrijeme');
    const monday = day(canvasElement, 0);
    await userEvent.type(monday.getByLabelText('Ponedjeljak: vrijeme od'), '0700');
    await userEvent.type(monday.getByLabelText('Ponedjeljak: vrijeme do'), '2000');
    await userEvent.click(f.getByRole('button', { name: 'Kopiraj vrijeme na sve dane' }));
    await userEvent.click(day(canvasElement, 6).getByRole('checkbox', { name: /Nedjelja/ }));
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeVisible());
    await expect(screen.getByText('Radno vrijeme uspješno je dodano')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated-to').textContent).toBe('/parking/provider/1/zone'));
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    fetchSpy.mockRestore();
    const body = JSON.parse(String(post?.[1]?.body)) as { parking_zone_ids: number[]; working_days: unknown[]; valid_from: string };
    await expect(body.parking_zone_ids).toEqual([1, 2]);
    await expect(body.valid_from).toBe('2027-01-01');
    await expect(body.working_days[0]).toEqual({ week_day: 0, no_charge: false, time_from: '07:00:00', time_to: '20:00:00' });
    await expect(body.working_days[6]).toEqual({ week_day: 6, no_charge: true, time_from: '00:00:00', time_to: '00:00:00' });
  },
};

/** Two Enter presses on Save in quick succession are one intent: exactly one POST reaches the simulator. */
export const DoubleEnterSavesOnce: Story = {
  beforeEach: () => watchRequests(),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('checkbox', { name: 'Zona 1' }));
    await fillDates(f, '1.1.2027.', '31.3.2027.');
    const monday = day(canvasElement, 0);
    await userEvent.type(monday.getByLabelText('Ponedjeljak: vrijeme od'), '0700');
    await userEvent.type(monday.getByLabelText('Ponedjeljak: vrijeme do'), '2000');
    await userEvent.click(f.getByRole('button', { name: 'Kopiraj vrijeme na sve dane' }));
    f.getByRole('button', { name: 'Spremi' }).focus();
    await userEvent.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated-to').textContent).toBe('/parking/provider/1/zone'));
    await expect(countRequests('POST', '/radno-vrijeme/')).toBe(1);
  },
};

/** `parking` saves a new provider-level period and the server refuses it (400) with this body. */
const refusedNewPeriod = (body: Record<string, unknown>) => ({
  simulator: {
    persona: 'parking',
    faults: [{ method: 'POST', path: operationsPatterns.providerWorkingPeriods, status: 400, body }],
  },
});

/** Server field errors, nested weekday errors included, go under their fields; non_field_errors into a red banner; nothing typed is lost. */
export const ServerErrors: Story = {
  parameters: refusedNewPeriod({
    valid_to: ['Razdoblje ne smije trajati dulje od dvije godine.'],
    working_days: [{}, { time_to: ['Vrijeme završetka nije ispravno.'] }, {}, {}, {}, {}, {}],
    non_field_errors: ['Razdoblje se preklapa s postojećim radnim vremenom.'],
  }),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('checkbox', { name: 'Zona 3' }));
    await fillDates(f, '1.1.2027.', '31.12.2029.');
    await userEvent.type(f.getByRole('textbox', { name: 'Opis' }), 'Dugo razdoblje');
    const monday = day(canvasElement, 0);
    await userEvent.type(monday.getByLabelText('Ponedjeljak: vrijeme od'), '0800');
    await userEvent.type(monday.getByLabelText('Ponedjeljak: vrijeme do'), '1800');
    await userEvent.click(f.getByRole('button', { name: 'Kopiraj vrijeme na sve dane' }));
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await expect(await f.findByText('Razdoblje se preklapa s postojećim radnim vremenom.')).toBeVisible();
    await expect(f.getByText('Razdoblje ne smije trajati dulje od dvije godine.')).toBeVisible();
    await expect(day(canvasElement, 1).getByText('Vrijeme završetka nije ispravno.')).toBeVisible();
    await expect(f.getByRole('textbox', { name: 'Opis' })).toHaveValue('Dugo razdoblje');
    await expect(day(canvasElement, 3).getByLabelText('Četvrtak: vrijeme do')).toHaveValue('18:00');
    await expect(f.getByRole('checkbox', { name: 'Zona 3' })).toBeChecked();
    await expect(screen.queryByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeNull();
  },
};

/** A refusal with only non_field_errors shows the red banner and no toast (operations.md §8: field errors only). */
export const BannerOnly: Story = {
  parameters: refusedNewPeriod({ non_field_errors: ['Razdoblje se preklapa s postojećim radnim vremenom.'] }),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('checkbox', { name: 'Zona 3' }));
    await fillDates(f, '1.1.2027.', '31.3.2027.');
    const monday = day(canvasElement, 0);
    await userEvent.type(monday.getByLabelText('Ponedjeljak: vrijeme od'), '0800');
    await userEvent.type(monday.getByLabelText('Ponedjeljak: vrijeme do'), '1800');
    await userEvent.click(f.getByRole('button', { name: 'Kopiraj vrijeme na sve dane' }));
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await expect(await f.findByText('Razdoblje se preklapa s postojećim radnim vremenom.')).toBeVisible();
    await expect(screen.queryByText('Došlo je do pogreške. Zahtjev za promjenu nije poslan.')).toBeNull();
    await expect(day(canvasElement, 4).getByLabelText('Petak: vrijeme od')).toHaveValue('08:00');
  },
};

/** A server failure without field errors: the request-not-sent message; the form stays as typed. */
export const SaveFails: Story = {
  parameters: {
    simulator: { persona: 'parking', faults: [{ method: 'POST', path: operationsPatterns.providerWorkingPeriods, status: 500 }] },
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('checkbox', { name: 'Zona 1' }));
    await fillDates(f, '1.1.2027.', '31.1.2027.');
    for (const weekDay of [0, 1, 2, 3, 4, 5, 6]) await userEvent.click(day(canvasElement, weekDay).getByRole('checkbox'));
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(screen.getByText(/Došlo je do pogreške. Zahtjev za promjenu nije poslan./)).toBeVisible());
    await expect(f.getByRole('checkbox', { name: 'Zona 1' })).toBeChecked();
  },
};

const FORBIDDEN = 'Nemate dozvolu za ovu radnju. Ako smatrate da biste trebali imati ovlasti za ovu radnju, pokušajte se ponovno prijaviti.';

/** Fills a whole one-zone proposal for January 2027. */
async function fillJanuary(canvasElement: HTMLElement, f: ReturnType<typeof within>, description: string) {
  await userEvent.click(f.getByRole('checkbox', { name: 'Zona 1' }));
  await fillDates(f, '1.1.2027.', '31.1.2027.');
  await userEvent.type(f.getByRole('textbox', { name: 'Opis' }), description);
  for (const weekDay of [0, 1, 2, 3, 4, 5, 6]) await userEvent.click(day(canvasElement, weekDay).getByRole('checkbox'));
}

/**
 * Django refuses the write for CSRF (its cookie expired) while the session lives: the form says so
 * in the specs' words, never Django's, keeps everything typed and stays; Save again goes through.
 */
export const CsrfRefused: Story = {
  parameters: {
    simulator: {
      persona: 'parking',
      faults: [{ method: 'POST', path: operationsPatterns.providerWorkingPeriods, status: 403, body: { detail: 'CSRF Failed: CSRF cookie not set.' }, times: 1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await fillJanuary(canvasElement, f, 'Siječanj bez naplate');
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await expect(await f.findByRole('alert')).toHaveTextContent(FORBIDDEN);
    await expect(screen.queryByText(/CSRF Failed/)).toBeNull();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(f.getByRole('textbox', { name: 'Opis' })).toHaveValue('Siječanj bez naplate');
    // Still on the form: the route's own screen, not the stand-in of another route.
    await expect(within(canvasElement).queryByTestId('navigated-to')).toBeNull();
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated-to').textContent).toBe('/parking/provider/1/zone'));
  },
};

/**
 * The session ends while the form is half filled (a 401): straight to sign-in with this page
 * remembered and no "leave this page?" question; signed in again, the form is back with what was
 * typed and says so, and saves.
 */
export const SessionEndsAndReturns: Story = {
  parameters: {
    simulator: {
      persona: 'parking',
      faults: [{ method: 'POST', path: operationsPatterns.providerWorkingPeriods, status: 401, body: { detail: 'Invalid token.' }, times: 1 }],
    },
  },
  play: async ({ canvasElement }) => {
    // The persona's session token, to sign in with again once the session has ended.
    const token = getToken() ?? '';
    const f = await form(canvasElement);
    await fillJanuary(canvasElement, f, 'Prije isteka sesije');
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('navigated-to').textContent).toBe('/login?next=%2Fparking%2Fprovider%2F1%2Fworking-periods%2Fnew'),
    );
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    // Signing in again (the persona's token), back to the page that was remembered.
    setToken(token);
    await navigateInStory('/parking/provider/1/working-periods/new');
    const again = await form(canvasElement);
    await expect(await again.findByTestId('draft-restored')).toHaveTextContent('Vraćeno je ono što ste upisali prije ponovne prijave.');
    await waitFor(() => expect(again.getByRole('textbox', { name: 'Opis' })).toHaveValue('Prije isteka sesije'));
    await expect(again.getByRole('checkbox', { name: 'Zona 1' })).toBeChecked();
    await expect(again.getByRole('textbox', { name: /Vrijedi od/ })).toHaveValue('1. 1. 2027.');
    await userEvent.click(again.getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated-to').textContent).toBe('/parking/provider/1/zone'));
  },
};

/** Zone level: the zone is chosen already; back to the zone's details after saving. */
export const ZoneLevel: Story = {
  parameters: { route: '/parking/provider/1/zone/2/working-periods/new', routePattern: '/parking/provider/:id/zone/:zoneId/working-periods/new' },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Novo radno vrijeme: Zona 2', level: 1 })).toBeVisible();
    await expect(f.getByRole('checkbox', { name: 'Zona 2' })).toBeChecked();
    await expect(f.getByRole('button', { name: 'Spremi' })).toBeEnabled();
    await userEvent.click(f.getByRole('button', { name: 'Odustani' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated-to').textContent).toBe('/parking/provider/1/zone/2/details'));
  },
};

/** Edit of an approved period: its values loaded, no zone checkboxes; the change is a request. */
export const EditApproved: Story = {
  parameters: {
    route: '/parking/provider/1/zone/1/working-period/1/edit',
    routePattern: '/parking/provider/:id/zone/:zoneId/working-period/:workingPeriodId/edit',
  },
  render: () => <ParkingEditWorkingPeriodPage />,
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    const description = f.getByRole('textbox', { name: 'Opis' });
    await expect(description).toHaveValue('Redovno radno vrijeme');
    await expect(f.queryByRole('checkbox', { name: 'Zona 1' })).toBeNull();
    await expect(day(canvasElement, 0).getByLabelText('Ponedjeljak: vrijeme od')).toHaveValue('07:00');
    await userEvent.clear(description);
    await userEvent.type(description, 'Produljeno radno vrijeme');
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeVisible());
    await expect(screen.getByText('Radno vrijeme uspješno je ažurirano')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated-to').textContent).toBe('/parking/provider/1/zone/1/details'));
  },
};

/** Edit of a pending request (the new period for next year, seeded by the pending-changes scenario). */
export const EditPendingRequest: Story = {
  parameters: {
    simulator: { persona: 'parking' },
    route: '/parking/provider/1/zone/1/working-period-request/1/edit',
    routePattern: '/parking/provider/:id/zone/:zoneId/working-period-request/:workingPeriodRequestId/edit',
  },
  globals: { scenario: 'pending-changes' },
  render: () => <ParkingEditWorkingPeriodRequestPage />,
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { name: /^Uredi zahtjev za radno vrijeme/, level: 1 })).toBeVisible();
    await expect(f.getByRole('textbox', { name: 'Opis' })).toHaveValue('Radno vrijeme za iduću godinu');
    await expect(f.getByRole('textbox', { name: /Vrijedi od/ })).toHaveValue('1. 1. 2027.');
    // The seeded request keeps Sunday without charge: the toggle is on and the times are empty.
    await expect(day(canvasElement, 6).getByRole('checkbox')).toBeChecked();
    const description = f.getByRole('textbox', { name: 'Opis' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Radno vrijeme za 2027.');
    await userEvent.click(f.getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeVisible());
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated-to').textContent).toBe('/parking/provider/1/zone/1/details'));
  },
};

/**
 * A request decided meanwhile (here rejected by support staff before the page opens) is no longer
 * editable: the page says so and offers the way back, instead of a form whose save would propose anew.
 */
export const RequestDecided: Story = {
  parameters: EditPendingRequest.parameters,
  globals: { scenario: 'pending-changes' },
  // Support staff reject it through the simulator's control surface, as the demo panel does.
  loaders: [
    async () =>
      void (await fetch('/__simulator/change-requests/1/reject', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason: 'Ne odgovara' }),
      })),
  ],
  render: () => <ParkingEditWorkingPeriodRequestPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByTestId('request-decided');
    await expect(notice).toHaveTextContent('O ovom zahtjevu je već odlučeno');
    await expect(canvas.queryByRole('form', { name: 'Radno vrijeme' })).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Natrag na radna vremena' }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to').textContent).toBe('/parking/provider/1/zone/1/details'));
  },
};

export const Loading: Story = {
  parameters: { simulator: { persona: 'parking', faults: [{ path: endpoints.popisDana, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Učitavanje…' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { simulator: { persona: 'parking', faults: [{ path: endpoints.popisDana, status: 500 }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Podaci se nisu mogli učitati.');
  },
};

/** A provider without zones: nothing to choose, Save stays disabled. */
export const Empty: Story = {
  parameters: { simulator: { persona: 'parking' } },
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(f.getByText('Pružatelj nema zona.')).toBeVisible();
    await expect(f.getByRole('button', { name: 'Spremi' })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement, 'Working hours');
    await expect(f.getByRole('button', { name: 'Copy time to all' })).toBeVisible();
    await expect(f.getByLabelText('Saturday: from')).toBeVisible();
    await expect(f.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

const leaveDialog = () => screen.findByRole('alertdialog', { name: 'Napustiti stranicu?' });

/**
 * Unsaved changes are never lost silently: with a changed form, a menu link and signing out ask
 * first. Stay keeps the page and everything typed; Leave goes on.
 */
export const LeaveAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await form(canvasElement);
    await userEvent.type(f.getByRole('textbox', { name: 'Opis' }), 'Ljetno radno vrijeme');
    const bar = within(canvas.getByRole('navigation', { name: 'Glavna navigacija' }));

    // Signing out asks, and Stay keeps the session and the form.
    await pickMenuItem(canvas.getByRole('button', { name: /Korisnički izbornik/ }), 'Odjava');
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Ostani' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();

    // A link asks; Stay keeps the values.
    await userEvent.click(bar.getByRole('link', { name: 'Obračuni' }));
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Ostani' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(f.getByRole('textbox', { name: 'Opis' })).toHaveValue('Ljetno radno vrijeme');
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();

    // Leave goes where the link points.
    await userEvent.click(bar.getByRole('link', { name: 'Obračuni' }));
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Napusti' }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent('/obracuni'));
  },
};

/** Without changes nothing is asked: a link goes at once. */
export const LeaveWithoutChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvasElement);
    const bar = within(canvas.getByRole('navigation', { name: 'Glavna navigacija' }));
    await userEvent.click(bar.getByRole('link', { name: 'Obračuni' }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent('/obracuni'));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** The not-found page with its way home, and no form and no load failure. */
/** A provider that does not exist (a stale link, a typed id): the not-found page, with its way home. */
export const UnknownProvider: Story = {
  parameters: { route: '/parking/provider/9999/working-periods/new' },
  play: async ({ canvasElement }) => expectNotFound(canvasElement),
};

/** A zone the provider does not have: the not-found page, with its way home. */
export const UnknownZone: Story = {
  parameters: { route: '/parking/provider/1/zone/99999/working-periods/new', routePattern: '/parking/provider/:id/zone/:zoneId/working-periods/new' },
  play: async ({ canvasElement }) => expectNotFound(canvasElement),
};

/** A period that does not exist: the not-found page, with its way home. */
export const UnknownPeriod: Story = {
  parameters: {
    route: '/parking/provider/1/zone/1/working-period/99999/edit',
    routePattern: '/parking/provider/:id/zone/:zoneId/working-period/:workingPeriodId/edit',
  },
  render: () => <ParkingEditWorkingPeriodPage />,
  play: async ({ canvasElement }) => expectNotFound(canvasElement),
};

/** A pending request that does not exist: the not-found page, with its way home. */
export const UnknownRequest: Story = {
  parameters: {
    route: '/parking/provider/1/zone/1/working-period-request/99999/edit',
    routePattern: '/parking/provider/:id/zone/:zoneId/working-period-request/:workingPeriodRequestId/edit',
  },
  render: () => <ParkingEditWorkingPeriodRequestPage />,
  play: async ({ canvasElement }) => expectNotFound(canvasElement),
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);

/** On a 320 px phone each day is a card: its hours are labelled in place and in reach, no sideways swipe. */
export const PhoneDaysAsCards: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async (context) => {
    await expectNoSidewaysScroll(context);
    const f = await form(context.canvasElement);
    const width = context.canvasElement.ownerDocument.documentElement.clientWidth;
    for (const day of ['Ponedjeljak', 'Nedjelja']) {
      for (const field of ['vrijeme od', 'vrijeme do']) {
        const input = f.getByLabelText(`${day}: ${field}`);
        await expect(input).toBeVisible();
        expect(input.getBoundingClientRect().right, `${day}: ${field} in reach`).toBeLessThanOrEqual(width);
      }
    }
    const sunday = within(f.getAllByRole('row').find((row) => row.textContent?.startsWith('Nedjelja')) ?? context.canvasElement);
    await expect(sunday.getByText('Do', { exact: true })).toBeVisible();
    await expect(within(context.canvasElement).queryByRole('columnheader', { name: 'Do' })).not.toBeInTheDocument();
  },
};
