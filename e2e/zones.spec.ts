import type { Page } from '@playwright/test';
import { addDays, today, typed } from './days';
import { chooseFromMenu, expect, expectToastShown, fillNewWorkingPeriod, openSignedIn, proposeClosingRule, test } from './fixtures';

/** The zones table's row of a zone, by its name and status tag. */
const zoneRow = (page: Page, zone: string) => page.getByRole('row', { name: new RegExp(`${zone} (Aktivna|Neaktivna)`) });

async function openDemoPanel(page: Page) {
  await page.getByRole('button', { name: /^Demo/ }).click();
  const panel = page.getByRole('dialog', { name: 'Demo simulatora' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Signs in as the parking partner and opens zone 1's full-page border editor, its map drawn. */
async function openBorderEditorAsParking(page: Page) {
  await openSignedIn(page, 'parking', '/parking/provider/1/zone/1/geo');
  await expect(page.locator('[data-map-layer="street"][data-map-ready="true"]')).toBeVisible();
}

test.describe('zones: change requests approved by support staff in the demo panel', () => {
  test('parking proposes working hours for two zones in one tab; support approves in another; the first tab shows them approved', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, 'parking', '/parking/provider/1');

    // The provider's report links to its zones (the route is built and parking holds ParkingProviderZonesView).
    await page.getByRole('link', { name: 'Zone', exact: true }).first().click();
    await expect(page).toHaveURL(/\/parking\/provider\/1\/zone$/);
    await expect(page.getByRole('heading', { name: 'Parking Zagreb d.o.o.', level: 1 })).toBeVisible();

    const form = await fillNewWorkingPeriod(page, 'E2E zimsko radno vrijeme');
    await form.getByTestId('day-6').getByRole('checkbox').check({ force: true });
    await form.getByRole('button', { name: 'Spremi' }).click();

    await expectToastShown(page, 'Zahtjev za promjenu je poslan na odobrenje.');
    await expect(page).toHaveURL(/\/parking\/provider\/1\/zone$/);
    await zoneRow(page, 'Zona 1').getByRole('button', { name: 'Prikaži detalje' }).click();
    const card = page.getByRole('group', { name: 'Radna vremena zone Zona 1' }).getByRole('article').filter({ hasText: 'E2E zimsko radno vrijeme' });
    await expect(card.getByTestId('pending-tag')).toHaveText(/Čeka odobrenje · novo/);

    // Support staff approve in a second tab's demo panel.
    const other = await context.newPage();
    await other.goto('/parking/provider/1/zone');
    const panel = await openDemoPanel(other);
    const request = panel.getByRole('article').filter({ hasText: 'E2E zimsko radno vrijeme' });
    await expect(request).toContainText('pružatelj Parking Zagreb d.o.o., zone: Zona 1, Zona 2');
    await request.getByRole('button', { name: 'Odobri' }).click();
    await expect(panel.getByRole('region', { name: 'Povijest zahtjeva' }).getByText('Odobren')).toBeVisible();

    // The first tab, untouched, shows the approved hours without a reload.
    await expect(card.getByTestId('pending-tag')).toHaveCount(0);
    await expect(card).toContainText('06:30 – 22:30');
    await expect(card).toContainText('Ne naplaćuje se');
    await expect(page.getByRole('group', { name: 'Radna vremena zone Zona 2' })).toHaveCount(0);
    await zoneRow(page, 'Zona 2').getByRole('button', { name: 'Prikaži detalje' }).click();
    await expect(page.getByRole('group', { name: 'Radna vremena zone Zona 2' }).getByText('E2E zimsko radno vrijeme')).toBeVisible();
  });

  test('a closing rule rejected with a reason leaves the zone and shows the reason in the history', async ({ page }) => {
    await openSignedIn(page, 'parking', '/parking/provider/1/zone/1/details?tab=rules');
    const rules = page.getByRole('tabpanel', { name: 'Iznimke' });
    await proposeClosingRule(page, typed(addDays(today(), 29)), 'E2E zatvaranje zbog radova');
    const row = rules.getByRole('row').filter({ hasText: 'E2E zatvaranje zbog radova' });
    await expect(row.getByTestId('pending-tag')).toHaveText(/Čeka odobrenje · novo/);

    // The demo's button counts the request, and the toast leads to it in the demo panel.
    await expect(page.getByRole('button', { name: 'Demo, 1 zahtjev čeka odobrenje' })).toBeVisible();
    await page.getByRole('button', { name: 'Odobri u demo panelu' }).click();
    const panel = page.getByRole('dialog', { name: 'Demo simulatora' });
    await expect(panel).toBeVisible();
    const request = panel.getByRole('region', { name: 'Zahtjevi na čekanju' }).getByRole('article').filter({ hasText: 'E2E zatvaranje zbog radova' });
    await expect(request).toBeFocused();
    await request.getByRole('textbox', { name: 'Razlog odbijanja' }).fill('Radovi su odgođeni za proljeće.');
    await request.getByRole('button', { name: 'Odbij' }).click();
    const decided = panel.getByRole('region', { name: 'Povijest zahtjeva' }).getByRole('article').filter({ hasText: 'E2E zatvaranje zbog radova' });
    await expect(decided).toContainText('Odbijen');
    await expect(decided).toContainText('Razlog: Radovi su odgođeni za proljeće.');
    await page.keyboard.press('Escape');
    await expect(row).toHaveCount(0);
  });

  test('a closing rule removed with the mouse from its row menu becomes a pending removal', async ({ page }) => {
    await openSignedIn(page, 'parking', '/parking/provider/1/zone/1/details?tab=rules');
    const rules = page.getByRole('tabpanel', { name: 'Iznimke' });
    const menu = rules.getByRole('button', { name: /^Radnje za iznimku/ }).first();
    // The row, by its actions button's name (its dates), which stays while the removal is pending.
    const label = (await menu.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^Radnje za iznimku \d/);
    const row = rules.getByRole('row').filter({ has: page.getByRole('button', { name: label, exact: true }) });
    await chooseFromMenu(page, menu, 'Ukloni');
    const confirm = page.getByRole('alertdialog', { name: 'Jeste li sigurni da želite ukloniti ovu iznimku?' });
    await confirm.getByRole('button', { name: 'Ukloni' }).click();
    await expectToastShown(page, 'Zahtjev za promjenu je poslan na odobrenje.');
    await expect(row.getByTestId('pending-tag')).toHaveText(/uklanjanje/);
  });

  test("the embed dialog's live preview shows the provider's zone map, drawn on this origin", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    await openSignedIn(page, 'parking', '/parking/provider/1/zone');
    await page.getByRole('button', { name: 'Ugradi kartu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ugradi kartu zona' });
    await dialog.getByRole('combobox', { name: 'Veličina' }).selectOption('large');
    const snippet = await dialog.getByRole('textbox', { name: 'HTML kod za ugradnju' }).inputValue();
    expect(snippet).toContain(`src="${origin}/__simulator/zone-map.html?provider=1" width="800" height="600"`);
    const map = page.frameLocator('iframe[title="Pregled ugrađene karte"]').getByRole('img', { name: 'Karta parkirnih zona pružatelja' });
    await expect(map).toBeVisible();
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(800);
    expect(elsewhere).toEqual([]);
  });

  test('the read-only partner sees no New, Edit or Remove', async ({ page }) => {
    await openSignedIn(page, 'viewer', '/parking/provider/1/zone');
    await zoneRow(page, 'Zona 1').getByRole('button', { name: 'Prikaži detalje' }).click();
    await expect(page.getByRole('group', { name: 'Radna vremena zone Zona 1' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Novo radno vrijeme' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Ukloni razdoblje/ })).toHaveCount(0);
  });

  test("support staff reach any provider's zones and any garage's hours from the menus, read-only", async ({ page }) => {
    await openSignedIn(page, 'support', '/parking');
    // Not the partner's own provider: support sees every one.
    const table = page.getByRole('table').first();
    await expect(table.getByRole('link', { name: 'Parking Zagreb d.o.o.' })).toBeVisible();
    const other = table.getByRole('link').filter({ hasNotText: 'Parking Zagreb d.o.o.' }).first();
    const provider = (await other.textContent())!.trim();
    await other.click();
    await expect(page).toHaveURL(/\/parking\/provider\/\d+\?od=/);
    await page.getByRole('link', { name: 'Zone', exact: true }).first().click();
    await expect(page).toHaveURL(/\/parking\/provider\/\d+\/zone$/);
    await expect(page.getByRole('heading', { name: provider, level: 1 })).toBeVisible();
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Novo radno vrijeme' })).toHaveCount(0);

    await page.getByRole('navigation').getByRole('link', { name: 'Garaže', exact: true }).click();
    await expect(page).toHaveURL(/\/garaze\?od=/);
    await page.getByRole('table').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/garaze\/garaza\/\d+\?od=/);
    await page.getByRole('link', { name: 'Radno vrijeme', exact: true }).first().click();
    await expect(page).toHaveURL(/\/garaze\/garaza\/\d+\/working-hours$/);
    await expect(page.getByRole('heading', { name: /: radno vrijeme$/, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nova iznimka' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Novo radno vrijeme' })).toHaveCount(0);
  });

  test('the garage page links to its working hours, where garage proposes a closing rule', async ({ page }) => {
    await openSignedIn(page, 'garage', '/garaze/garaza/1');
    await page.getByRole('link', { name: 'Radno vrijeme', exact: true }).first().click();
    await expect(page).toHaveURL(/\/garaze\/garaza\/1\/working-hours$/);
    await expect(page.getByRole('heading', { name: 'Garaža Tuškanac: radno vrijeme', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Radna vremena garaže Garaža Tuškanac' }).getByRole('article').first()).toBeVisible();
    await proposeClosingRule(page, typed(addDays(today(), 36)), 'E2E inventura garaže');
    await expect(page.getByRole('row').filter({ hasText: 'E2E inventura garaže' }).getByTestId('pending-tag')).toBeVisible();
  });

  test('a border drawn across itself is warned about before it is proposed from the full-page editor', async ({ page }) => {
    await openSignedIn(page, 'parking', '/parking/provider/1/zone/1/details?tab=borders');
    await page.getByRole('link', { name: 'Otvori uređivač granica na cijelom zaslonu' }).click();
    await expect(page).toHaveURL(/\/parking\/provider\/1\/zone\/1\/geo$/);
    await expect(page.getByRole('heading', { name: 'Granice zone Zona 1', level: 1 })).toBeVisible();
    // The page has no top bar (a modal-type route).
    await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toHaveCount(0);
    await expect(page.locator('[data-map-layer="street"][data-map-ready="true"]')).toBeVisible();

    // A bow tie: the ring crosses itself.
    const bowTie = [[15.9725, 45.8105], [15.9792, 45.8135], [15.9785, 45.8102], [15.9742, 45.8142], [15.9725, 45.8105]];
    const geojson = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [bowTie] } }] };
    await page.getByTestId('geojson-input').setInputFiles({ name: 'leptir.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(geojson)) });
    await expect(page.getByTestId('polygon-warnings').first()).toContainText('siječe sam sebe');

    const actions = page.getByRole('group', { name: 'Spremanje granica' });
    await actions.getByRole('button', { name: 'Spremi i zatvori' }).click();
    await page.getByRole('dialog', { name: 'Spremiti promjene?' }).getByRole('button', { name: 'Spremi' }).click();
    await expectToastShown(page, 'Zahtjev za promjenu je poslan na odobrenje.');
    await expect(page).toHaveURL(/\/parking\/provider\/1\/zone\/1\/details\?tab=borders$/);
    await expect(page.getByTestId('pending-tag')).toContainText('Čeka odobrenje · izmjena');
    // Waiting for approval, with the old and new outlines shown.
    const pending = page.getByTestId('pending-borders');
    await expect(pending.getByRole('region', { name: 'Sadašnje i predložene granice zone Zona 1' })).toBeVisible();
    await expect(pending.getByRole('list', { name: 'Legenda' })).toContainText('Predložene granice, čekaju odobrenje');
    await expect(pending.locator('path[stroke-dasharray]')).toHaveCount(1);
    // Edit acts on the request: the editor opens on the proposed bow tie, which it warns about again.
    await page.getByRole('button', { name: 'Uredi granice' }).click();
    await expect(page.getByRole('dialog', { name: 'Granice zone Zona 1' }).getByTestId('polygon-warnings').first()).toContainText('siječe sam sebe');
  });
  test('a 400,000-point border file is refused by its size, the tab stays responsive and the borders are unchanged', async ({ page }) => {
    await openBorderEditorAsParking(page);
    const polygons = page.getByText(/^Poligon \d+ · markera: \d+$/);
    await expect(polygons.first()).toBeVisible();
    const before = await polygons.allInnerTexts();
    const ring = Array.from({ length: 400_000 }, (_, i) => `[${(15.9 + i / 4e6).toFixed(7)},${(45.8 + i / 4e6).toFixed(7)}]`).join(',');
    const text = `{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[${ring}]]}}`;
    await page.getByTestId('geojson-input').setInputFiles({ name: 'granice.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(text) });
    await expect(page.getByText('Datoteka je prevelika: može se uvesti najviše 2 MB.')).toBeVisible();
    // The page still answers: a script runs and the editor's controls still respond.
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    await expect(page.getByRole('button', { name: 'Nacrtaj novi poligon' })).toBeEnabled();
    expect(await polygons.allInnerTexts()).toEqual(before);
  });
  test('a polygon drawn across itself with the mouse is warned about at once', async ({ page }) => {
    await openBorderEditorAsParking(page);
    await page.getByRole('button', { name: 'Nacrtaj novi poligon' }).click();
    const box = await page.locator('.leaflet-container').first().boundingBox();
    if (!box) throw new Error('the map has no box');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // A bow tie, vertex by vertex, closed on its first vertex: the first and third sides cross.
    const corners: [number, number][] = [[x - 90, y - 60], [x + 90, y + 60], [x + 90, y - 60], [x - 90, y + 60], [x - 90, y - 60]];
    for (const [cx, cy] of corners) {
      await page.mouse.click(cx, cy);
      await page.waitForTimeout(150);
    }
    await expect(page.getByTestId('polygon-warnings').first()).toContainText('siječe sam sebe');
  });
});
