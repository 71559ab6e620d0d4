import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '../../../api/contract/endpoints';
import { operationsPatterns } from '../../../api/contract/endpoints-operations';
import { toaster } from '../../../design-system/components/toast-store';
import { mapReady } from '../../../test-support/map-editor';
import { ZonesPage } from './ZonesPage';
import { phoneOf } from '../../../test-support/design-system';

const meta = {
  title: 'Screens/Zones/Zones page',
  component: ZonesPage,
  parameters: {
    layout: 'fullscreen',
    shell: 'layout',
    route: '/parking/provider/1/zone',
    routePattern: '/parking/provider/:id/zone',
    simulator: { persona: 'parking' },
  },
} satisfies Meta<typeof ZonesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const zonesTable = async (canvasElement: HTMLElement, name = 'Zone pružatelja Parking Zagreb d.o.o.') =>
  within(await within(canvasElement).findByRole('table', { name }));

/** The provider has coordinates: its zones' map shows; the screenshot waits for its tiles. */
const mapShown = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-map-layer="street"]')).not.toBeNull());
  await mapReady(canvasElement);
};

const expandZone = async (canvasElement: HTMLElement, zone: string) => {
  const table = await zonesTable(canvasElement);
  const row = await table.findByRole('row', { name: new RegExp(`${zone} (Aktivna|Neaktivna)`) });
  await userEvent.click(within(row).getByRole('button', { name: 'Prikaži detalje' }));
  return within(await within(canvasElement).findByRole('group', { name: `Radna vremena zone ${zone}` }));
};

/** A partner who may change: the provider's name, the manual, the embed button, New at both levels, Edit and Remove. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Parking Zagreb d.o.o.', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Preuzmi upute (.pptx)' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Ugradi kartu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Novo radno vrijeme' })).toHaveAttribute('href', '/parking/provider/1/working-periods/new');
    const table = await zonesTable(canvasElement);
    const row = await table.findByRole('row', { name: /Zona 1 Aktivna/ });
    await expect(within(row).getByRole('img', { name: 'Boja #E53935' })).toBeVisible();
    await expect(within(row).getByText('Aktivna')).toBeVisible();
    await expect(within(row).getByRole('link', { name: 'Detalji zone Zona 1' })).toHaveAttribute('href', '/parking/provider/1/zone/1/details');

    const cards = await expandZone(canvasElement, 'Zona 1');
    await expect(cards.getByRole('link', { name: 'Novo radno vrijeme' })).toHaveAttribute('href', '/parking/provider/1/zone/1/working-periods/new');
    const active = canvasElement.querySelector('article[data-active="true"]') as HTMLElement;
    await expect(active).toBeTruthy();
    await expect(within(active).getByText('Aktivno')).toBeVisible();
    await expect(within(active).getByText('Redovno radno vrijeme')).toBeVisible();
    // The fixed clock is Saturday 21 November 2026: Saturday is bold in the active period.
    const today = active.querySelector('tr[data-today="true"]') as HTMLElement;
    await expect(today).toHaveTextContent('Subota');
    await expect(getComputedStyle(today.querySelector('td')!).fontWeight).toBe('700');
    await expect(within(active).getByRole('link', { name: /^Uredi razdoblje/ })).toHaveAttribute('href', '/parking/provider/1/zone/1/working-period/1/edit');
    await expect(within(active).getByRole('button', { name: /^Ukloni razdoblje/ })).toBeVisible();
    await mapShown(canvasElement);
    // Every zone with borders is on the map, each with its popover.
    const map = within(canvas.getByRole('region', { name: 'Karta zona pružatelja Parking Zagreb d.o.o.' }));
    await expect(map.getAllByRole('button', { name: /^Zona .*: prikaži detalje$/ }).length).toBeGreaterThan(0);
  },
};

/** The read-only partner sees the zones and hours, but no New, Edit or Remove. */
export const ReadOnly: Story = {
  globals: { persona: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Parking Zagreb d.o.o.', level: 1 })).toBeVisible();
    const cards = await expandZone(canvasElement, 'Zona 1');
    await expect(cards.getAllByRole('article').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('link', { name: 'Novo radno vrijeme' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Uredi razdoblje/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Ukloni razdoblje/ })).toBeNull();
    await mapShown(canvasElement);
  },
};

/** Support staff open any provider's zones read-only. */
export const SupportReadOnly: Story = {
  parameters: { route: '/parking/provider/2/zone' },
  globals: { persona: 'support' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading.textContent).not.toBe('Zone'));
    await expect(canvas.queryByRole('link', { name: 'Novo radno vrijeme' })).toBeNull();
    await mapShown(canvasElement);
  },
};

/** Pending requests: a new period for two zones and a change carry the "waiting for approval" tag; Edit opens the request. */
export const PendingItems: Story = {
  parameters: { simulator: { persona: 'parking' } },
  globals: { scenario: 'pending-changes' },
  play: async ({ canvasElement }) => {
    const cards = await expandZone(canvasElement, 'Zona 1');
    const pending = await waitFor(() => {
      const found = cards.getAllByTestId('pending-tag');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    await expect(pending[0]).toHaveTextContent('Čeka odobrenje · novo');
    const card = pending[0]!.closest('article') as HTMLElement;
    await expect(within(card).getByText('Radno vrijeme za iduću godinu')).toBeVisible();
    await expect(within(card).getByRole('link', { name: /^Uredi razdoblje/ }).getAttribute('href')).toMatch(
      /^\/parking\/provider\/1\/zone\/1\/working-period-request\/\d+\/edit$/,
    );
    await expect(within(card).getByRole('button', { name: /^Povuci zahtjev/ })).toBeVisible();
    await mapShown(canvasElement);
  },
};

/** Withdrawing a pending period asks first, naming the other zone its request covers, says the request is withdrawn, and the card goes from both zones. */
export const WithdrawPendingPeriod: Story = {
  parameters: { simulator: { persona: 'parking' } },
  globals: { scenario: 'pending-changes' },
  play: async ({ canvasElement }) => {
    const cards = await expandZone(canvasElement, 'Zona 1');
    const description = await cards.findByText('Radno vrijeme za iduću godinu');
    const card = within(description.closest('article') as HTMLElement);
    await userEvent.click(card.getByRole('button', { name: /^Povuci zahtjev/ }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Jeste li sigurni da želite povući ovaj zahtjev za promjenu?' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Povuci zahtjev' })).toBeVisible());
    // The request was made for two zones: the dialog says it goes for both.
    await expect(dialog.getByTestId('withdraw-also')).toHaveTextContent('Zahtjev vrijedi i za: Zona 2. Povlači se za sve zone na koje se odnosi.');
    await userEvent.click(dialog.getByRole('button', { name: 'Povuci zahtjev' }));
    await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je povučen.')).toBeVisible());
    await expect(screen.queryByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeNull();
    await waitFor(() => expect(cards.queryByText('Radno vrijeme za iduću godinu')).toBeNull());
    const other = await expandZone(canvasElement, 'Zona 2');
    await waitFor(() => expect(other.queryByText('Radno vrijeme za iduću godinu')).toBeNull());
    await mapShown(canvasElement);
    // The message has been read; the picture should not depend on how long it stays.
    toaster.remove();
    await waitFor(() => expect(document.querySelector('[data-scope=toast][data-state=open]')).toBeNull());
  },
};

/** Removing a period asks first, then submits a removal request and says so for 5 s. */
export const RemoveAsksThenRequests: Story = {
  play: async ({ canvasElement }) => {
    const cards = await expandZone(canvasElement, 'Zona 1');
    const [remove] = await cards.findAllByRole('button', { name: /^Ukloni razdoblje/ });
    await userEvent.click(remove!);
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Jeste li sigurni da želite ukloniti ovo radno vrijeme?' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Ukloni' })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Ukloni' }));
    await waitFor(() => expect(screen.getByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeVisible());
    await expect(screen.getByText('Radno vrijeme uspješno je uklonjeno')).toBeVisible();
    await waitFor(() => expect(cards.getAllByTestId('pending-tag')[0]).toHaveTextContent('uklanjanje'));
    await mapShown(canvasElement);
  },
};

/** A failed removal says the request was not submitted. */
export const RemoveFails: Story = {
  parameters: {
    simulator: { persona: 'parking', faults: [{ method: 'DELETE', path: operationsPatterns.zoneWorkingPeriod, status: 500 }] },
  },
  play: async ({ canvasElement }) => {
    const cards = await expandZone(canvasElement, 'Zona 1');
    const [remove] = await cards.findAllByRole('button', { name: /^Ukloni razdoblje/ });
    await userEvent.click(remove!);
    const dialog = within(await screen.findByRole('alertdialog'));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Ukloni' })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Ukloni' }));
    await waitFor(() => expect(screen.getByText(/Došlo je do pogreške. Zahtjev za promjenu nije poslan./)).toBeVisible());
    await mapShown(canvasElement);
  },
};

/**
 * The embed preview shows the page behind the map URL at the chosen size: here the simulator's
 * stand-in, which draws the provider's zones at the frame's size (not the browser's error page).
 */
async function previewShowsMap(frame: HTMLElement) {
  await waitFor(
    () => {
      const map = (frame as HTMLIFrameElement).contentDocument?.querySelector('img');
      expect(map?.complete ? map.naturalWidth : 0).toBe(Number(frame.getAttribute('width')));
    },
  );
}

/** The embed dialog: sizes, the snippet and Copy ("Copied to the clipboard"), custom sizes with an outline of the real size. */
export const EmbedMap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await mapShown(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ugradi kartu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ugradi kartu zona' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Kopiraj' })).toBeVisible());
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Veličina' }), 'small');
    const snippet = dialog.getByRole('textbox', { name: 'HTML kod za ugradnju' });
    await expect(snippet).toHaveValue(
      `<iframe src="${location.origin}/__simulator/zone-map.html?provider=1" width="400" height="300" style="border:0" loading="lazy"></iframe>`,
    );
    const preview = dialog.getByTitle('Pregled ugrađene karte');
    await expect(preview).toHaveAttribute('width', '400');
    await expect(preview).toHaveAttribute('height', '300');
    await previewShowsMap(preview);
    await userEvent.click(dialog.getByRole('button', { name: 'Kopiraj' }));
    await expect(writeText).toHaveBeenCalledWith(expect.stringContaining('width="400" height="300"'));
    await waitFor(() => expect(screen.getByText('Kopirano u međuspremnik')).toBeVisible());
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Veličina' }), 'custom');
    await expect(dialog.queryByTitle('Pregled ugrađene karte')).toBeNull();
    const width = dialog.getByRole('spinbutton', { name: 'Širina (px)' });
    await userEvent.clear(width);
    await userEvent.type(width, '320');
    await waitFor(() => expect((snippet as HTMLInputElement).value).toContain('width="320" height="600"'));
    await waitFor(() => expect(dialog.getByTestId('embed-size-outline')).toHaveStyle({ width: '320px', height: '600px' }));
    writeText.mockRestore();
    // Closing returns to the page (the screenshot shows it settled, without the dialog's focus).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ugradi kartu zona' })).toBeNull());
    toaster.remove();
  },
};

/** A map address that is not a web address (here javascript:) is neither framed nor offered as code. */
export const EmbedMapNotWebAddress: Story = {
  parameters: {
    simulator: {
      faults: [{ path: operationsPatterns.zoneMapUrl, status: 200, body: { zone_map_url: 'javascript:alert(1)' } }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ugradi kartu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ugradi kartu zona' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Adresa karte nije web adresa (http ili https) pa se karta ne može ugraditi.');
    await expect(dialog.queryByTitle('Pregled ugrađene karte')).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Kopiraj' })).toBeNull();
  },
};

/** The embed dialog in English, left open on the medium size's live preview of the provider's map. */
export const EmbedMapEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapShown(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Embed map' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Embed the zone map' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible());
    await expect(dialog.getByRole('combobox', { name: 'Size' })).toHaveValue('medium');
    await expect(dialog.getByText('Preview at real size: 600 × 450 px')).toBeVisible();
    const snippet = dialog.getByRole('textbox', { name: 'HTML embed code' });
    await expect(snippet).toHaveValue(`<iframe src="${location.origin}/__simulator/zone-map.html?provider=1" width="600" height="450" style="border:0" loading="lazy"></iframe>`);
    // The snippet names the test server's origin, whose port changes from run to run.
    snippet.setAttribute('data-screenshot-mask', '');
    await previewShowsMap(dialog.getByTitle('Preview of the embedded map'));
  },
};

/**
 * A partner who may propose changes (Remove) but may not open the working-period forms (no
 * ParkingProviderNew/EditWorkingPeriodView): no New or Edit, which would lead to the permission page.
 */
export const ProposeWithoutFormAccess: Story = {
  parameters: {
    simulator: {
      persona: 'parking',
      // The permission list (reporting.md §7) answered by a simulator fault: parking's, less the two form permissions.
      faults: [
        {
          method: 'GET',
          path: endpoints.permissionList,
          status: 200,
          body: { permissions: ['ParkingView', 'ParkingProviderView', 'ParkingProviderZonesView', 'ParkingProviderZoneDetailsView', 'ChangeParkingZoneRequests'] },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const cards = await expandZone(canvasElement, 'Zona 1');
    await expect((await cards.findAllByRole('button', { name: /^Ukloni razdoblje/ })).length).toBeGreaterThan(0);
    await expect(within(canvasElement).queryByRole('link', { name: 'Novo radno vrijeme' })).toBeNull();
    await expect(cards.queryAllByRole('link', { name: /^Uredi razdoblje/ })).toHaveLength(0);
    await mapShown(canvasElement);
  },
};

/** Every third provider has no map URL: no embed button. */
export const NoMapUrl: Story = {
  parameters: { route: '/parking/provider/3/zone' },
  globals: { persona: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Preuzmi upute (.pptx)' });
    await waitFor(() => expect(canvasElement.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('button', { name: 'Ugradi kartu' })).toBeNull();
    await mapShown(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { simulator: { persona: 'parking', faults: [{ path: operationsPatterns.zoneList, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Parking Zagreb d.o.o.', level: 1 })).toBeVisible();
    await expect(await within(canvasElement).findAllByRole('status')).not.toHaveLength(0);
  },
};

export const Empty: Story = {
  parameters: { simulator: { persona: 'parking' } },
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pružatelj nema zona.')).toBeVisible();
    await mapShown(canvasElement);
  },
};

export const LoadFailed: Story = {
  parameters: {
    simulator: { persona: 'parking', faults: [{ path: operationsPatterns.zoneList, status: 500, body: { detail: 'Baza zona nije dostupna.' } }] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Podaci se nisu mogli učitati.');
    await expect(alert).toHaveTextContent('Baza zona nije dostupna.');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Parking Zagreb d.o.o.', level: 1 })).toBeVisible();
    const table = within(await canvas.findByRole('table', { name: 'Zones of Parking Zagreb d.o.o.' }));
    const row = await table.findByRole('row', { name: /Zona 1 Active/ });
    await expect(within(row).getByText('Active')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: /./ }));
    const cards = within(await canvas.findByRole('group', { name: 'Working hours of zone Zona 1' }));
    await expect(cards.getAllByText('Saturday').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('link', { name: 'New working hours' }).length).toBe(2);
    await mapShown(canvasElement);
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
