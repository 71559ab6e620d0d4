import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { MapSkeleton } from './MapSkeleton';
import { PolygonEditor } from './PolygonEditor';
import { BOW_TIE, CENTAR, CENTAR_EAST, INTO_DONJI_GRAD, OTHER_ZONES, ring, STORY_SERVICES } from '../../test-support/map-zones';
import { clickAt, mapReady, mapSettled } from '../../test-support/map-editor';
import type { ZoneFeatureCollection } from './types';

const meta = {
  title: 'Design system/Map/PolygonEditor',
  component: PolygonEditor,
  args: {
    services: STORY_SERVICES,
    cityCode: 'ZG',
    zoneCode: 'Z01',
    zoneName: 'Centar',
    color: '#E53935',
    polygons: [CENTAR, CENTAR_EAST],
    otherZones: OTHER_ZONES,
    onSubmit: fn(async () => undefined),
    onClose: fn(),
    onReset: fn(),
    height: 420,
  },
  decorators: [
    (Story) => (
      <Box maxW="960px">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PolygonEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The d attributes of the zone's own polygons (drawn in its colour), sorted. */
const ownShapes = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('path[stroke="#E53935"]')].map((p) => p.getAttribute('d')).sort();

const polygonItems = (c: Canvas) => c.getAllByText(/^Poligon \d+ · markera: \d+$/).map((el: HTMLElement) => el.textContent);

async function startEditing(canvasElement: HTMLElement, n = 1) {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('button', { name: `Uredi poligon ${n}` }));
  await waitFor(() => expect(c.getAllByRole('button', { name: /^Marker \d+ od \d+$/ }).length).toBeGreaterThan(0));
}

/** Moves the first vertex of the edited polygon by keyboard. */
async function nudgeFirstVertex(canvasElement: HTMLElement, key = '{ArrowRight}', times = 3) {
  const c = within(canvasElement);
  const marker = c.getByRole('button', { name: /^Marker 1 od \d+$/ });
  marker.focus();
  for (let i = 0; i < times; i++) await userEvent.keyboard(key);
}

async function confirmIn(canvasElement: HTMLElement, title: string, button: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await body(canvasElement).findByRole(role, { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(openDialogs(canvasElement)).toHaveLength(0));
  // Closed, and gone (the screenshot is of the page while any dialog is in it).
  await waitFor(() => expect(canvasElement.ownerDocument.body.querySelector('[role=dialog], [role=alertdialog]')).toBeNull());
}

const openDialogs = (canvasElement: HTMLElement) =>
  [...canvasElement.ownerDocument.body.querySelectorAll('[role=dialog], [role=alertdialog]')].filter((d) => d.getAttribute('data-state') === 'open');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const c = within(canvasElement);
    expect(c.getByRole('textbox', { name: 'Šifra grada' })).toHaveValue('ZG');
    expect(c.getByRole('textbox', { name: 'Šifra zone' })).toHaveAttribute('readonly');
    expect(c.getByRole('textbox', { name: 'Naziv zone' })).toHaveValue('Centar');
    expect(polygonItems(c)).toEqual(['Poligon 1 · markera: 4', 'Poligon 2 · markera: 4']);
    expect(c.getByText('Odaberite poligon za uređivanje ili na karti kliknite na njega.')).toBeVisible();
    // The zone's own style, and the provider's other zones for context.
    const own = canvasElement.querySelectorAll('path[stroke="#E53935"]');
    expect(own).toHaveLength(2);
    expect(own[0]).toHaveAttribute('fill-opacity', '0.2');
    expect(c.getByRole('list', { name: 'Legenda' })).toHaveTextContent('Ostale zone pružatelja (sivo, isprekidano)');
    expect(c.queryByTestId('polygon-warnings')).toBeNull();
    expect(c.getByRole('button', { name: 'Spremi' })).toBeEnabled();
  },
};

export const EditThenCancel: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    const before = ownShapes(canvasElement);
    await startEditing(canvasElement);
    expect(c.getByRole('status', { name: '' })).toHaveTextContent('Uređujete poligon 1');
    expect(c.getByText(/Markeri: 4 \/ 30/)).toBeVisible();
    // Every polygon but the edited one is greyed: #9E9E9E, opacity 0.5, dash 4 4.
    expect(canvasElement.querySelectorAll('path[stroke="#9E9E9E"][stroke-opacity="0.5"][stroke-dasharray="4 4"]')).toHaveLength(4);
    expect(c.getAllByRole('button', { name: /^Marker \d+ od 4$/ })).toHaveLength(4);
    expect(c.getByRole('button', { name: 'Spremi' })).toBeDisabled();
    expect(c.getByText('Završite uređivanje ili odustanite od promjena prije spremanja.')).toBeVisible();
    await nudgeFirstVertex(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Odustani od promjena' }));
    await waitFor(() => expect(c.queryAllByRole('button', { name: /^Marker / })).toHaveLength(0));
    expect(ownShapes(canvasElement)).toEqual(before);
    expect(c.getByRole('button', { name: 'Spremi' })).toBeEnabled();
  },
};

export const UndoAndRedo: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    await startEditing(canvasElement);
    const undo = c.getByRole('button', { name: 'Poništi' });
    const redo = c.getByRole('button', { name: 'Ponovi' });
    expect(undo).toBeDisabled();
    await nudgeFirstVertex(canvasElement, '{ArrowDown}', 2);
    expect(undo).toBeEnabled();
    expect(redo).toBeDisabled();
    await userEvent.click(undo);
    await userEvent.click(undo);
    expect(undo).toBeDisabled();
    expect(redo).toBeEnabled();
    await userEvent.click(redo);
    expect(undo).toBeEnabled();
    await userEvent.click(c.getByRole('button', { name: 'Završi uređivanje' }));
    await userEvent.click(c.getByRole('button', { name: 'Spremi' }));
    await confirmIn(canvasElement, 'Spremiti promjene?', 'Spremi');
    // One step of two survived the undo and redo: the first vertex moved down (south) a little.
    const sent = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as ZoneFeatureCollection;
    const [lng, lat] = sent.features[0]!.geometry.coordinates[0]![0]![0]!;
    expect(lng).toBeCloseTo(CENTAR[0]![0]![0], 7);
    expect(lat).toBeLessThan(CENTAR[0]![0]![1]);
  },
};

export const EditFinishAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    await startEditing(canvasElement);
    await nudgeFirstVertex(canvasElement, '{ArrowRight}', 2);
    await userEvent.click(c.getByRole('button', { name: 'Završi uređivanje' }));
    await userEvent.click(c.getByRole('button', { name: 'Spremi' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Spremiti promjene?' });
    expect(dialog).toHaveTextContent('Nove granice zone bit će poslane na odobrenje.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvasElement.ownerDocument.body.querySelector('[role=dialog]')).toBeNull());
    const sent = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as ZoneFeatureCollection;
    expect(sent.features[0]!.properties).toEqual({ zone_code: 'Z01', zone_name: 'Centar', city_code: 'ZG', fill: '#E53935', 'fill-opacity': 0.2 });
    const [first, second] = sent.features[0]!.geometry.coordinates;
    expect(first![0]![0]![0]).toBeGreaterThan(CENTAR[0]![0]![0]);
    expect(first![0]![0]).toEqual(first![0]![first![0]!.length - 1]);
    expect(second).toEqual(CENTAR_EAST);
    expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const SaveAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Spremi i zatvori' }));
    await confirmIn(canvasElement, 'Spremiti promjene?', 'Spremi');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const SaveFailsKeepsChanges: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('400'))) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Ukloni poligon 2' }));
    await confirmIn(canvasElement, 'Ukloniti poligon 2?', 'Ukloni', 'alertdialog');
    await userEvent.click(c.getByRole('button', { name: 'Spremi i zatvori' }));
    await confirmIn(canvasElement, 'Spremiti promjene?', 'Spremi');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    expect(args.onClose).not.toHaveBeenCalled();
    expect(polygonItems(c)).toEqual(['Poligon 1 · markera: 4']);
    await waitFor(() => expect(c.getByRole('button', { name: 'Spremi' })).toBeEnabled());
  },
};

export const RemoveWithConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Ukloni poligon 2' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Ukloniti poligon 2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odustani' }));
    expect(polygonItems(c)).toHaveLength(2);
    await userEvent.click(c.getByRole('button', { name: 'Ukloni poligon 2' }));
    await confirmIn(canvasElement, 'Ukloniti poligon 2?', 'Ukloni', 'alertdialog');
    expect(polygonItems(c)).toEqual(['Poligon 1 · markera: 4']);
    expect(ownShapes(canvasElement)).toHaveLength(1);
  },
};

export const ResetRestoresFirstLoaded: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    const before = ownShapes(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Ukloni poligon 1' }));
    await confirmIn(canvasElement, 'Ukloniti poligon 1?', 'Ukloni', 'alertdialog');
    expect(polygonItems(c)).toHaveLength(1);
    await userEvent.click(c.getByRole('button', { name: 'Vrati na početno' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Vratiti granice na početne?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odustani' }));
    expect(polygonItems(c)).toHaveLength(1);
    expect(args.onReset).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Vrati na početno' }));
    await confirmIn(canvasElement, 'Vratiti granice na početne?', 'Vrati', 'alertdialog');
    expect(polygonItems(c)).toHaveLength(2);
    expect(args.onReset).toHaveBeenCalledTimes(1);
    await mapSettled(canvasElement);
    expect(ownShapes(canvasElement)).toEqual(before);
  },
};

export const CloseAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Zatvori' }));
    await confirmIn(canvasElement, 'Jeste li sigurni da želite odustati?', 'Ne');
    expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Zatvori' }));
    await confirmIn(canvasElement, 'Jeste li sigurni da želite odustati?', 'Da');
    expect(args.onClose).toHaveBeenCalledTimes(1);
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SelfIntersectionWarning: Story = {
  args: { polygons: [BOW_TIE] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    const warnings = c.getByTestId('polygon-warnings');
    expect(warnings).toHaveTextContent('Provjerite granice prije spremanja');
    expect(warnings).toHaveTextContent('Poligon 1 siječe sam sebe (1 presjek).');
    // The crossing is marked on the map.
    expect(canvasElement.querySelectorAll('path[stroke="#C41230"]')).toHaveLength(1);
    await userEvent.click(c.getByRole('button', { name: 'Spremi' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Spremiti promjene?' });
    expect(dialog).toHaveTextContent('Poligon 1 siječe sam sebe (1 presjek).');
  },
};

export const OverlapWarning: Story = {
  args: { polygons: [INTO_DONJI_GRAD] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    expect(c.getByTestId('polygon-warnings')).toHaveTextContent('Poligon 1 preklapa se sa zonom Donji grad.');
    expect(c.getByTestId('polygon-warnings')).not.toHaveTextContent('siječe');
  },
};

export const DefaultPolygon: Story = {
  args: { polygons: null, otherZones: [], center: [45.8131, 15.9775] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    expect(c.getByText('Zona još nema granice: prikazan je zadani poligon. Uredite ga i spremite.')).toBeVisible();
    expect(polygonItems(c)).toEqual(['Poligon 1 · markera: 4']);
    expect(canvasElement.querySelector('path[stroke="#E53935"]')).not.toBeNull();
  },
};

export const DefaultColour: Story = {
  args: { color: '#FFFFFF', otherZones: [] },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const own = canvasElement.querySelectorAll('path[stroke="#3388FF"][fill-opacity="0.2"]');
    expect(own).toHaveLength(2);
  },
};

export const ImportGeoJson: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    const text = JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: ring([15.974, 45.8095], [15.98, 45.8095], [15.98, 45.813]) } });
    fireEvent.change(c.getByTestId('geojson-input'), { target: { files: [new File([text], 'nove-granice.geojson', { type: 'application/geo+json' })] } });
    expect(await c.findByText('Granice su uvezene iz datoteke nove-granice.geojson. Spremite ih za slanje zahtjeva.')).toBeVisible();
    expect(polygonItems(c)).toEqual(['Poligon 1 · markera: 3']);
    await mapSettled(canvasElement);
  },
};

export const ImportRefused: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    const input = c.getByTestId('geojson-input');
    fireEvent.change(input, { target: { files: [new File(['not json'], 'granice.geojson')] } });
    expect(await c.findByText('Datoteka nije ispravan GeoJSON.')).toBeVisible();
    const corners = Array.from({ length: 31 }, (_, i) => [15.977 + Math.cos(i / 5) / 500, 45.811 + Math.sin(i / 5) / 500]);
    const tooMany = JSON.stringify({ type: 'Polygon', coordinates: [[...corners, corners[0]]] });
    fireEvent.change(input, { target: { files: [new File([tooMany], 'granice.geojson')] } });
    expect(await c.findByText('Poligon 1 u datoteci ima 31 markera, a najviše je 30.')).toBeVisible();
    // Nothing was replaced.
    expect(polygonItems(c)).toHaveLength(2);
  },
};

/** A file over the import's position limit (20,000 in all) is refused with the limit named, and the borders stay as they were. */
export const ImportTooManyPoints: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    const before = ownShapes(canvasElement);
    const corners = Array.from({ length: 20_500 }, (_, i) => [
      Math.round((15.977 + Math.cos(i / 3000) / 500) * 1e6) / 1e6,
      Math.round((45.811 + Math.sin(i / 3000) / 500) * 1e6) / 1e6,
    ]);
    const text = JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[...corners, corners[0]]] } });
    fireEvent.change(c.getByTestId('geojson-input'), { target: { files: [new File([text], 'granice.geojson', { type: 'application/geo+json' })] } });
    expect(await c.findByText('Datoteka ima previše točaka: može se uvesti ukupno najviše 20.000 točaka.')).toBeVisible();
    // Nothing was replaced: the same polygons, in the list and on the map.
    expect(polygonItems(c)).toEqual(['Poligon 1 · markera: 4', 'Poligon 2 · markera: 4']);
    expect(ownShapes(canvasElement)).toEqual(before);
    expect(c.queryByText(/Granice su uvezene/)).toBeNull();
    expect(c.getByText('Odaberite poligon za uređivanje ili na karti kliknite na njega.')).toBeVisible();
  },
};

/** A 400,000-point file (about 8 MB) is refused by its size before it is read; the borders stay as they were. */
export const ImportHugeFile: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    const before = ownShapes(canvasElement);
    const ring = Array.from({ length: 400_000 }, (_, i) => `[${(15.9 + i / 4e6).toFixed(7)},${(45.8 + i / 4e6).toFixed(7)}]`).join(',');
    const text = `{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[${ring}]]}}`;
    fireEvent.change(c.getByTestId('geojson-input'), { target: { files: [new File([text], 'granice.geojson', { type: 'application/geo+json' })] } });
    expect(await c.findByText('Datoteka je prevelika: može se uvesti najviše 2 MB.')).toBeVisible();
    expect(polygonItems(c)).toEqual(['Poligon 1 · markera: 4', 'Poligon 2 · markera: 4']);
    expect(ownShapes(canvasElement)).toEqual(before);
  },
};

export const DownloadGeoJson: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    const blobs: Blob[] = [];
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:zone';
    });
    const names: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      await userEvent.click(c.getByRole('button', { name: 'Preuzmi .geojson' }));
      expect(names).toEqual(['ZG-Z01.geojson']);
      const saved = JSON.parse(await blobs[0]!.text()) as ZoneFeatureCollection;
      expect(saved.features[0]!.geometry).toEqual({ type: 'MultiPolygon', coordinates: [CENTAR, CENTAR_EAST] });
      expect(blobs[0]!.type).toBe('application/geo+json');
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
  },
};

export const SearchPlaces: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Traži mjesto ili adresu' }), 'Zagreb');
    await userEvent.click(c.getByRole('button', { name: 'Traži' }));
    const results = await c.findByRole('radiogroup', { name: 'Rezultati pretrage' });
    const first = within(results).getByRole('radio', { name: 'Zagreb' });
    expect(first).toHaveAttribute('aria-checked', 'true');
    // One result selected at a time.
    await userEvent.click(within(results).getByRole('radio', { name: 'Zagrebačka katedrala' }));
    expect(first).toHaveAttribute('aria-checked', 'false');
    expect(within(results).getAllByRole('radio', { checked: true })).toHaveLength(1);
    await mapSettled(canvasElement);
    expect(canvasElement.querySelector('.leaflet-tooltip')).toHaveTextContent('Zagrebačka katedrala');
    // The geocoder's licence, as its terms ask, in its own words.
    expect(c.getByTestId('search-licence')).toHaveTextContent(/^Simulated geocoder: places from the portal simulator/);
  },
};

/** By keyboard: Enter searches, Tab reaches the chosen result (one Tab stop), the arrows choose another and the map follows. */
export const SearchResultsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Traži mjesto ili adresu' }), 'Zagreb{Enter}');
    const results = within(await c.findByRole('radiogroup', { name: 'Rezultati pretrage' }));
    const [first, second] = results.getAllByRole('radio');
    // Past the two search buttons, straight to the chosen result.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await expect(second).toBeChecked();
    await expect(results.getAllByRole('radio', { checked: true })).toHaveLength(1);
    await mapSettled(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-tooltip')).toHaveTextContent(second!.textContent!));
    // Tab leaves the group at once, whatever the number of results.
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement?.closest('[role=radiogroup][aria-label="Rezultati pretrage"]')).toBeNull();
  },
};

/** Searches a city's boundary and waits until the map shows it. */
async function showCityBoundary(canvasElement: HTMLElement, city: string) {
  const c = within(canvasElement);
  await mapReady(canvasElement);
  await userEvent.type(c.getByRole('textbox', { name: 'Traži mjesto ili adresu' }), city);
  await userEvent.click(c.getByRole('button', { name: 'Granica grada' }));
  const results = await c.findByRole('radiogroup', { name: 'Rezultati pretrage' });
  expect(within(results).getByRole('radio', { name: city })).toHaveAttribute('aria-checked', 'true');
  expect(c.getByRole('list', { name: 'Legenda' })).toHaveTextContent('Granica grada iz pretrage (ljubičasto, točkasto)');
  await mapSettled(canvasElement);
  expect(canvasElement.querySelectorAll('path[stroke="#7B1FA2"]')).toHaveLength(1);
}

/** The City of Zagreb's real boundary around the seeded zones, as the picture shows. */
export const CityBoundary: Story = {
  play: async ({ canvasElement }) => showCityBoundary(canvasElement, 'Zagreb'),
};

/** A town's boundary (its real area, inside its real county); removing the selection clears it from the map. */
export const CityBoundaryRemoved: Story = {
  play: async ({ canvasElement }) => {
    await showCityBoundary(canvasElement, 'Samobor');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ukloni odabrani rezultat' }));
    expect(canvasElement.querySelectorAll('path[stroke="#7B1FA2"]')).toHaveLength(0);
    // The result stays offered, no longer selected, with the data's licence still beside it.
    const results = within(canvasElement).getByRole('radiogroup', { name: 'Rezultati pretrage' });
    expect(within(results).getByRole('radio', { name: 'Samobor' })).toHaveAttribute('aria-checked', 'false');
    expect(within(canvasElement).getByTestId('search-licence')).toHaveTextContent(/^Simulated geocoder/);
    await mapSettled(canvasElement);
  },
};

export const SearchProblems: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Traži' }));
    expect(c.getByText('Upišite mjesto, adresu ili grad.')).toBeVisible();
    await userEvent.type(c.getByRole('textbox', { name: 'Traži mjesto ili adresu' }), 'Atlantis');
    await userEvent.click(c.getByRole('button', { name: 'Traži' }));
    expect(await c.findByText('Nema rezultata za „Atlantis”.')).toBeVisible();
  },
};

export const SearchUnavailable: Story = {
  args: { services: { ...STORY_SERVICES, geocoderUrl: '/__simulator/geo/unavailable' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Traži mjesto ili adresu' }), 'Zagreb');
    await userEvent.click(c.getByRole('button', { name: 'Traži' }));
    expect(await c.findByText('Pretraživanje trenutačno nije dostupno. Pokušajte ponovno.')).toBeVisible();
    // The borders are untouched.
    expect(polygonItems(c)).toHaveLength(2);
  },
};

export const PendingChange: Story = {
  args: { pending: [ring([15.972, 45.8095], [15.9795, 45.8095], [15.98, 45.814], [15.974, 45.8148])] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    expect(c.getByRole('list', { name: 'Legenda' })).toHaveTextContent('Predložene granice, čekaju odobrenje (isprekidana linija)');
    expect(canvasElement.querySelectorAll('path[stroke="#C2410C"][stroke-dasharray="8 6"]')).toHaveLength(1);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    expect(c.getByText('Granice možete samo pregledati.')).toBeVisible();
    for (const name of ['Spremi', 'Spremi i zatvori', 'Vrati na početno', 'Nacrtaj novi poligon', 'Uvezi .geojson', 'Uredi poligon 1', 'Ukloni poligon 1']) {
      expect(c.queryByRole('button', { name })).toBeNull();
    }
    expect(c.getByRole('button', { name: 'Preuzmi .geojson' })).toBeVisible();
    await clickAt(canvasElement.querySelector('path[stroke="#E53935"]')!);
    expect(c.queryAllByRole('button', { name: /^Marker / })).toHaveLength(0);
    await userEvent.click(c.getByRole('button', { name: 'Zatvori' }));
    await confirmIn(canvasElement, 'Jeste li sigurni da želite odustati?', 'Da');
    expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EditByClickingThePolygon: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('path[stroke="#E53935"]')).toHaveLength(2));
    // Polygon 2 lies east of polygon 1.
    const [, second] = [...canvasElement.querySelectorAll('path[stroke="#E53935"]')].sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left);
    await clickAt(second!, {}, { direct: true });
    expect(await c.findByText(/Uređujete poligon 2/)).toBeVisible();
  },
};

export const DrawThenCancel: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Nacrtaj novi poligon' }));
    expect(c.getByText(/Kliknite na kartu za svaki vrh novog poligona \(najviše 30\)/)).toBeVisible();
    // leaflet-draw's hint follows the pointer, in the page's language.
    expect(canvasElement.querySelector('.leaflet-draw-tooltip')).toHaveTextContent('Kliknite za početak crtanja.');
    expect(c.getByRole('button', { name: 'Spremi' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Odustani od promjena' }));
    expect(canvasElement.querySelector('.leaflet-draw-tooltip')).toBeNull();
    expect(polygonItems(c)).toHaveLength(2);
    expect(c.getByRole('button', { name: 'Spremi' })).toBeEnabled();
  },
};

export const Satellite: Story = {
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Satelit' }));
    await mapReady(canvasElement, 'satellite');
  },
};

export const Loading: Story = {
  render: () => <MapSkeleton height={680} />,
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Učitavanje…');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await mapReady(canvasElement);
    expect(c.getByRole('textbox', { name: 'City code' })).toHaveValue('ZG');
    await userEvent.click(c.getByRole('button', { name: 'Edit polygon 1' }));
    expect(await c.findByRole('button', { name: 'Marker 1 of 4' })).toBeInTheDocument();
    expect(c.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Finish editing' }));
    await userEvent.click(c.getByRole('button', { name: 'Close' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Are you sure you want to cancel?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeVisible());
  },
};
