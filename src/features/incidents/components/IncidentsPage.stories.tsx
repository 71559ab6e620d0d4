import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastDuration } from '../../../../.storybook/requests';
import { expect, fireEvent, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { operationsEndpoints, operationsPatterns } from '../../../api/contract/endpoints-operations';
import { draftKey, removeDraft, userScope, writeDraft } from '../../../routing/form-draft';
import { getUserInfo } from '../../../api/session';
import { IncidentsPage } from './IncidentsPage';
import { phoneOf } from '../../../test-support/design-system';

const meta = {
  title: 'Screens/Incidents',
  component: IncidentsPage,
  parameters: { layout: 'fullscreen', shell: 'layout', route: '/incidenti' },
} satisfies Meta<typeof IncidentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement, name = 'Incidenti') =>
  within(await within(canvasElement).findByRole('table', { name }));

/** The data rows (each has its expand button). */
const dataRows = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('button', { name: /Prikaži detalje|Sakrij detalje|Show details|Hide details/ }));

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');

const rowsLoaded = async (canvasElement: HTMLElement, count: number) => {
  await table(canvasElement);
  await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(count));
};

const dialog = async () => within(await screen.findByRole('dialog'));

/** The requests the screen sends (the simulator still answers them). */
let fetchSpy: { mock: { calls: unknown[][] } } | undefined;
const watchRequests = () => {
  fetchSpy = spyOn(window, 'fetch');
};
const requestsTo = (pathEnd: string, method = 'GET') =>
  (fetchSpy?.mock.calls ?? [])
    .map(([input, init]) => ({
      url: new URL(input instanceof Request ? input.url : String(input), location.href),
      method: (init as RequestInit | undefined)?.method ?? 'GET',
      body: (init as RequestInit | undefined)?.body,
    }))
    .filter((request) => request.url.pathname.endsWith(pathEnd) && request.method === method);

/** Admin (IncidentsView): every incident, newest first, with the scope links, search, Add and Edit. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsLoaded(canvasElement, 10);
    const [first] = dataRows(canvasElement);
    await expect(cells(first!).slice(1, 6)).toEqual(['Mobilna garaža', '20. 11. 2026. 10:30:00', 'U tijeku', 'Usporen rad naplatnih automata', '']);
    await expect(within(first!).getByRole('img', { name: 'Javni' })).toBeVisible();
    await expect(within(first!).getByRole('button', { name: 'Uredi incident Usporen rad naplatnih automata' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Nije javni' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Dodaj incident' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Pretraživanje incidenata' })).toBeVisible();
    await expect(canvas.getByText('Upišite dio naslova, grupe ili datum u obliku DD.MM.GGGG. i pritisnite Enter.')).toBeVisible();
    const scope = within(canvas.getByRole('navigation', { name: 'Prikaz incidenata' }));
    await expect(scope.getByRole('link', { name: 'Svi incidenti' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Učitano 10 od 25')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Učitaj još' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement, 'Incidents');
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(10));
    await expect(cells(dataRows(canvasElement)[0]!)[3]).toBe('Ongoing');
    await expect(canvas.getByText('Enter part of a title, group or a date in DD.MM.YYYY format and press Enter.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { simulator: { faults: [{ path: operationsEndpoints.incidentList, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(await within(canvasElement).findAllByRole('status')).not.toHaveLength(0);
  },
};

export const Empty: Story = {
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema incidenata')).toBeVisible();
    await expect(within(canvasElement).queryByText(/Prikazani su svi incidenti/)).toBeNull();
  },
};

/** Without IncidentsView (parking partner): the public list only, without search or scope links; Add and Edit stay (operations.md §6 gates only the full list). */
export const PublicOnly: Story = {
  globals: { persona: 'parking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsLoaded(canvasElement, 10);
    await expect(canvas.queryAllByRole('img', { name: 'Nije javni' })).toHaveLength(0);
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Prikaz incidenata' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Dodaj incident' })).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: /^Uredi incident/ })).toHaveLength(10);
    await expect(canvas.getByText('Učitano 10 od 21')).toBeVisible();
  },
};

/** A failed permission check also means the public list; the user is not sent away. */
export const PermissionCheckFails: Story = {
  parameters: { simulator: { faults: [{ path: operationsEndpoints.incidentPermission, status: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsLoaded(canvasElement, 10);
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.queryAllByRole('img', { name: 'Nije javni' })).toHaveLength(0);
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();
  },
};

/** Admin's "public" scope link shows the public list, with search kept. */
export const PublicScope: Story = {
  parameters: { route: '/incidenti?scope=public' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsLoaded(canvasElement, 10);
    const scope = within(canvas.getByRole('navigation', { name: 'Prikaz incidenata' }));
    await expect(scope.getByRole('link', { name: 'Javni incidenti' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryAllByRole('img', { name: 'Nije javni' })).toHaveLength(0);
    await userEvent.click(scope.getByRole('link', { name: 'Svi incidenti' }));
    await waitFor(() => expect(canvas.getByText('Učitano 10 od 25')).toBeVisible());
  },
};

/** Search submits on Enter (page 1, the typed text); a date as DD.MM.YYYY finds the incidents of that day. */
export const SearchOnEnter: Story = {
  beforeEach: watchRequests,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsLoaded(canvasElement, 10);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pretraživanje incidenata' }), '20.11.2026');
    await expect(requestsTo('/system/incident-list/').some((r) => r.url.searchParams.has('search'))).toBe(false);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(1));
    const sent = requestsTo('/system/incident-list/').at(-1)!.url.searchParams;
    await expect(Object.fromEntries(sent)).toEqual({ page: '1', search: '20.11.2026' });
    await expect(cells(dataRows(canvasElement)[0]!)[4]).toBe('Usporen rad naplatnih automata');
    await expect(canvas.getByText('Prikazani su svi incidenti (1).')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Pretraživanje incidenata' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pretraživanje incidenata' }), 'qqqxxx{Enter}');
    await expect(await canvas.findByText('Nijedan incident ne odgovara pretrazi.')).toBeVisible();
  },
};

/** "Load more" adds the next pages until every incident is loaded; then the end marker shows. */
export const LoadMoreToEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(canvas.getByRole('button', { name: 'Učitaj još' }));
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(20));
    await expect(canvas.getByText('Učitano 20 od 25')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Učitaj još' }));
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(25));
    await expect(canvas.getByTestId('incidents-end')).toHaveTextContent('Prikazani su svi incidenti (25).');
    await expect(canvas.queryByRole('button', { name: 'Učitaj još' })).toBeNull();
    // Every incident once.
    const titles = dataRows(canvasElement).map((row) => row.querySelector('[data-testid]')?.getAttribute('data-testid'));
    await expect(new Set(titles).size).toBe(25);
  },
};

/** Scrolling to the end of the list loads the next page by itself. */
export const LoadOnScroll: Story = {
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(dataRows(canvasElement).length).toBeGreaterThan(10));
    window.scrollTo(0, 0);
  },
};

/** A row expands to its description with its line breaks, its components and its level. */
export const ExpandRow: Story = {
  globals: { scenario: 'outage' },
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const row = dataRows(canvasElement).find((r) => r.textContent?.includes('Nedostupan SMS prolaz') && r.textContent.includes('U tijeku'));
    await userEvent.click(within(row!).getByRole('button', { name: 'Prikaži detalje' }));
    const description = await within(canvasElement).findByText(/SMS poruke za parkiranje se ne obrađuju\./);
    await expect(description.textContent).toBe('SMS poruke za parkiranje se ne obrađuju.\nRadimo na otklanjanju kvara.');
    await expect(getComputedStyle(description).whiteSpace).toBe('pre-line');
    await expect(within(canvasElement).getByText('SMS prolaz, Naplata')).toBeVisible();
    await expect(within(canvasElement).getByText('3 – Kritično')).toBeVisible();
  },
};

/** The modal's required fields: title, level, service group and begin time; a click outside does not close it. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dodaj incident' }));
    const modal = await dialog();
    await expect(modal.getByRole('heading', { name: 'Novi incident' })).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(modal.getAllByText('Ovo polje je obavezno.')).toHaveLength(4));
    for (const name of ['Naslov', 'Razina', 'Grupa usluga', 'Početak']) {
      await expect(modal.getByLabelText(new RegExp(`^${name}`))).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(modal.getByLabelText(/^Završetak/)).not.toHaveAttribute('aria-invalid', 'true');
    // A click on the backdrop leaves the modal open.
    const backdrop = document.querySelector<HTMLElement>('[data-scope=dialog][data-part=backdrop]');
    await userEvent.click(backdrop!, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/**
 * Add: the incident saves with an empty end time (null) and two components (joined with '#'), the
 * success message shows and the list reloads with it first. Markup in the title is shown as text.
 */
export const AddIncident: Story = {
  beforeEach: watchRequests,
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dodaj incident' }));
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText(/^Naslov/), '<b>Prekid</b> naplate');
    await userEvent.selectOptions(modal.getByLabelText(/^Razina/), '3');
    await userEvent.selectOptions(modal.getByLabelText(/^Grupa usluga/), 'smspark');
    fireEvent.change(modal.getByLabelText(/^Početak/), { target: { value: '2026-11-21T11:15' } });
    await userEvent.click(await modal.findByRole('checkbox', { name: 'SMS prolaz' }));
    await userEvent.click(modal.getByRole('checkbox', { name: 'Naplata' }));
    await userEvent.type(modal.getByLabelText(/^Opis/), 'Prvi redak{Enter}Drugi redak');
    await userEvent.click(modal.getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(screen.getByText('Podaci o incidentu uspješno su spremljeni.')).toBeVisible());
    // Operations toasts stay 5000 ms (operations.md §9).
    await expect(await toastDuration('Podaci o incidentu uspješno su spremljeni.')).toBe(5000);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [created] = requestsTo('/system/incident-list/', 'POST');
    await expect(JSON.parse(String(created!.body))).toEqual({
      title: '<b>Prekid</b> naplate',
      incident_level: 3,
      service_group: 'smspark',
      begin_time: '2026-11-21T10:15:00Z',
      end_time: null,
      description: 'Prvi redak\nDrugi redak',
      component: 'SMS prolaz#Naplata',
    });
    await waitFor(() => expect(within(canvasElement).getByText('Učitano 10 od 26')).toBeVisible());
    const [first] = dataRows(canvasElement);
    await expect(cells(first!).slice(1, 5)).toEqual(['SMS parking', '21. 11. 2026. 11:15:00', 'U tijeku', '<b>Prekid</b> naplate']);
    await expect(first!.querySelector('b')).toBeNull();
    await userEvent.click(within(first!).getByRole('button', { name: 'Prikaži detalje' }));
    await expect(await within(canvasElement).findByText('SMS prolaz, Naplata')).toBeVisible();
    await expect(within(canvasElement).getByText(/Prvi redak/).textContent).toBe('Prvi redak\nDrugi redak');
  },
};

/** While the incident's details load, the edit modal says so (and has no form to type into yet). */
export const EditLoading: Story = {
  parameters: { simulator: { faults: [{ path: operationsPatterns.incidentDetails, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uredi incident Usporen rad naplatnih automata' }));
    const modal = await dialog();
    await expect(await modal.findByRole('status', { name: 'Učitavanje incidenta…' })).toBeVisible();
    await expect(modal.queryByLabelText(/^Naslov/)).toBeNull();
  },
};

/** Details that fail to load: the modal says so and offers to try again. */
export const EditLoadFails: Story = {
  parameters: { simulator: { faults: [{ path: operationsPatterns.incidentDetails, status: 500 }] } },
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uredi incident Usporen rad naplatnih automata' }));
    const modal = await dialog();
    await expect(await modal.findByText('Podaci o incidentu nisu učitani.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Pokušaj ponovno' })).toBeVisible();
  },
};

/** Edit: the modal loads the incident's details (operations.md §7), opens filled in; the changed title is saved and shown. */
export const EditIncident: Story = {
  beforeEach: watchRequests,
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uredi incident Usporen rad naplatnih automata' }));
    const modal = await dialog();
    await expect(modal.getByRole('heading', { name: 'Uređivanje incidenta' })).toBeVisible();
    await modal.findByLabelText(/^Razina/);
    await expect(modal.getByLabelText(/^Razina/)).toHaveValue('2');
    await expect(modal.getByLabelText(/^Grupa usluga/)).toHaveValue('mgarage');
    await expect(modal.getByLabelText(/^Početak/)).toHaveValue('2026-11-20T10:30');
    await expect(modal.getByLabelText(/^Završetak/)).toHaveValue('');
    await expect(await modal.findByRole('checkbox', { name: 'Naplatni automati' })).toBeChecked();
    await expect(requestsTo('/details/')).toHaveLength(1);
    const title = modal.getByLabelText(/^Naslov/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Naplatni automati rade sporo');
    fireEvent.change(modal.getByLabelText(/^Završetak/), { target: { value: '2026-11-21T09:45' } });
    await userEvent.click(modal.getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(screen.getByText('Podaci o incidentu uspješno su spremljeni.')).toBeVisible());
    await waitFor(() => expect(cells(dataRows(canvasElement)[0]!).slice(3, 5)).toEqual(['21. 11. 2026. 09:45:00', 'Naplatni automati rade sporo']));
  },
};

/** A forced trip to sign-in left the Add dialog open: back on the page, it opens again. */
export const ReopensItsDialog: Story = {
  beforeEach: async () => {
    const key = draftKey(userScope(await getUserInfo()), 'incident-dialog');
    writeDraft(key, { id: null });
    return () => removeDraft(key);
  },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Novi incident' })).toBeVisible();
  },
};

/** The server's field errors go under their fields, a non-field error into the danger box; what was typed stays. */
export const ServerErrors: Story = {
  parameters: {
    simulator: {
      faults: [
        {
          method: 'POST',
          path: operationsEndpoints.incidentList,
          status: 400,
          body: { title: ['Incident s ovim naslovom već postoji.'], non_field_errors: ['Razdoblje se preklapa s otvorenim incidentom.'] },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dodaj incident' }));
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText(/^Naslov/), 'Nedostupan SMS prolaz');
    await userEvent.selectOptions(modal.getByLabelText(/^Razina/), '2');
    await userEvent.selectOptions(modal.getByLabelText(/^Grupa usluga/), 'mgarage');
    fireEvent.change(modal.getByLabelText(/^Početak/), { target: { value: '2026-11-21T08:00' } });
    await userEvent.click(modal.getByRole('button', { name: 'Spremi' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Razdoblje se preklapa s otvorenim incidentom.');
    await expect(modal.getByText('Incident s ovim naslovom već postoji.')).toBeVisible();
    await expect(modal.getByLabelText(/^Naslov/)).toHaveValue('Nedostupan SMS prolaz');
    await expect(modal.getByLabelText(/^Grupa usluga/)).toHaveValue('mgarage');
    await expect(modal.getByLabelText(/^Početak/)).toHaveValue('2026-11-21T08:00');
  },
};

/** A list of `count` incidents as the API sends it (for the counted phrase). */
const incidentList = (count: number) => ({
  incidenti: Array.from({ length: count }, (_, index) => ({
    id: 900 + index,
    title: `Incident ${index + 1}`,
    begin_time: '2026-11-20T09:00:00Z',
    end_time: null,
    description: '',
    component: '',
    service_group: 'smspark',
    incident_level: 2,
    is_public: true,
  })),
  ukupno_incidenata: count,
  broj_stranica: 1,
});

/** The count in words: 1 incident, 3 incidenta, 5 incidenata (hr's one, few and other forms). */
export const CountedInCroatian: Story = {
  parameters: {
    simulator: {
      faults: [1, 3, 5].map((count) => ({ path: operationsEndpoints.incidentList, query: { search: `n${count}` }, status: 200, body: incidentList(count) })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsLoaded(canvasElement, 10);
    const search = canvas.getByRole('textbox', { name: 'Pretraživanje incidenata' });
    for (const [count, words] of [
      [1, '1 incident'],
      [3, '3 incidenta'],
      [5, '5 incidenata'],
    ] as const) {
      await userEvent.clear(search);
      await userEvent.type(search, `n${count}{Enter}`);
      await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(count));
      await expect(canvas.getByTestId('page-header-count')).toHaveAccessibleName(words);
    }
  },
};

/** The list fails: its message with the server's text and a retry. */
export const LoadFailed: Story = {
  parameters: {
    simulator: { faults: [{ path: operationsEndpoints.incidentList, status: 500, body: { detail: 'Baza incidenata nije dostupna.' } }] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {});
    await expect(alert).toHaveTextContent('Incidenti se nisu mogli učitati.');
    await expect(alert).toHaveTextContent('Baza incidenata nije dostupna.');
  },
};

/** The next page fails: the loaded incidents stay, the failure says so and offers a retry. */
export const LoadMoreFails: Story = {
  parameters: {
    simulator: {
      faults: [{ path: operationsEndpoints.incidentList, query: { page: '2' }, status: 500, times: 1, body: { detail: 'Veza s bazom je prekinuta.' } }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsLoaded(canvasElement, 10);
    await userEvent.click(canvas.getByRole('button', { name: 'Učitaj još' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Sljedeća stranica incidenata nije se mogla učitati.');
    await expect(alert).toHaveTextContent('Veza s bazom je prekinuta.');
    await expect(dataRows(canvasElement)).toHaveLength(10);
    await userEvent.click(within(alert).getByRole('button', { name: 'Pokušaj ponovno' }));
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(20));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
