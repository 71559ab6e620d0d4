/**
 * The operator's platform screens (operations.md §2) on the built demo, as a user would use them:
 * an incident whose title holds markup is created and then shown as text on the incidents page and
 * on the system status timeline; a display setting whose save fails (a fault set in the demo panel)
 * moves back with the server's message; the status persona lands on System status.
 */
import { expect, openSignedIn, signIn, test, followTopBarEntry } from './fixtures';

const MARKUP_TITLE = '<img src=x onerror=alert(1)>';

test.describe('platform: system status, incidents, settings', () => {
  test('an incident with markup in its title is shown as text on the incidents and status pages', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openSignedIn(page, 'admin', '/incidenti');
    await expect(page.getByRole('heading', { level: 1, name: 'Incidenti' })).toBeVisible();
    await expect(page.getByText(/^Učitano 10 od \d+$/)).toBeVisible();

    await page.getByRole('button', { name: 'Dodaj incident' }).click();
    const modal = page.getByRole('dialog', { name: 'Novi incident' });
    await modal.getByLabel(/^Naslov/).fill(MARKUP_TITLE);
    await modal.getByLabel(/^Razina/).selectOption('3');
    await modal.getByLabel(/^Grupa usluga/).selectOption('smspark');
    // Today just after midnight in the browser's own time zone: newer than every seeded incident, so it
    // leads both lists, and already open by the simulator's clock (its "now" is noon UTC of its day).
    const now = await page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T00:05`;
    });
    await modal.getByLabel(/^Početak/).fill(now);
    await modal.getByRole('checkbox', { name: 'SMS prolaz' }).check({ force: true });
    await modal.getByLabel('Opis').fill('<script>alert(2)</script>\nDrugi redak');
    await modal.getByRole('button', { name: 'Spremi' }).click();
    await expect(page.getByText('Podaci o incidentu uspješno su spremljeni.')).toBeVisible();
    await expect(modal).toBeHidden();

    const table = page.getByRole('table', { name: 'Incidenti' });
    const first = table.locator('tbody tr').first();
    await expect(first).toContainText(MARKUP_TITLE);
    await expect(first).toContainText('U tijeku');
    await first.getByRole('button', { name: 'Prikaži detalje' }).click();
    await expect(table.getByText('<script>alert(2)</script>')).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await expect(page.locator('main script')).toHaveCount(0);

    await followTopBarEntry(page, 'Status sustava');
    await expect(page.getByRole('heading', { level: 1, name: 'Status sustava' })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Vremenska crta incidenata' });
    const newest = timeline.getByRole('listitem').first();
    await expect(newest).toContainText(MARKUP_TITLE);
    await expect(newest.getByRole('img', { name: 'Razina 3: Kritično' })).toBeVisible();
    // The new open CRITICAL incident on SMS prolaz makes its test and its group critical.
    const sms = page.getByRole('region', { name: 'SMS parking' });
    await expect(sms.getByRole('group', { name: 'Stanje: Kritično' })).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('admin saves an e-mail once: after the save the field is disabled, also after a reload', async ({ page }) => {
    await openSignedIn(page, 'admin', '/settings');
    const field = page.getByRole('textbox', { name: /E-mail adresa/ });
    await expect(field).toBeEnabled();
    await field.fill('ivana.horvat@partner-portal.hr');
    await page.getByRole('region', { name: 'E-mail adresa' }).getByRole('button', { name: 'Spremi' }).click();
    await expect(page.getByText('E-mail adresa je uspješno spremljena.')).toBeVisible();
    await expect(field).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /E-mail adresa/ })).toHaveValue('ivana.horvat@partner-portal.hr');
    await expect(page.getByRole('textbox', { name: /E-mail adresa/ })).toBeDisabled();
  });

  test('a display setting whose save fails moves back and shows the server message', async ({ page }) => {
    await openSignedIn(page, 'admin', '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Postavke' })).toBeVisible();
    const magic = page.getByRole('switch', { name: 'Čarobni gumb' });
    await expect(magic).toHaveAttribute('aria-checked', 'true');

    // A failing save, set from the demo panel as a tester would.
    await page.getByRole('button', { name: /^Demo/ }).click();
    const panel = page.getByRole('dialog');
    await panel.getByLabel('Putanja').fill('/api/korisnicke-postavke/');
    await panel.getByLabel('Status').fill('400');
    await panel.getByRole('button', { name: 'Dodaj pogrešku' }).click();
    await expect(panel.getByText(/POST|\* \/api\/korisnicke-postavke\//)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await magic.click();
    await expect(page.getByText('Simulated bad request.')).toBeVisible();
    await expect(magic).toHaveAttribute('aria-checked', 'true');
    await expect(magic).toBeEnabled();

    // Without the fault the same switch turns off and stays off, also after a reload.
    await page.getByRole('button', { name: /^Demo/ }).click();
    await panel.getByRole('button', { name: 'Ukloni pogreške' }).click();
    await page.keyboard.press('Escape');
    await magic.click();
    await expect(page.getByText('Postavka je uspješno promijenjena.')).toBeVisible();
    await expect(magic).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Čarobni gumb' })).toHaveAttribute('aria-checked', 'false');
  });

  test('the status persona lands on System status, sees both groups with their tests, and red markers in an outage', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'status');
    await expect(page).toHaveURL(/\/status-sustava$/);
    for (const group of ['SMS parking', 'Mobilna garaža']) {
      const region = page.getByRole('region', { name: group });
      await expect(region.getByRole('table')).toBeVisible();
      expect(await region.locator('tbody tr').count()).toBeGreaterThan(3);
    }
    const timeline = page.getByRole('list', { name: 'Vremenska crta incidenata' });
    await expect(timeline.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'SMS parking' }).getByRole('group', { name: 'Stanje: U redu' })).toBeVisible();

    // The outage scenario, chosen in the demo panel as support staff would: the panel's change
    // refetches what the page shows.
    await page.getByRole('button', { name: /^Demo/ }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('combobox', { name: 'Scenarij' }).selectOption('outage');
    // A scenario replaces what the demo shows: the panel asks first.
    await page.getByRole('alertdialog', { name: 'Promijeniti scenarij?' }).getByRole('button', { name: 'Nastavi' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(panel.getByRole('combobox', { name: 'Scenarij' })).toHaveValue('outage');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    for (const group of ['SMS parking', 'Mobilna garaža']) {
      await expect(page.getByRole('region', { name: group }).getByRole('group', { name: 'Stanje: Kritično' })).toBeVisible();
    }
    const red = timeline.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'Razina 3: Kritično' }) }).filter({ hasText: 'u tijeku' });
    await expect(red).toHaveCount(2);
    await expect(red.first()).toContainText(/Nedostupan SMS prolaz|Rampe ne reagiraju na mobilnu aplikaciju/);
  });
  test('system status refreshes every minute while the tab is visible, pauses while it is hidden, and refreshes on return', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await signIn(page, 'status');
    await expect(page.getByRole('region', { name: 'SMS parking' }).getByRole('table')).toBeVisible();
    const statusCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/system/status/') statusCalls.push(request.url());
    });
    const setVisibility = (state: 'visible' | 'hidden') =>
      page.evaluate((next) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => next === 'hidden' });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      }, state);

    // Visible: one refresh a minute.
    await page.clock.fastForward('01:01');
    await expect.poll(() => statusCalls.length).toBe(1);

    // Hidden: three minutes pass without a call.
    await setVisibility('hidden');
    await page.clock.fastForward('03:00');
    await page.waitForTimeout(500);
    expect(statusCalls).toHaveLength(1);

    // Back: the page refreshes at once and says so.
    await setVisibility('visible');
    await expect.poll(() => statusCalls.length).toBe(2);
    await expect(page.getByText(/Zadnje ažurirano/)).toBeVisible();
  });
});
