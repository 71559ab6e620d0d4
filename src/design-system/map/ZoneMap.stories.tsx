import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MapSkeleton } from './MapSkeleton';
import { CENTAR, ring, STORY_SERVICES, ZONES } from '../../test-support/map-zones';
import { clickAt, mapReady, mapSettled } from '../../test-support/map-editor';
import { ZoneMap } from './ZoneMap';

const meta = {
  title: 'Design system/Map/ZoneMap',
  component: ZoneMap,
  args: { zones: ZONES, services: STORY_SERVICES, label: 'Zone pružatelja Parking Centar' },
  decorators: [
    (Story) => (
      <Box maxW="900px">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ZoneMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const c = within(canvasElement);
    expect(c.getByRole('region', { name: 'Zone pružatelja Parking Centar' })).toBeVisible();
    // Every zone with borders is a button on the map; the white zone is drawn in the default blue.
    const zones = c.getAllByRole('button', { name: /^Zona .*: prikaži detalje$/ });
    expect(zones).toHaveLength(4);
    const donjiGrad = c.getByRole('button', { name: 'Zona Donji grad: prikaži detalje' });
    expect(donjiGrad.getAttribute('stroke')).toBe('#3388FF');
    expect(donjiGrad.getAttribute('fill-opacity')).toBe('0.2');
    expect(c.getByRole('radio', { name: 'Ulice' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const PopoverByPointer: Story = {
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const c = within(canvasElement);
    await clickAt(c.getByRole('button', { name: 'Zona Maksimir: prikaži detalje' }));
    const popup = await c.findByTestId('zone-popup-4');
    expect(popup).toHaveTextContent('Zona Maksimir');
    const close = await c.findByRole('button', { name: 'Zatvori' });
    await clickAt(close);
    await waitFor(() => expect(c.queryByTestId('zone-popup-4')).toBeNull());
    await mapSettled(canvasElement);
  },
};

export const PopoverByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const c = within(canvasElement);
    const gornjiGrad = c.getByRole('button', { name: 'Zona Gornji grad: prikaži detalje' });
    gornjiGrad.focus();
    expect(gornjiGrad).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await c.findByTestId('zone-popup-3')).toHaveTextContent('Zona Gornji grad');
    await mapSettled(canvasElement);
    gornjiGrad.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(c.queryByTestId('zone-popup-3')).toBeNull());
  },
};

export const CustomPopover: Story = {
  args: {
    renderPopup: (zone) => (
      <Text>
        {zone.name}: {zone.polygons.length} {zone.polygons.length === 1 ? 'poligon' : 'poligona'}
      </Text>
    ),
  },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const c = within(canvasElement);
    await clickAt(c.getByRole('button', { name: 'Zona Centar: prikaži detalje' }), {}, { direct: true });
    expect(await c.findByTestId('zone-popup-1')).toHaveTextContent('Centar: 2 poligona');
    // Closed again, so the picture does not depend on when the popup finished its layout.
    await clickAt(await c.findByRole('button', { name: 'Zatvori' }));
    await waitFor(() => expect(c.queryByTestId('zone-popup-1')).toBeNull());
    await mapSettled(canvasElement);
  },
};

export const Satellite: Story = {
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'Satelit' }));
    await mapReady(canvasElement, 'satellite');
    expect(c.getByRole('radio', { name: 'Satelit' })).toHaveAttribute('aria-checked', 'true');
    const tiles = [...canvasElement.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((img) => img.src.includes('/geo/tiles/satellite/'))).toBe(true);
  },
};

export const PendingChange: Story = {
  args: {
    pending: [{ zoneId: 1, polygons: [ring([15.972, 45.8095], [15.9795, 45.8095], [15.98, 45.814], [15.974, 45.8148])] }],
  },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const c = within(canvasElement);
    const legend = c.getByRole('list', { name: 'Legenda' });
    expect(legend).toHaveTextContent('Trenutne granice (puna linija)');
    expect(legend).toHaveTextContent('Predložene granice, čekaju odobrenje (isprekidana linija)');
    expect(canvasElement.querySelectorAll('path[stroke="#C2410C"][stroke-dasharray="8 6"]')).toHaveLength(1);
  },
};

export const OneZone: Story = {
  args: { zones: [{ id: 9, name: 'Trg', color: '#8E24AA', polygons: [CENTAR] }] },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    expect(within(canvasElement).getAllByRole('button', { name: /^Zona / })).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { zones: [{ id: 5, name: 'Bez granica', polygons: [] }] },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const c = within(canvasElement);
    expect(c.getByText('Nijedna zona nema granice na karti.')).toBeVisible();
    expect(c.queryAllByRole('button', { name: /^Zona / })).toHaveLength(0);
  },
};

/** The map's place while Leaflet's chunk loads. */
export const Loading: Story = {
  render: () => <MapSkeleton height={440} />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    expect(status).toHaveTextContent('Učitavanje…');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Zones of Parking Centar' },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const c = within(canvasElement);
    expect(c.getByRole('region', { name: 'Zones of Parking Centar' })).toBeVisible();
    expect(c.getByRole('radio', { name: 'Streets' })).toBeVisible();
    expect(c.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await clickAt(c.getByRole('button', { name: 'Zone Maksimir: show details' }));
    expect(await c.findByTestId('zone-popup-4')).toHaveTextContent('Zone Maksimir');
    await clickAt(await c.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(c.queryByTestId('zone-popup-4')).toBeNull());
    await mapSettled(canvasElement);
  },
};
