import { expect, forgetToken, openSignedIn, signIn, simulator, test } from './fixtures';

test.describe('the demo simulator keeps its state', () => {
  test('a changed password survives a reload', async ({ page }) => {
    await openSignedIn(page, 'admin', '/promijeni-lozinku');
    await page.getByLabel(/^Stara lozinka/).fill('demo');
    await page.getByLabel(/^Nova lozinka/).fill('Novalozinka1');
    await page.getByLabel(/^Potvrda nove lozinke/).fill('Novalozinka1');
    await page.getByRole('button', { name: 'Promijeni lozinku' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lozinka je uspješno promijenjena' })).toBeVisible();

    await forgetToken(page);
    await page.reload();
    await page.goto('/login');
    await signIn(page, 'admin', 'demo');
    await expect(page.getByRole('alert')).toHaveText(/Prijava nije uspjela/);
    await signIn(page, 'admin', 'Novalozinka1');
    await expect(page.getByRole('button', { name: /Korisnički izbornik/ })).toBeVisible();
  });

  test('an approval made in one tab is seen in another', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
    // Answered once the scenario's requests are stored, so the tab opened next starts with them.
    expect((await simulator(page, 'POST', 'scenario', { scenario: 'pending-changes' })).status).toBe(200);
    const other = await context.newPage();
    await other.goto('/login');
    await expect(other.getByRole('heading', { name: 'Prijava' })).toBeVisible();
    await expect
      .poll(async () => ((await simulator(other, 'GET', 'change-requests')).body as unknown[] | null)?.length ?? 0)
      .toBeGreaterThan(0);
    const pending = (await simulator(other, 'GET', 'change-requests')).body as { request_id: number }[];
    const first = pending[0]!.request_id;

    expect((await simulator(page, 'POST', `change-requests/${first}/approve`)).status).toBe(200);
    await expect
      .poll(async () => ((await simulator(other, 'GET', 'change-requests')).body as { request_id: number }[]).map((r) => r.request_id))
      .not.toContain(first);
  });

  test('a reset in one tab is followed by another, which then shares its changes', async ({ page, context }) => {
    await page.goto('/login');
    const other = await context.newPage();
    await other.goto('/login');
    await expect(other.getByRole('heading', { name: 'Prijava' })).toBeVisible();
    expect((await simulator(other, 'GET', 'state')).status).toBe(200);
    // The first tab's boot seeded without broadcasting; its reset's records reach the other tab.
    expect((await simulator(page, 'POST', 'reset', { scenario: 'pending-changes' })).status).toBe(200);
    const ids = async (tab: typeof page) => ((await simulator(tab, 'GET', 'change-requests')).body as { request_id: number }[]).map((r) => r.request_id);
    const pendingHere = await ids(page);
    expect(pendingHere.length).toBeGreaterThan(0);
    await expect.poll(() => ids(other)).toEqual(pendingHere);
    // Changes after the reset still travel between the tabs.
    expect((await simulator(other, 'POST', `change-requests/${pendingHere[0]}/approve`)).status).toBe(200);
    await expect.poll(() => ids(page)).not.toContain(pendingHere[0]);
  });
});
