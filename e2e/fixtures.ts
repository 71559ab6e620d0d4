import { expect, test as base, type Page } from '@playwright/test';

/** Signs in through the login form, as a person would. Each test has a fresh browser context,
 * so the simulator (persisted in that context's storage) starts from its seed. */
export async function signIn(page: Page, username: string, password = 'demo') {
  await page.getByLabel(/Korisničko ime|Username/).fill(username);
  await page.getByLabel(/^(Lozinka|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Prijavi se|Log in)$/ }).click();
}

/** Drives the simulator's control surface over HTTP, from inside the page (the service worker answers). */
export async function simulator(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/__simulator/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

export const test = base;
export { expect };
