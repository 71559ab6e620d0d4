import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../../design-system/components/toast-store';
import { notify } from '../../design-system/components/toaster';
import { DemoPanel, DemoPanelContent } from './DemoPanel';

const meta = {
  title: 'App/Demo panel',
  component: DemoPanelContent,
  parameters: { route: '/' },
  globals: { scenario: 'pending-changes' },
} satisfies Meta<typeof DemoPanelContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const DONE = 'Simulator je ažuriran.';

/** The panel says each action is done; once read, the message is cleared so the picture does not depend on its timing. */
async function doneMessageRead() {
  await waitFor(() => expect(screen.getAllByText(DONE).length).toBeGreaterThan(0));
  toaster.remove();
  await waitFor(() => expect(document.querySelector('[data-scope=toast][data-state=open]')).toBeNull());
}

const pendingSection = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Zahtjevi na čekanju' }));

export const PendingChanges: Story = {
  play: async ({ canvasElement }) => {
    const section = await pendingSection(canvasElement);
    await waitFor(() => expect(section.getAllByRole('button', { name: 'Odobri' }).length).toBeGreaterThan(0));
    await expect(within(canvasElement).getByRole('combobox', { name: 'Scenarij' })).toHaveDisplayValue(
      'Zahtjevi za promjenu čekaju odobrenje',
    );
    await expect(section.getAllByText(/radno vrijeme/).length).toBeGreaterThan(0);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Pending change requests' }));
    await waitFor(() => expect(section.getAllByRole('button', { name: 'Approve' }).length).toBeGreaterThan(0));
    // The whole panel follows the chosen language: scenarios, kinds and dates too.
    const c = within(canvasElement);
    await expect(c.getByRole('combobox', { name: 'Scenario' })).toHaveDisplayValue('Change requests wait for approval');
    await expect(section.getAllByText(/working hours/).length).toBeGreaterThan(0);
    await expect(c.getByText(/Today: 21\/11\/2026/)).toBeVisible();
  },
};

export const Empty: Story = {
  globals: { scenario: 'default' },
  play: async ({ canvasElement }) => {
    const section = await pendingSection(canvasElement);
    await expect(await section.findByText('Nema zahtjeva na čekanju.')).toBeVisible();
  },
};

/** Approving a request removes it from the pending list. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const section = await pendingSection(canvasElement);
    await waitFor(() => expect(section.getAllByRole('button', { name: 'Odobri' }).length).toBeGreaterThan(0));
    const before = section.getAllByRole('button', { name: 'Odobri' }).length;
    await userEvent.click(section.getAllByRole('button', { name: 'Odobri' })[0]!);
    await waitFor(() => expect(section.queryAllByRole('button', { name: 'Odobri' })).toHaveLength(before - 1));
    await doneMessageRead();
  },
};

/** Rejecting needs a reason. */
export const Reject: Story = {
  play: async ({ canvasElement }) => {
    const section = await pendingSection(canvasElement);
    await waitFor(() => expect(section.getAllByRole('button', { name: 'Odbij' }).length).toBeGreaterThan(0));
    const before = section.getAllByRole('button', { name: 'Odbij' }).length;
    const [reject] = section.getAllByRole('button', { name: 'Odbij' });
    await expect(reject).toBeDisabled();
    await userEvent.type(section.getAllByRole('textbox', { name: 'Razlog odbijanja' })[0]!, 'Pogrešni datumi');
    await userEvent.click(section.getAllByRole('button', { name: 'Odbij' })[0]!);
    await waitFor(() => expect(section.queryAllByRole('button', { name: 'Odbij' })).toHaveLength(before - 1));
    await doneMessageRead();
  },
};

/**
 * The button opens the panel as a drawer. Its badge counts the requests waiting for approval, and
 * they come first in the panel: with two left, the badge says 2.
 */
export const Drawer: Story = {
  render: () => <DemoPanel />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Demo/ });
    const badge = () => within(button).queryByTestId('demo-pending-count')?.textContent;
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Demo simulatora' });
    await waitFor(() => expect(dialog).toBeVisible());
    const panel = within(dialog);
    await waitFor(() => expect(panel.getAllByRole('button', { name: 'Odobri' }).length).toBeGreaterThan(2));
    // Pending approvals are the panel's first section.
    await expect(panel.getAllByRole('region')[0]).toHaveAccessibleName('Zahtjevi na čekanju');
    await waitFor(() => expect(badge()).toBe(String(panel.getAllByRole('button', { name: 'Odobri' }).length)));
    while (panel.getAllByRole('button', { name: 'Odobri' }).length > 2) {
      const before = panel.getAllByRole('button', { name: 'Odobri' }).length;
      await userEvent.click(panel.getAllByRole('button', { name: 'Odobri' })[0]!);
      await waitFor(() => expect(panel.getAllByRole('button', { name: 'Odobri' })).toHaveLength(before - 1));
    }
    await waitFor(() => expect(badge()).toBe('2'));
    await expect(button).toHaveAccessibleName('Demo, 2 zahtjeva čekaju odobrenje');
    await doneMessageRead();
    // Wait for everything the panel loads, so the screenshot shows it settled.
    await waitFor(() => expect(panel.getByRole('button', { name: 'admin' })).toBeVisible());
    await waitFor(() => expect(panel.getByText(/Danas: 21\. 11\. 2026\./)).toBeVisible());
  },
};

/**
 * A change request sent on a screen: with the demo panel in the app, its toast offers "Approve in the
 * demo panel", which opens the panel at the newest pending request.
 */
export const ToastOpensPanelAtRequest: Story = {
  render: () => <DemoPanel />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('demo-pending-count')).toBeVisible());
    notify.success('Zahtjev za promjenu je poslan na odobrenje.', { event: 'change-request-sent' });
    await userEvent.click(await screen.findByRole('button', { name: 'Odobri u demo panelu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Demo simulatora' }));
    const cards = await dialog.findAllByRole('article', { name: /^Zahtjev \d+$/ });
    const newest = Math.max(...cards.map((card) => Number(card.getAttribute('data-request-id'))));
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByRole('article', { name: `Zahtjev ${newest}` })));
    toaster.remove();
    await waitFor(() => expect(document.querySelector('[data-scope=toast][data-state=open]')).toBeNull());
  },
};

/** Reset asks first: Cancel keeps the data (the requests stay), Continue starts over. */
export const ResetAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const section = await pendingSection(canvasElement);
    await waitFor(() => expect(section.getAllByRole('button', { name: 'Odobri' }).length).toBeGreaterThan(0));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Vrati simulator na početak' }));
    let confirm = within(await screen.findByRole('alertdialog', { name: 'Vratiti simulator na početak?' }));
    await waitFor(() => expect(confirm.getByText('Podaci, zahtjevi za promjenu, pogreške i kašnjenje vraćaju se na početak.')).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: 'Odustani' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(section.getAllByRole('button', { name: 'Odobri' }).length).toBeGreaterThan(0);
    // A scenario asks too, and Continue applies it.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Scenarij' }), 'default');
    confirm = within(await screen.findByRole('alertdialog', { name: 'Promijeniti scenarij?' }));
    await waitFor(() => expect(confirm.getByText(/Zadano – početni podaci/)).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: 'Nastavi' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Scenarij' })).toHaveDisplayValue('Zadano – početni podaci, trenutni odgovori'));
    await doneMessageRead();
  },
};

/** Setting the clock asks first (it starts the data over): Cancel keeps today, Continue moves the clock. */
export const ClockAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByText(/^Danas: \d/);
    const before = current.textContent;
    await userEvent.type(canvas.getByLabelText('Današnji datum'), '2026-06-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Postavi sat (vraća podatke na početak)' }));
    let confirm = within(await screen.findByRole('alertdialog', { name: 'Postaviti sat?' }));
    await waitFor(() => expect(confirm.getByText(/Sat se postavlja na 15\. ?0?6\. ?2026\./)).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: 'Odustani' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(current).toHaveTextContent(before ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Postavi sat (vraća podatke na početak)' }));
    confirm = within(await screen.findByRole('alertdialog', { name: 'Postaviti sat?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Nastavi' }));
    await waitFor(() => expect(canvas.getByText(/^Danas: 15\. ?0?6\. ?2026\./)).toBeVisible());
    await doneMessageRead();
  },
};

/** Each pending request in words, with its before and after: a change of hours shows both columns. */
export const DescribedWithBeforeAndAfter: Story = {
  play: async ({ canvasElement }) => {
    const section = await pendingSection(canvasElement);
    const create = within(await section.findByRole('article', { name: 'Zahtjev 1' }));
    await expect(create.getByText(/traži dodavanje – radno vrijeme – pružatelj Parking Zagreb d\.o\.o\., zone: Zona 1, Zona 2\./)).toBeVisible();
    await expect(create.getByRole('columnheader', { name: 'Predloženo' })).toBeVisible();
    const update = within(section.getByRole('article', { name: 'Zahtjev 2' }));
    await expect(update.getByRole('columnheader', { name: 'Prije' })).toBeVisible();
    await expect(update.getByRole('columnheader', { name: 'Poslije' })).toBeVisible();
    const monday = update.getByRole('row', { name: /^Ponedjeljak/ });
    await expect(monday).toHaveTextContent('07:00 – 21:00');
    await expect(monday).toHaveTextContent('06:00 – 22:00 (promijenjeno)');
    const removal = within(section.getByRole('article', { name: 'Zahtjev 3' }));
    await expect(removal.getByRole('columnheader', { name: 'Uklanja se' })).toBeVisible();
    const borders = within(section.getByRole('article', { name: 'Zahtjev 5' }));
    await expect(borders.getByRole('img', { name: /predloženih 1/ })).toBeVisible();
    const garage = within(section.getByRole('article', { name: 'Zahtjev 6' }));
    await expect(garage.getByText(/garaža Garaža Tuškanac\./)).toBeVisible();
    // Each request opens where it applies: support staff read it there (read-only).
    const open = (card: typeof garage, id: number) => card.getByRole('link', { name: `Otvori gdje se mijenja (zahtjev #${id})` });
    await expect(open(update, 2)).toHaveAttribute('href', '/parking/provider/1/zone/2/details?tab=hours');
    await expect(open(borders, 5)).toHaveAttribute('href', '/parking/provider/1/zone/3/details?tab=borders');
    await expect(open(create, 1)).toHaveAttribute('href', '/parking/provider/1/zone');
    await expect(open(garage, 6)).toHaveAttribute('href', '/garaze/garaza/1/working-hours');
  },
};

/** A rejection needs a reason, and the history keeps it; an approval shows there too. */
export const HistoryWithReasons: Story = {
  play: async ({ canvasElement }) => {
    const section = await pendingSection(canvasElement);
    const history = within(await within(canvasElement).findByRole('region', { name: 'Povijest zahtjeva' }));
    await expect(await history.findByText('Još nema odobrenih, odbijenih ni povučenih zahtjeva.')).toBeVisible();
    const first = within(await section.findByRole('article', { name: 'Zahtjev 4' }));
    await userEvent.type(first.getByRole('textbox', { name: 'Razlog odbijanja' }), 'Stara godina nije blagdan.');
    await userEvent.click(first.getByRole('button', { name: 'Odbij' }));
    const rejected = within(await history.findByRole('article', { name: 'Zahtjev 4' }));
    await expect(rejected.getByText('Odbijen')).toBeVisible();
    await expect(rejected.getByText('Razlog: Stara godina nije blagdan.')).toBeVisible();
    await userEvent.click(within(section.getByRole('article', { name: 'Zahtjev 1' })).getByRole('button', { name: 'Odobri' }));
    const approved = within(await history.findByRole('article', { name: 'Zahtjev 1' }));
    await expect(approved.getByText('Odobren')).toBeVisible();
    await expect(section.queryByRole('article', { name: 'Zahtjev 1' })).toBeNull();
    await doneMessageRead();
  },
};

// The panel reads the simulator's control surface (GET /__simulator/…), which faults never apply to
// (they act under the API only, docs/decisions/). Its loading and failure are shown by an msw
// handler put in front of the control surface for the story (`parameters.msw`), as the simulator
// would answer if it were slow or failing; the panel itself runs unchanged.
const controlReads = '*/__simulator/*';
const serverError = () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 });

/** Until the simulator answers, the panel says it is loading the simulator, and shows no controls yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(controlReads, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status', { name: 'Učitavanje simulatora…' });
    await expect(status).toHaveTextContent('Učitavanje simulatora…');
    await expect(canvas.queryByRole('combobox', { name: 'Scenarij' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Vrati simulator na početak' })).toBeNull();
  },
};

/** The control surface fails: the panel says so, with the simulator's own message, and offers to try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [http.get(controlReads, serverError)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Upravljanje simulatorom nije se moglo učitati.');
    await expect(alert).toHaveTextContent('A server error occurred.');
    await expect(within(alert).getByRole('button', { name: 'Pokušaj ponovno' })).toBeEnabled();
    await expect(canvas.queryByRole('combobox', { name: 'Scenarij' })).toBeNull();
  },
};

/** Try again after a failed load: once the simulator answers, the panel shows its controls and requests. */
export const RetryAfterLoadFailed: Story = {
  parameters: { msw: { handlers: [http.get('*/__simulator/state', serverError, { once: true })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Upravljanje simulatorom nije se moglo učitati.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Pokušaj ponovno' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(await canvas.findByRole('combobox', { name: 'Scenarij' })).toHaveDisplayValue('Zahtjevi za promjenu čekaju odobrenje');
    const section = await pendingSection(canvasElement);
    await expect(section.getAllByRole('button', { name: 'Odobri' }).length).toBeGreaterThan(0);
    await expect(canvas.getByText(/Danas: 21\. 11\. 2026\./)).toBeVisible();
  },
};

export const LoadFailedEnglish: Story = {
  ...LoadFailed,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent("The simulator's controls could not be loaded.");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Whether the described requests fail: flipped by the story once the panel has loaded. */
let describedFails = false;

/**
 * A refresh that fails after the panel has loaded: the last requests stay, a warning says they may
 * be out of date, and Try again brings the panel back once the simulator answers.
 */
export const RefreshFailed: Story = {
  loaders: [
    () => {
      describedFails = false;
      return {};
    },
  ],
  parameters: {
    // Falls through to the simulator while `describedFails` is off.
    msw: { handlers: [http.get('*/__simulator/change-requests/described', () => (describedFails ? serverError() : undefined))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await pendingSection(canvasElement);
    await waitFor(() => expect(section.getAllByRole('button', { name: 'Odobri' }).length).toBeGreaterThan(0));
    const shown = section.getAllByRole('article').length;
    describedFails = true;
    const alert = await canvas.findByRole('alert', {});
    await expect(alert).toHaveTextContent('Osvježavanje nije uspjelo: zahtjevi i stanje možda nisu najnoviji.');
    await expect(section.getAllByRole('article')).toHaveLength(shown);
    describedFails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Pokušaj ponovno' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};
