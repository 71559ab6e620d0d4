import { expect, test as base, type Page } from '@playwright/test';

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, username: string, password = 'demo') {
  await page.getByLabel(/Korisničko ime|Username/).fill(username);
  await page.getByLabel(/^(Lozinka|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Prijavi se|Log in)$/ }).click();
}

/** Every test starts from a fresh simulator (its state persists in the browser) and no session. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.goto('/login');
    await page.evaluate(async () => {
      localStorage.clear();
      await fetch('/__simulator/reset', { method: 'POST', body: '{}' }).catch(() => undefined);
    });
    await use(page);
  },
});

export { expect };
