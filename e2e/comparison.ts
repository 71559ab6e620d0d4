/**
 * Comparison all the way down the sales reports (reporting.md §3, §4, §7, §9), shared by the demo's
 * journeys and the production build's over HTTP: a row's or article's channels compared, charts by
 * the chart rule, no compare figure the page was not sent, the garage tables' order, and every
 * selected sales channel sent.
 */
import { expect, type Page } from '@playwright/test';
import { readOnTo } from './fixtures';

export const RANGE = 'od=2026-11-01&do=2026-11-20';
export const COMPARE = `${RANGE}&usp_od=2025-11-01&usp_do=2025-11-20`;

/** Makes the server answer 500 to `path` (a path under /api, with `:id`) for the compare period starting `beginDate`. */
export type FailCompare = (path: string, beginDate: string) => Promise<void>;

const COMPARED_HEADERS = [/Količina \(usporedba\)/, /Razlika količine %/, /Iznos \(usporedba\)/, /Razlika iznosa %/, /Udio iznosa/];

/** The query of every request the page sends to an API path, as it sends them. */
function watchQueries(page: Page, pathEnd: string): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(pathEnd)) queries.push(url.searchParams);
  });
  return queries;
}

async function expectEveryChannelSent(queries: URLSearchParams[]) {
  await expect.poll(() => queries.length).toBeGreaterThan(0);
  for (const query of queries) expect(query.getAll('distributeri').length, query.toString()).toBeGreaterThan(1);
}

async function expectComparedChannels(page: Page, table: string) {
  const rows = await readOnTo(page, page.getByRole('table', { name: table, exact: true }));
  await expect(rows.locator('tfoot')).toContainText('€');
  await rows.getByRole('button', { name: 'Prikaži detalje' }).first().click();
  const channels = rows.getByRole('table', { name: 'Prodajni kanali' });
  for (const header of COMPARED_HEADERS) await expect(channels.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(channels.locator('tbody tr').first()).toContainText('€');
}

/** The reports of an admin (signed in, on any page), from the lists down to their rows' channels. */
export async function comparisonAllTheWayDown(page: Page, failCompare: FailCompare) {
  const parkingList = watchQueries(page, '/parking/provider-list/');
  const garageList = watchQueries(page, '/garaze/garage-list/');
  const salesList = watchQueries(page, '/prodaja/igeusprovider-list/');

  // A provider's channels, compared; every channel's id sent.
  await page.goto(`/parking?${COMPARE}`);
  await expectComparedChannels(page, 'Parking');
  await expectEveryChannelSent(parkingList);

  // An article's channels on the provider and the sale page, compared.
  await page.goto(`/parking/provider/1?${COMPARE}`);
  await expectComparedChannels(page, 'Artikli: Zona 1');
  await page.goto(`/prodaja/provider/1?${COMPARE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const saleArticles = await readOnTo(page, page.getByRole('table', { name: /^Artikli: / }).first());
  await expect(saleArticles.locator('tfoot')).toContainText('€');
  await saleArticles.getByRole('button', { name: 'Prikaži detalje' }).first().click();
  await expect(saleArticles.getByRole('table', { name: 'Prodajni kanali' }).getByRole('columnheader', { name: /Razlika iznosa %/ })).toBeVisible();

  // Garages by valid amount, descending; every channel's id sent.
  await page.goto(`/garaze?${RANGE}`);
  const garages = page.getByRole('table', { name: 'Garaže' });
  await expect(garages.locator('tfoot')).toContainText('€');
  await expect(garages.getByRole('columnheader', { name: /^Iznos/ })).toHaveAttribute('aria-sort', 'descending');
  await expectEveryChannelSent(garageList);

  // A garage's channels whose compare answer failed: the error, no table of one period shown as compared.
  await page.goto(`/garaze?${COMPARE}`);
  await expect(garages.locator('tfoot')).toContainText('€');
  await failCompare('/garaze/garaza/:id/po-distributerima/', '2025-11-01');
  await garages.getByRole('button', { name: 'Prikaži detalje' }).first().click();
  await expect(garages.getByRole('alert')).toContainText('Izvještaj nije moguće učitati.');
  await expect(garages.getByRole('table', { name: 'Prodajni kanali' })).toHaveCount(0);

  await page.goto(`/prodaja?${RANGE}`);
  await expect(page.getByRole('table', { name: 'Prodaja' }).locator('tfoot')).toContainText('€');
  await expectEveryChannelSent(salesList);

  // The dashboard's charts: amount and quantity on two axes, no measure; the measure only when comparing.
  await page.goto(`/?${RANGE}`);
  await expect(page.getByRole('table', { name: 'Usluge' }).locator('tfoot')).toContainText('€');
  await expect(page.getByLabel('Mjera')).toHaveCount(0);
  // A chart draws as it comes near the screen: read on to each one, as a user would, until both are
  // drawn (a section above may still grow while the page fills in and push a chart away again).
  const axisTitles = page.locator('[data-chart] .highcharts-yaxis .highcharts-axis-title');
  await expect(async () => {
    for (const slot of await page.locator('[data-chart-slot]').all()) await slot.scrollIntoViewIfNeeded();
    await expect(axisTitles).toHaveText(['Iznos (EUR)', 'Količina', 'Iznos (EUR)', 'Količina'], { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await page.goto(`/?${COMPARE}`);
  await expect(page.getByRole('table', { name: 'Usluge' }).locator('tfoot')).toContainText('€');
  await expect(page.getByLabel('Mjera')).toHaveCount(2);
}

/** The garage partner (signing in on /login) lands on its garage's page, not comparing (reporting.md §4). */
export async function garageLandsWithoutComparison(page: Page) {
  await expect(page).toHaveURL(/\/garaze\/garaza\/\d+\?od=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).searchParams.has('usp_od')).toBe(false);
  await expect(page.getByRole('checkbox', { name: 'Usporedi s drugim razdobljem' })).not.toBeChecked();
}
