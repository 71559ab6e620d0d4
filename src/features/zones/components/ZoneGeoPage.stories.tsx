import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mapReady } from '../../../design-system/map/storyHelpers';
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

/** A failed save says the zone polygons were not saved; the editor keeps the change. */
export const SaveFails: Story = {
  parameters: {
    simulator: { persona: 'parking', faults: [{ method: 'PATCH', path: '/api/parking/provider/:id/zona/:zoneId/', status: 500 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    await userEvent.click(within(canvas.getByRole('group', { name: 'Spremanje granica' })).getByRole('button', { name: 'Spremi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Spremiti promjene?' });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Spremi' })).toBeVisible());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Spremi' }));
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
  },
};

export const Loading: Story = {
  parameters: { simulator: { persona: 'parking', faults: [{ path: '/api/parking/provider/:id/zona/:zoneId/detaljno/', delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Učitavanje…' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { simulator: { persona: 'parking', faults: [{ path: '/api/parking/provider/:id/zona/:zoneId/detaljno/', status: 500 }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Podaci se nisu mogli učitati.');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Borders of zone Zona 1', level: 1 })).toBeVisible();
    await mapReady(canvasElement);
  },
};
