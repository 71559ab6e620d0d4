import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastDuration } from '../../../../.storybook/requests';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { operationsEndpoints } from '../../../api/contract/endpoints-operations';
import { emailResponse, settingResponse } from '../../../api/contract/settings';
import { http } from '../../../api/http';
import { PaydoStatisticsPage } from './PaydoStatisticsPage';
import { phoneOf, pickMenuItem } from '../../../test-support/design-system';
import { areaRequests, bodyRows, loadedTable, sectionRequests, STORY_RANGE, viewRoute, watchRequests } from '../../../test-support/paydo-statistics';

const meta = {
  title: 'Screens/Platform statistics',
  component: PaydoStatisticsPage,
  parameters: { layout: 'fullscreen', shell: 'layout', route: viewRoute('users-and-sales'), routePattern: '/paydo-statistika/:tab' },
  beforeEach: () => watchRequests(),
} satisfies Meta<typeof PaydoStatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const begin = (el: HTMLElement) => within(el).getByRole('textbox', { name: 'Početni datum' });
const end = (el: HTMLElement) => within(el).getByRole('textbox', { name: 'Završni datum' });
const shown = (el: HTMLElement) => within(el).getByTestId('paydo-shown-range');
const magic = (el: HTMLElement) => within(el).getByRole('button', { name: 'Pametni odabir' });
/** The range the view shows has become `range`, and the view's data for it has loaded. */
async function showsLoaded(el: HTMLElement, range: string) {
  await waitFor(() => expect(shown(el)).toHaveTextContent(range));
  await loadedTable(el, 'Korisnici i kupovine');
  await waitFor(() => expect(el.ownerDocument.querySelector('[data-testid=loading-overlay]')).toBeNull());
}
/**
 * After a pick from a presets menu: once the menu has closed (and given the focus back), the story
 * takes the focus away, so the picture has no focus ring whatever input modality earlier stories left.
 */
async function settleMenu(trigger: HTMLElement) {
  await waitFor(() => {
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const menu = trigger.ownerDocument.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(menu === null || menu.hidden || menu.getAttribute('data-state') === 'closed').toBe(true);
  });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  if (trigger.ownerDocument.activeElement instanceof HTMLElement) trigger.ownerDocument.activeElement.blur();
  await waitFor(() => {
    expect(trigger).not.toHaveFocus();
    expect(trigger).not.toHaveAttribute('data-focus-visible');
  });
}

const tabs = (el: HTMLElement) => within(within(el).getByRole('navigation', { name: 'Prikazi statistike' }));

/** The users-and-sales view of October 2026: dates, counts and amounts in the Croatian format. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, 'Korisnici i kupovine', 20);
    await expect(bodyRows(table)).toHaveLength(20);
    await waitFor(() => expect(begin(canvasElement)).toHaveValue('1. 10. 2026.'));
    await waitFor(() => expect(end(canvasElement)).toHaveValue('31. 10. 2026.'));
    await expect(shown(canvasElement)).toHaveTextContent('Prikazano razdoblje: 1. 10. 2026. – 31. 10. 2026.');
    await expect(bodyRows(table)[0]).toHaveTextContent(/1\. 10\. 2026\./);
    await expect(bodyRows(table)[0]).toHaveTextContent(/\d,\d{2}\s€/);
    await expect(tabs(canvasElement).getByRole('link', { name: 'Korisnici i kupovine' })).toHaveAttribute('aria-current', 'page');
    const sent = sectionRequests('korisnici_i_kupovine').at(-1);
    await expect(sent?.get('beginDate')).toBe('2026-10-01');
    await expect(sent?.get('endDate')).toBe('2026-10-31');
  },
};

/** Without a range in the URL the whole span applies: 16 April 2018 to yesterday. */
export const WholeSpanByDefault: Story = {
  parameters: { route: '/paydo-statistika/users-and-sales' },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine', 20);
    await waitFor(() => expect(begin(canvasElement)).toHaveValue('16. 4. 2018.'));
    await waitFor(() => expect(end(canvasElement)).toHaveValue('20. 11. 2026.'));
    const sent = sectionRequests('korisnici_i_kupovine').at(-1);
    await expect(sent?.get('beginDate')).toBe('2018-04-16');
    await expect(sent?.get('endDate')).toBe('2026-11-20');
  },
};

/** The area's own path opens the first view with the whole span. */
export const AreaOpensFirstView: Story = {
  parameters: { route: '/paydo-statistika', routePattern: '/paydo-statistika' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('navigated-to')).toHaveTextContent(
        '/paydo-statistika/users-and-sales?beginDate=2018-04-16&endDate=2026-11-20',
      ),
    );
  },
};

/** Switching views keeps the range: every view asks for the same beginDate and endDate, page 1. */
export const TabChangesKeepTheDates: Story = {
  parameters: { route: viewRoute('users-and-sales', { begin: '2026-09-01', end: '2026-10-15' }) + '&page=2' },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine', 20);
    await expect(sectionRequests('korisnici_i_kupovine').at(-1)?.get('page')).toBe('2');
    const walk = [
      ['Sve kupovine', 'sve_kupovine'],
      ['Po gradovima', 'po_gradovima'],
      ['Tokenizirane kartice', 'tokenizirane_kartice'],
    ] as const;
    for (const [name, section] of walk) {
      await userEvent.click(tabs(canvasElement).getByRole('link', { name }));
      await expect(await within(canvasElement).findByRole('heading', { level: 2, name })).toBeVisible();
      await loadedTable(canvasElement, name);
      await expect(tabs(canvasElement).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await waitFor(() => expect(begin(canvasElement)).toHaveValue('1. 9. 2026.'));
      await waitFor(() => expect(end(canvasElement)).toHaveValue('15. 10. 2026.'));
      await expect(shown(canvasElement)).toHaveTextContent('1. 9. 2026. – 15. 10. 2026.');
      const sent = sectionRequests(section).at(-1);
      await expect(sent?.get('beginDate')).toBe('2026-09-01');
      await expect(sent?.get('endDate')).toBe('2026-10-15');
      await expect(sent?.get('page')).toBe('1');
    }
  },
};

/** A new range goes to the URL and to every call, and starts at page 1. */
export const NewRangeFromPresets: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine', 20);
    await pickMenuItem(within(canvasElement).getByRole('button', { name: 'Početni datum: brzi odabir' }), 'Početak mjeseca');
    // The end (31 October) lay before the new begin and was cleared: the end is required again.
    await waitFor(() => expect(end(canvasElement)).toHaveValue(''));
    const endPresets = within(canvasElement).getByRole('button', { name: 'Završni datum: brzi odabir' });
    await pickMenuItem(endPresets, 'Jučer');
    await settleMenu(endPresets);
    await showsLoaded(canvasElement, '1. 11. 2026. – 20. 11. 2026.');
    await waitFor(() => {
      const sent = sectionRequests('korisnici_i_kupovine').at(-1);
      expect(sent?.get('beginDate')).toBe('2026-11-01');
      expect(sent?.get('endDate')).toBe('2026-11-20');
    });
  },
};

/** Magic button, both dates set: one day comes off the begin date. */
export const MagicBothSet: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine');
    await userEvent.click(magic(canvasElement));
    await waitFor(() => expect(begin(canvasElement)).toHaveValue('30. 9. 2026.'));
    await waitFor(() => expect(end(canvasElement)).toHaveValue('31. 10. 2026.'));
    await showsLoaded(canvasElement, '30. 9. 2026. – 31. 10. 2026.');
  },
};

/** Magic button, only the end set: the end is copied to the begin. */
export const MagicOnlyEnd: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Početni datum: očisti' }));
    await waitFor(() => expect(begin(canvasElement)).toHaveValue(''));
    await expect(await within(canvasElement).findByText('Datum je obavezan.')).toBeVisible();
    await userEvent.click(magic(canvasElement));
    await waitFor(() => expect(begin(canvasElement)).toHaveValue('31. 10. 2026.'));
    await waitFor(() => expect(end(canvasElement)).toHaveValue('31. 10. 2026.'));
    await showsLoaded(canvasElement, '31. 10. 2026. – 31. 10. 2026.');
  },
};

/** Magic button, only the begin set: the begin is copied to the end. */
export const MagicOnlyBegin: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Završni datum: očisti' }));
    await waitFor(() => expect(end(canvasElement)).toHaveValue(''));
    await userEvent.click(magic(canvasElement));
    await waitFor(() => expect(begin(canvasElement)).toHaveValue('1. 10. 2026.'));
    await waitFor(() => expect(end(canvasElement)).toHaveValue('1. 10. 2026.'));
    await showsLoaded(canvasElement, '1. 10. 2026. – 1. 10. 2026.');
  },
};

/**
 * Magic button, neither set: both today. Today lies past the latest date (yesterday), so both
 * become yesterday.
 */
export const MagicNeitherSet: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Početni datum: očisti' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Završni datum: očisti' }));
    await expect(within(canvasElement).getAllByText('Datum je obavezan.')).toHaveLength(2);
    // The tables keep the range of the URL while the picker holds an incomplete one.
    await expect(shown(canvasElement)).toHaveTextContent('1. 10. 2026. – 31. 10. 2026.');
    await userEvent.click(magic(canvasElement));
    await waitFor(() => expect(begin(canvasElement)).toHaveValue('20. 11. 2026.'));
    await waitFor(() => expect(end(canvasElement)).toHaveValue('20. 11. 2026.'));
    await showsLoaded(canvasElement, '20. 11. 2026. – 20. 11. 2026.');
  },
};

/** A malformed date in the URL: the picker says so, the view asks to choose a range, and no statistics are asked for. */
export const MalformedDateInUrl: Story = {
  parameters: { route: '/paydo-statistika/users-and-sales?beginDate=1.10.2026&endDate=2026-10-31' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Datum nije ispravan.')).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Odaberite ispravno razdoblje');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('od 16. 4. 2018. do 20. 11. 2026.');
    await expect(sectionRequests('korisnici_i_kupovine')).toHaveLength(0);
    await expect(within(canvasElement).getByRole('button', { name: 'Excel izvještaj' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Pošalji e-poštom' })).toBeDisabled();
  },
};

/**
 * The user has turned the magic_button setting off (in Settings, through the API, before the
 * screen loads): no magic button; the presets and clear buttons stay.
 */
export const WithoutMagicButtonSetting: Story = {
  beforeEach: async () => {
    watchRequests();
    await http.post(operationsEndpoints.userSetting, { body: { postavka: 'magic_button', vrijednost: 'false' }, schema: settingResponse });
  },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine');
    await expect(within(canvasElement).queryByRole('button', { name: 'Pametni odabir' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Početni datum: očisti' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Završni datum: brzi odabir' })).toBeEnabled();
  },
};

/** A range outside the bounds in the URL: the picker says why, and no statistics are asked for. */
export const RangeOutOfBounds: Story = {
  parameters: { route: viewRoute('users-and-sales', { begin: '2017-01-01', end: '2026-11-21' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Najraniji dopušteni datum je 16. 4. 2018.')).toBeVisible();
    await expect(within(canvasElement).getByText('Najkasniji dopušteni datum je 20. 11. 2026. (jučer).')).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Odaberite ispravno razdoblje');
    await expect(sectionRequests('korisnici_i_kupovine')).toHaveLength(0);
    // A valid range from the presets replaces it.
    await pickMenuItem(within(canvasElement).getByRole('button', { name: 'Početni datum: brzi odabir' }), 'Početak godine');
    const endPresets = within(canvasElement).getByRole('button', { name: 'Završni datum: brzi odabir' });
    await pickMenuItem(endPresets, 'Jučer');
    await settleMenu(endPresets);
    await loadedTable(canvasElement, 'Korisnici i kupovine', 20);
    await expect(shown(canvasElement)).toHaveTextContent('1. 1. 2026. – 20. 11. 2026.');
  },
};

/** The Excel report: BmoveStatistika.xlsx of the URL's range. */
export const ExcelReport: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine');
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excel izvještaj' }));
      await waitFor(() => expect(saved).toEqual(['BmoveStatistika.xlsx']));
      const sent = areaRequests().at(-1);
      await expect(sent?.get('excel')).toBe('true');
      await expect(sent?.get('beginDate')).toBe(STORY_RANGE.begin);
      await expect(sent?.get('endDate')).toBe(STORY_RANGE.end);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

/** A failed export shows the server's text. */
export const ExcelFails: Story = {
  parameters: {
    simulator: {
      faults: [{ path: operationsEndpoints.paydo, query: { excel: 'true' }, status: 400, body: { detail: 'Izvoz nije moguć. Pokušajte kasnije.' } }],
    },
  },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excel izvještaj' }));
    await waitFor(() => expect(screen.getByText('Izvoz nije moguć. Pokušajte kasnije.')).toBeVisible());
  },
};

/** Send by mail to a chosen recipient: the spec's success message. */
export const SendByMail: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine');
    const select = within(canvasElement).getByRole('combobox', { name: 'Primatelj' });
    // Admin has no e-mail stored: the server's recipients only, the first chosen.
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    await expect(select).toHaveValue('uprava@bmove.hr');
    await userEvent.selectOptions(select, 'financije@bmove.hr');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pošalji e-poštom' }));
    await waitFor(() => expect(screen.getByText('Statistika je uspješno poslana')).toBeVisible());
    // Operations toasts stay 5000 ms (operations.md §9).
    await expect(await toastDuration('Statistika je uspješno poslana')).toBe(5000);
    const sent = areaRequests().at(-1);
    await expect(sent?.get('recipient')).toBe('financije@bmove.hr');
    await expect(sent?.get('beginDate')).toBe(STORY_RANGE.begin);
    await expect(sent?.get('endDate')).toBe(STORY_RANGE.end);
  },
};

/**
 * A user with an e-mail stored (set in Settings, through the API, before the screen loads): the
 * own address comes first and is chosen; sending names it as the recipient.
 */
export const SendToOwnAddress: Story = {
  beforeEach: async () => {
    watchRequests();
    await http.post(operationsEndpoints.setEmail, { body: { email: 'ivana.horvat@bmove.hr' }, schema: emailResponse });
  },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine');
    const select = within(canvasElement).getByRole('combobox', { name: 'Primatelj' });
    await waitFor(() => expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Moja adresa (ivana.horvat@bmove.hr)'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pošalji e-poštom' }));
    await waitFor(() => expect(screen.getByText('Statistika je uspješno poslana')).toBeVisible());
    await expect(areaRequests().at(-1)?.get('recipient')).toBe('ivana.horvat@bmove.hr');
  },
};

/** A failed mail: the spec's failure message. */
export const SendByMailFails: Story = {
  parameters: {
    simulator: { faults: [{ path: operationsEndpoints.paydo, method: 'GET', query: { recipient: 'uprava@bmove.hr' }, status: 500, body: {} }] },
  },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Korisnici i kupovine');
    const select = within(canvasElement).getByRole('combobox', { name: 'Primatelj' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    await userEvent.selectOptions(select, 'uprava@bmove.hr');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pošalji e-poštom' }));
    await waitFor(() => expect(screen.getByText('Došlo je do pogreške pri slanju e-pošte sa statistikom.')).toBeVisible());
  },
};

/** A failed fetch without a text of the server: statisticsFetchFailed, as a toast and in place of the table. */
export const FetchFailedWithoutServerText: Story = {
  parameters: { simulator: { faults: [{ path: operationsEndpoints.paydoSection('korisnici_i_kupovine'), status: 500, body: {} }] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    const text = 'Došlo je do pogreške pri dohvaćanju statistike za odabrano razdoblje.';
    await expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
  },
};

/** Paging asks the server for the next page and keeps the range. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, 'Korisnici i kupovine', 20);
    const pages = within(canvasElement).getByRole('navigation', { name: 'Stranice tablice Korisnici i kupovine' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Stranica 2 od 2' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(11));
    const sent = sectionRequests('korisnici_i_kupovine').at(-1);
    await expect(sent?.get('page')).toBe('2');
    await expect(sent?.get('beginDate')).toBe(STORY_RANGE.begin);
  },
};

/** An unknown view: not found, with a way back. */
export const UnknownView: Story = {
  parameters: { route: '/paydo-statistika/nepostojeci' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Stranica nije pronađena')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Na statistiku' })).toHaveAttribute('href', '/paydo-statistika/users-and-sales');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement, 'Users and sales', 20);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Begin date' })).toHaveValue('01/10/2026');
    await expect(within(canvasElement).getByRole('button', { name: 'Excel report' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Send by mail' })).toBeVisible();
    await expect(bodyRows(table)[0]).toHaveTextContent(/€/);
  },
};

/**
 * Without PaydoStatistikaView (the route's guard is not in a story) the server refuses while the
 * session lives: the page says so in the specs' words and stays where it is.
 */
export const WithoutPermission: Story = {
  globals: { persona: 'parking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('alert').some((alert) => alert.textContent?.includes('Nemate dozvolu za ovu radnju. Ako smatrate da biste trebali imati ovlasti za ovu radnju, pokušajte se ponovno prijaviti.'))).toBe(true),
    );
    // Still on the page: the route's own screen, not the stand-in of another route.
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
