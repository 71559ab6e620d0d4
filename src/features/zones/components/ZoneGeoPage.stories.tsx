import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { operationsEndpoints, operationsPatterns } from '../../../api/contract/endpoints-operations';
import { changeRequestWire } from '../../../api/contract/working-periods';
import { http } from '../../../api/http';
import { expectNoSidewaysScroll, navigateInStory, phoneOf } from '../../../test-support/design-system';
import { toaster } from '../../../design-system/components/toast-store';
import { mapReady } from '../../../test-support/map-editor';
import { saveBorders } from '../../../test-support/zones';
import { ZoneGeoPage } from './ZoneGeoPage';

const meta = {
  title: 'Screens/Zones/Zone borders (full page)',
  component: ZoneGeoPage,
  parameters: {
    layout: 'fullscreen',
    route: '/parking/provider/1/zone/1/geo',
    routePattern: '/parking/provider/:id/zone/:zoneId/geo',
    simulator: { persona: 'parking' },
  },
} satisfies Meta<typeof ZoneGeoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor on a page of its own, without the top bar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Granice zone Zona 1', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Glavna navigacija' })).toBeNull();
    await mapReady(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Šifra zone' })).toHaveValue('Z1');
  },
};

/** Close asks first ("Are you sure you want to cancel?") and returns to the zone's borders tab. */
export const CloseReturnsToDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    await userEvent.click(within(canvas.getByRole('group', { name: 'Spremanje granica' })).getByRole('button', { name: 'Zatvori' }));
    const confirm = await screen.findByRole('dialog', { name: 'Jeste li sigurni da želite odustati?' });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Da' })).toBeVisible());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Da' }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to').textContent).toBe('/parking/provider/1/zone/1/details?tab=borders'));
  },
};

/**
 * Borders changed and not yet sent are not lost to a navigation (a link, Back): the app asks first.
 * Stay keeps the editor as it was left; Leave goes on.
 */
export const LeaveAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    const shapes = () => canvas.getAllByText(/^Poligon \d+ · markera: \d+$/).length;
    const before = shapes();
    await userEvent.click(canvas.getByRole('button', { name: `Ukloni poligon ${before}` }));
    const remove = within(await screen.findByRole('alertdialog', { name: `Ukloniti poligon ${before}?` }));
    await userEvent.click(remove.getByRole('button', { name: 'Ukloni' }));
    await waitFor(() => expect(canvas.queryAllByText(/^Poligon \d+ · markera: \d+$/)).toHaveLength(before - 1));

    await navigateInStory('/parking/provider/1/zone');
    const leave = within(await screen.findByRole('alertdialog', { name: 'Napustiti stranicu?' }));
    await userEvent.click(leave.getByRole('button', { name: 'Ostani' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.queryAllByText(/^Poligon \d+ · markera: \d+$/)).toHaveLength(before - 1);
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();

    await navigateInStory('/parking/provider/1/zone');
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Napustiti stranicu?' })).getByRole('button', { name: 'Napusti' }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent('/parking/provider/1/zone'));
  },
};

/** A failed save says the zone polygons were not saved; the editor keeps the change. */
export const SaveFails: Story = {
  parameters: {
    simulator: { persona: 'parking', faults: [{ method: 'PATCH', path: operationsPatterns.zone, status: 500 }] },
  },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await saveBorders(canvasElement);
    await waitFor(() => expect(screen.getByText(/^Poligoni zone nisu spremljeni\./)).toBeVisible());
    await mapReady(canvasElement);
  },
};

/** The read-only partner may look at the borders on the full page, not change them. */
export const ReadOnly: Story = {
  globals: { persona: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    await expect(canvas.getByText('Granice možete samo pregledati.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Spremi' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Nacrtaj novi poligon' })).toBeNull();
  },
};

/** A zone with a pending border change opens on the proposal (Edit acts on the request): the seeded proposal is one square. */
export const PendingProposal: Story = {
  parameters: { route: '/parking/provider/1/zone/3/geo' },
  globals: { scenario: 'pending-changes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Poligoni zone' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByRole('listitem')).toHaveTextContent('Poligon 1 · markera: 4');
    // The proposal is edited against the borders in force, outlined beside it.
    const legend = canvas.getByRole('list', { name: 'Legenda' });
    await expect(legend).toHaveTextContent('Predložene granice koje uređujete (puna linija)');
    await expect(legend).toHaveTextContent('Odobrene granice, vrijede do odluke (sivo, crta-točka)');
  },
};

/**
 * Every seeded zone has borders; a zone loses them as in the portal: the partner proposes removing
 * them (PATCH with no polygon) and support staff approve it through the simulator's control surface,
 * as the demo panel does.
 */
async function removeBorders(providerId: number, zoneId: number) {
  const request = await http.patch(operationsEndpoints.zone(providerId, zoneId), { body: { polygon_data: null }, schema: changeRequestWire });
  const approved = await fetch(`/__simulator/change-requests/${request.request_id}/approve`, { method: 'POST' });
  if (!approved.ok) throw new Error(`Approving the removal of zone ${zoneId}'s borders failed: ${approved.status}`);
}

/**
 * A zone without borders: the editor starts from a default polygon, a square of about 300 m around
 * the provider's coordinates, drawn in the zone's colour among the provider's other zones, and says so.
 */
export const NoBorders: Story = {
  parameters: { route: '/parking/provider/1/zone/2/geo' },
  loaders: [() => removeBorders(1, 2)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Granice zone Zona 2', level: 1 })).toBeVisible();
    await mapReady(canvasElement);
    await expect(canvas.getByText('Zona još nema granice: prikazan je zadani poligon. Uredite ga i spremite.')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Poligoni zone' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByRole('listitem')).toHaveTextContent('Poligon 1 · markera: 4');
    // The square in Zona 2's own colour (yellow); the provider's other zones are there for context.
    await expect(canvasElement.querySelectorAll('path[stroke="#FDD835"]')).toHaveLength(1);
    await expect(canvas.getByRole('list', { name: 'Legenda' })).toHaveTextContent('Ostale zone pružatelja');
    // It can be edited and saved as the zone's first borders.
    await expect(canvas.getByRole('button', { name: 'Uredi poligon 1' })).toBeEnabled();
    await expect(within(canvas.getByRole('group', { name: 'Spremanje granica' })).getByRole('button', { name: 'Spremi' })).toBeEnabled();
  },
};

const proposeRemoval = () => http.patch(operationsEndpoints.zone(1, 2), { body: { polygon_data: null }, schema: changeRequestWire });

/** Checks the editor on Zona 2's pending removal: said so, from the approved borders, no second outline. */
async function showsPendingRemoval(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Granice zone Zona 2', level: 1 })).toBeVisible();
  await mapReady(canvasElement);
  const notice = within(canvas.getByTestId('editor-pending'));
  await expect(notice.getByTestId('pending-tag')).toHaveTextContent('Čeka odobrenje · uklanjanje');
  await expect(notice.getByText(/^Zahtjev uklanja granice zone\. Prikazane su odobrene granice/)).toBeVisible();
  await expect(canvas.queryByText(/Zona još nema granice/)).toBeNull();
  const list = canvas.getByRole('list', { name: 'Poligoni zone' });
  await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  // Zona 2's approved borders, in its own colour; no approved outline beside them.
  await expect(canvasElement.querySelectorAll('path[stroke="#FDD835"]').length).toBeGreaterThan(0);
  await expect(canvas.getByRole('list', { name: 'Legenda' })).not.toHaveTextContent('Odobrene granice');
}

/**
 * A pending removal of the borders: the editor says so, and starts from the approved borders (not
 * the default polygon), without a second outline, since nothing else is proposed.
 */
export const PendingRemoval: Story = {
  parameters: { route: '/parking/provider/1/zone/2/geo' },
  loaders: [proposeRemoval],
  play: async ({ canvasElement }) => showsPendingRemoval(canvasElement),
};

/** Saving the approved borders unchanged withdraws the pending removal, and the editor says so. */
export const WithdrawRemovalBySaving: Story = {
  parameters: { route: '/parking/provider/1/zone/2/geo' },
  loaders: [proposeRemoval],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsPendingRemoval(canvasElement);
    await saveBorders(canvasElement);
    await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je povučen.')).toBeVisible());
    await waitFor(() => expect(canvas.queryByTestId('editor-pending')).toBeNull());
    await expect(screen.queryByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeNull();
    toaster.remove();
    await waitFor(() => expect(document.querySelector('[data-scope=toast][data-state=open]')).toBeNull());
    await mapReady(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { simulator: { persona: 'parking', faults: [{ path: operationsPatterns.zoneDetails, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Učitavanje…' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { simulator: { persona: 'parking', faults: [{ path: operationsPatterns.zoneDetails, status: 500 }] } },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('Podaci se nisu mogli učitati.')).toBeVisible();
    // The page has no top bar: Try again, and the way back to the zone.
    await expect(alert.getByRole('button', { name: 'Pokušaj ponovno' })).toBeEnabled();
    await expect(alert.getByRole('link', { name: 'Natrag na detalje zone' })).toHaveAttribute('href', '/parking/provider/1/zone/1/details?tab=borders');
  },
};

/** The provider's zone list fails: the editor still opens on the zone, without the other zones. */
export const OtherZonesFail: Story = {
  parameters: { simulator: { persona: 'parking', faults: [{ method: 'GET', path: operationsPatterns.zoneList, status: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Naziv zone' })).toHaveValue('Zona 1');
    await expect(within(canvas.getByRole('group', { name: 'Spremanje granica' })).getByRole('button', { name: 'Spremi' })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Borders of zone Zona 1', level: 1 })).toBeVisible();
    await mapReady(canvasElement);
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
/**
 * The editor on a 390 px phone: nothing scrolls sideways. Leaflet fits the view to a frame that is
 * still settling at this width, so the map's own pixels are masked in the picture; the rest is kept.
 */
export const Phone: Story = {
  ...phoneOf(Default),
  play: async (context) => {
    await expectNoSidewaysScroll(context);
    await waitFor(() => expect(context.canvasElement.querySelector('.leaflet-container')).not.toBeNull());
    context.canvasElement.querySelector('.leaflet-container')?.setAttribute('data-screenshot-mask', '');
  },
};
