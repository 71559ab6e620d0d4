import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../../../api/contract/endpoints';
import { operationsPatterns } from '../../../api/contract/endpoints-operations';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../../../design-system/components/toast-store';
import { navigateInStory, phoneOf } from '../../../test-support/design-system';
import { mapReady } from '../../../test-support/map-editor';
import { chooseRowAction, expectNotFound, proposeClosingRule, proposeReasonChange, saveBorders } from '../../../test-support/zones';
import { ZoneDetailsPage } from './ZoneDetailsPage';

const meta = {
  title: 'Screens/Zones/Zone details',
  component: ZoneDetailsPage,
  parameters: {
    layout: 'fullscreen',
    shell: 'layout',
    route: '/parking/provider/1/zone/1/details',
    routePattern: '/parking/provider/:id/zone/:zoneId/details',
    simulator: { persona: 'parking' },
  },
} satisfies Meta<typeof ZoneDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTab = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name }));
  return within(await canvas.findByRole('tabpanel', { name }));
};

const rulesTable = async (canvasElement: HTMLElement) => {
  const panel = await openTab(canvasElement, 'Iznimke');
  const table = within(await panel.findByRole('table', { name: 'Iznimke: Zona 1' }));
  await waitFor(() => expect(table.queryByText('Učitavanje…')).toBeNull());
  await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(1));
  return { panel, table };
};

/** The zone's name, status tag and breadcrumb; the working-hours tab with its period cards. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Zona 1', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Aktivna')).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Putanja' }));
    await waitFor(() => expect(crumbs.getByRole('link', { name: 'Parking Zagreb d.o.o.' })).toHaveAttribute('href', '/parking/provider/1'));
    await expect(crumbs.getByRole('link', { name: 'Zone' })).toHaveAttribute('href', '/parking/provider/1/zone');
    await expect(canvas.getByRole('tab', { name: 'Radno vrijeme' })).toHaveAttribute('aria-selected', 'true');
    // Working hours are informational; charging hours come from the central parking system.
    await expect(await canvas.findByText(/Radno vrijeme je informativno/)).toBeVisible();
    const panel = within(canvas.getByRole('tabpanel', { name: 'Radno vrijeme' }));
    await expect((await panel.findAllByRole('article')).length).toBeGreaterThan(0);
    await expect(panel.getByRole('link', { name: 'Novo radno vrijeme' })).toHaveAttribute('href', '/parking/provider/1/zone/1/working-periods/new');
  },
};

/**
 * Weekday names are the server's (popis-dana, in the UI's language), not the browser's: a server that
 * names the days its own way is shown as it names them.
 */
export const WeekdayNamesFromServer: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${endpoints.popisDana}`, () =>
          HttpResponse.json({ dani: ['PON', 'UTO', 'SRI', 'ČET', 'PET', 'SUB', 'NED'].map((naziv, week_day) => ({ week_day, naziv })) }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('tabpanel', { name: 'Radno vrijeme' }));
    const [card] = await panel.findAllByRole('article');
    await waitFor(() => expect(within(card!).getByText('PON')).toBeVisible());
    await expect(within(card!).getByText('NED')).toBeVisible();
    await expect(within(card!).queryByText('Ponedjeljak')).toBeNull();
  },
};

/** Tabs work by keyboard: arrows move between them. */
export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = await canvas.findByRole('tab', { name: 'Radno vrijeme' });
    hours.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Iznimke' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Iznimke' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Granice' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText(/Šifra grada/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Otvori uređivač granica na cijelom zaslonu' })).toHaveAttribute(
      'href',
      '/parking/provider/1/zone/1/geo',
    );
    // Tab leaves the tab list for the chosen tab's panel; the tab shows no focus any more (and the
    // picture does not depend on when its focus state settles).
    const borders = canvas.getByRole('tab', { name: 'Granice' });
    await userEvent.tab();
    await expect(borders).not.toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Granice' }).contains(document.activeElement)).toBe(true);
    await waitFor(() => expect(borders).not.toHaveAttribute('data-focus'));
  },
};

/** Closing rules: a table sortable by each column, an actions menu per row. */
export const ClosingRules: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await rulesTable(canvasElement);
    const starts = () => table.getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent ?? '');
    const before = starts();
    await userEvent.click(table.getByRole('button', { name: /Datum od/ }));
    await waitFor(() => expect(starts()).toEqual([...before].reverse()));
    const [menu] = table.getAllByRole('button', { name: /^Radnje za iznimku/ });
    await userEvent.click(menu!);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Uredi' })).toBeVisible());
    await expect(screen.getByRole('menuitem', { name: 'Ukloni' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Edit on an approved rule opens the form filled with it; saving proposes the change, shown as waiting. */
export const EditClosingRule: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await rulesTable(canvasElement);
    await proposeReasonChange(table, 'Radovi na kolniku');
    toaster.remove();
    await waitFor(() => expect(document.querySelector('[data-scope=toast][data-state=open]')).toBeNull());
  },
};

/** The closing-rule form in English: its title, fields and the required-field messages. */
export const ClosingRuleFormEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, 'Closing rules');
    await within(await panel.findByRole('table', { name: 'Closing rules: Zona 1' })).findAllByRole('button', { name: /^Actions for the closing rule/ });
    await userEvent.click(panel.getByRole('button', { name: 'New closing rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New closing rule' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('This field is required.')).toHaveLength(3);
    // Focus goes to the first field that says what is wrong.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Date from/ })).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: /Date from/ })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toBeVisible();
  },
};

/** A new closing rule: required fields, then a request submitted for approval, shown as waiting. */
export const NewClosingRule: Story = {
  play: async ({ canvasElement }) => {
    const { panel, table } = await rulesTable(canvasElement);
    await proposeClosingRule(panel.getByRole('button', { name: 'Nova iznimka' }), { from: '24.12.2026.', to: '26.12.2026.', reason: 'Zatvoreno zbog radova' });
    await waitFor(() => expect(table.getByText('Zatvoreno zbog radova')).toBeVisible());
    const row = table.getByRole('row', { name: /Zatvoreno zbog radova/ });
    await expect(within(row).getByTestId('pending-tag')).toHaveTextContent('Čeka odobrenje · novo');
  },
};

/** Server field errors go under their fields, non_field_errors into a red banner; everything typed stays. */
export const ClosingRuleServerErrors: Story = {
  parameters: {
    simulator: {
      persona: 'parking',
      faults: [
        {
          method: 'POST',
          path: operationsPatterns.zoneClosingRules,
          status: 400,
          body: { reason: ['Razlog je predug.'], non_field_errors: ['Iznimka se preklapa s postojećom.'] },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { panel } = await rulesTable(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Nova iznimka' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nova iznimka' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Spremi' })).toBeVisible());
    await userEvent.type(dialog.getByRole('textbox', { name: /Datum od/ }), '24.12.2026.{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: /Datum do/ }), '24.12.2026.{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: /Razlog/ }), 'Badnjak');
    await userEvent.click(dialog.getByRole('button', { name: 'Spremi' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Iznimka se preklapa s postojećom.');
    await expect(dialog.getByText('Razlog je predug.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Razlog/ })).toHaveValue('Badnjak');
    await expect(dialog.getByRole('textbox', { name: /Datum od/ })).toHaveValue('24. 12. 2026.');
  },
};

/** Removing a closing rule asks first (removeClosingRule). */
export const RemoveClosingRule: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await rulesTable(canvasElement);
    await chooseRowAction(table, 'Ukloni');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Jeste li sigurni da želite ukloniti ovu iznimku?' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Ukloni' })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Ukloni' }));
    await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeVisible());
    await expect(screen.getByText('Iznimka je uspješno uklonjena')).toBeVisible();
    await waitFor(() => expect(table.getAllByTestId('pending-tag')[0]).toHaveTextContent('uklanjanje'));
  },
};

/** Pending requests: a pending removal and a pending new rule carry the tag; the pending border change too. */
export const PendingItems: Story = {
  parameters: { simulator: { persona: 'parking' } },
  globals: { scenario: 'pending-changes' },
  play: async ({ canvasElement }) => {
    const { table } = await rulesTable(canvasElement);
    await waitFor(() => expect(table.getAllByTestId('pending-tag').length).toBeGreaterThanOrEqual(2));
    await expect(table.getByText('Stara godina')).toBeVisible();
  },
};

/** A pending update of a period shows what it would change: each changed field, now and proposed. */
export const PendingUpdate: Story = {
  parameters: { route: '/parking/provider/1/zone/2/details', simulator: { persona: 'parking' } },
  globals: { scenario: 'pending-changes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tag = await waitFor(() => {
      const found = canvas.getAllByTestId('pending-tag').find((el) => /izmjena/.test(el.textContent ?? ''));
      expect(found).toBeDefined();
      return found!;
    });
    const card = within(tag.closest('article') as HTMLElement);
    // The card shows the proposal; the table says what it was.
    await expect(card.getByText('Produljeno radno vrijeme')).toBeVisible();
    const changes = within(await card.findByTestId('pending-changes'));
    const table = changes.getByRole('table', { name: 'Odobreno sada i predložena izmjena' });
    await expect(within(table).getByRole('row', { name: /^Opis .+ Produljeno radno vrijeme$/ })).toBeVisible();
    await expect(within(table).getByRole('row', { name: /^Ponedjeljak \d\d:\d\d – \d\d:\d\d 06:00 – 22:00$/ })).toBeVisible();
  },
};

/**
 * The same pending update as a backend built to the specs sends it (the minimal wire: request_id, no
 * request_action): the tag says only that it waits, and what it would change is still shown, read
 * against the approved period.
 */
export const PendingUpdateSpecAnswers: Story = {
  parameters: { route: '/parking/provider/1/zone/2/details', simulator: { persona: 'parking', wire: 'minimal' } },
  globals: { scenario: 'pending-changes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(
      await waitFor(() => {
        const found = canvas.getAllByRole('article').find((el) => within(el).queryByText('Produljeno radno vrijeme'));
        expect(found).toBeDefined();
        return found!;
      }),
    );
    await expect(card.getByTestId('pending-tag')).toHaveTextContent(/^Čeka odobrenje$/);
    const changes = within(await card.findByTestId('pending-changes'));
    const table = changes.getByRole('table', { name: 'Odobreno sada i predložena izmjena' });
    await expect(within(table).getByRole('row', { name: /^Opis .+ Produljeno radno vrijeme$/ })).toBeVisible();
  },
};

/** The read-only partner sees the rules but no New or row actions. */
export const ReadOnly: Story = {
  globals: { persona: 'viewer' },
  play: async ({ canvasElement }) => {
    const { panel, table } = await rulesTable(canvasElement);
    await expect(panel.queryByRole('button', { name: 'Nova iznimka' })).toBeNull();
    await expect(table.queryAllByRole('button', { name: /^Radnje za iznimku/ })).toHaveLength(0);
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Radno vrijeme' }));
    await expect((await within(canvasElement).findAllByRole('article')).length).toBeGreaterThan(0);
    await expect(within(canvasElement).queryByRole('link', { name: 'Novo radno vrijeme' })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  parameters: { simulator: { persona: 'parking', faults: [{ path: operationsPatterns.zoneDetails, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Učitavanje…' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { simulator: { persona: 'parking' } },
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema radnih vremena.')).toBeVisible();
    const panel = await openTab(canvasElement, 'Iznimke');
    await expect(await panel.findByText('Nema iznimaka.')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: '/parking/provider/1/zone/99999/details' },
  play: async ({ canvasElement }) => expectNotFound(canvasElement),
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Zona 1', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Closing rules' })).toBeVisible();
    await expect((await canvas.findAllByText('Saturday')).length).toBeGreaterThan(0);
  },
};

/** Borders: the polygon editor in a modal; saving proposes the borders and the tab shows them waiting. */
export const BordersEditor: Story = {
  parameters: { route: '/parking/provider/1/zone/1/details?tab=borders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Uredi granice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Granice zone Zona 1' });
    await mapReady(dialog);
    const editor = within(dialog);
    await expect(editor.getByRole('textbox', { name: 'Šifra grada' })).toHaveValue('ZG');
    await expect(editor.getByRole('textbox', { name: 'Naziv zone' })).toHaveValue('Zona 1');
    await saveBorders(dialog);
    await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeVisible());
    await expect(screen.getByText('Granice zone uspješno su ažurirane')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('pending-tag')).toHaveTextContent('Čeka odobrenje · izmjena'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Spremiti promjene?' })).toBeNull());
    await mapReady(dialog);
    // No corner X: the editor's own Close is the one way out with a button.
    await expect(within(screen.getByRole('dialog', { name: 'Granice zone Zona 1' })).queryAllByRole('button', { name: 'Zatvori' })).toHaveLength(1);
  },
};

/**
 * Escape in the border editor: with nothing changed it closes, and focus is back on Edit borders;
 * after a change it asks the editor's cancel question first: No keeps the edit, Yes discards it.
 */
export const BordersEscape: Story = {
  parameters: { route: '/parking/provider/1/zone/1/details?tab=borders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = await canvas.findByRole('button', { name: 'Uredi granice' });
    await userEvent.click(opener);
    let dialog = await screen.findByRole('dialog', { name: 'Granice zone Zona 1' });
    await mapReady(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Granice zone Zona 1' })).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    dialog = await screen.findByRole('dialog', { name: 'Granice zone Zona 1' });
    await mapReady(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ukloni poligon 1' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Ukloniti poligon 1?' })).getByRole('button', { name: 'Ukloni' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Ukloni poligon 1' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // A change: Escape asks; No keeps the editor open with the change.
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Jeste li sigurni da želite odustati?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Ne' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Jeste li sigurni da želite odustati?' })).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Granice zone Zona 1' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Ukloni poligon 1' })).toBeNull();

    // Yes discards it: the editor closes, and opens again with the borders as they were.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Jeste li sigurni da želite odustati?' })).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Granice zone Zona 1' })).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    dialog = await screen.findByRole('dialog', { name: 'Granice zone Zona 1' });
    await mapReady(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Ukloni poligon 1' })).toBeVisible();
  },
};

/**
 * A pending change of the borders: the tag, and the proposed borders outlined (dashed) over the
 * current ones until support staff decide; the editor then starts from the proposal, since Edit
 * acts on the request.
 */
export const PendingBorders: Story = {
  parameters: { route: '/parking/provider/1/zone/3/details?tab=borders', simulator: { persona: 'parking' } },
  globals: { scenario: 'pending-changes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = await canvas.findByTestId('pending-borders');
    await expect(within(pending).getByTestId('pending-tag')).toHaveTextContent('Čeka odobrenje · izmjena');
    await expect(within(pending).getByText(/Predložene granice \(isprekidano\) preko sadašnjih/)).toBeVisible();
    await expect(await within(pending).findByRole('region', { name: 'Sadašnje i predložene granice zone Zona 3' })).toBeVisible();
    await mapReady(pending);
    // The map's legend names both outlines in words.
    await expect(within(pending).getByRole('list', { name: 'Legenda' })).toHaveTextContent('Predložene granice, čekaju odobrenje (isprekidana linija)');
  },
};

/**
 * A pending border change withdrawn from the Borders tab: it asks first, says the request is
 * withdrawn, and the tab shows the current borders alone.
 */
export const WithdrawPendingBorders: Story = {
  parameters: { route: '/parking/provider/1/zone/3/details?tab=borders', simulator: { persona: 'parking' } },
  globals: { scenario: 'pending-changes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = within(await canvas.findByTestId('pending-borders'));
    await userEvent.click(pending.getByRole('button', { name: 'Povuci predložene granice' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Jeste li sigurni da želite povući ovaj zahtjev za promjenu?' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Povuci zahtjev' })).toBeVisible());
    await waitFor(() => expect(dialog.getByText('Granice ostaju sadašnje; predložene se odbacuju.')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Povuci zahtjev' }));
    await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je povučen.')).toBeVisible());
    await waitFor(() => expect(canvas.queryByTestId('pending-borders')).toBeNull());
    await expect(canvas.getByText('Broj poligona: 1')).toBeVisible();
    // The message has been read; the picture should not depend on how long it stays.
    toaster.remove();
    await waitFor(() => expect(document.querySelector('[data-scope=toast][data-state=open]')).toBeNull());
  },
};

/** The read-only partner sees a pending border change but cannot withdraw it. */
export const PendingBordersReadOnly: Story = {
  parameters: { route: '/parking/provider/1/zone/3/details?tab=borders' },
  globals: { scenario: 'pending-changes', persona: 'viewer' },
  play: async ({ canvasElement }) => {
    const element = await within(canvasElement).findByTestId('pending-borders');
    const pending = within(element);
    await expect(pending.getByTestId('pending-tag')).toHaveTextContent('Čeka odobrenje · izmjena');
    await expect(pending.queryByRole('button', { name: 'Povuci predložene granice' })).toBeNull();
    await mapReady(element);
  },
};

/** The read-only partner may look at the borders but not change them. */
export const BordersReadOnly: Story = {
  parameters: { route: '/parking/provider/1/zone/1/details?tab=borders' },
  globals: { persona: 'viewer' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Prikaži granice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Granice zone Zona 1' });
    await mapReady(dialog);
    await expect(within(dialog).getByText('Granice možete samo pregledati.')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Spremi' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Uvezi .geojson' })).toBeNull();
  },
};

/**
 * A changed closing-rule dialog is not lost to a navigation (the browser's Back, for one): the app
 * asks first. Stay keeps the dialog as typed; Leave goes on.
 */
export const ClosingRuleUnsaved: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await rulesTable(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Nova iznimka' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nova iznimka' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /Razlog/ }), 'Radovi');
    await navigateInStory('/parking/provider/1/zone');
    const leave = within(await screen.findByRole('alertdialog', { name: 'Napustiti stranicu?' }));
    await userEvent.click(leave.getByRole('button', { name: 'Ostani' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(dialog.getByRole('textbox', { name: /Razlog/ })).toHaveValue('Radovi');
    await expect(within(canvasElement).queryByTestId('navigated-to')).toBeNull();
    await navigateInStory('/parking/provider/1/zone');
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Napustiti stranicu?' })).getByRole('button', { name: 'Napusti' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated-to')).toHaveTextContent('/parking/provider/1/zone'));
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
