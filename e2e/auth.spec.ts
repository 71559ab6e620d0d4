import type { Page } from '@playwright/test';
import { expect, forgetToken, signIn, simulator, storedToken, test, chooseFromUserMenu } from './fixtures';

test.describe('sign-in, landing and guards', () => {
  test('the demo opens on the Croatian login page and admin signs in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
    await signIn(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
    await expect(nav.getByRole('link', { name: 'Obračuni' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Korisnički izbornik/ })).toBeVisible();
  });

  test('a wrong password says Unable to login', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin', 'wrong');
    await expect(page.getByRole('alert')).toHaveText(/Prijava nije uspjela/);
  });

  // The landing rule (where each persona arrives after signing in) is checked where every persona
  // signs in on a cold /login: e2e/start.spec.ts.

  test('a signed-out visit remembers the path and returns there after login', async ({ page }) => {
    await page.goto('/obracuni?search=gara%C5%BE');
    await expect(page).toHaveURL(/\/login\?next=%2Fobracuni%3Fsearch%3Dgara/);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/obracuni\?search=gara%C5%BE$/);
    await expect(page.getByRole('textbox', { name: 'Pretraživanje obračuna' })).toHaveValue('garaž');
  });

  test('a remembered path outside the app lands on the root, however it is spelled', async ({ page }) => {
    for (const next of ['//evil.example/steal', '/.//evil.example', '/%2e//evil.example', '/\\evil.example', '/%5cevil.example', 'https:evil.example']) {
      await test.step(next, async () => {
        await page.goto(`/login?next=${encodeURIComponent(next)}`);
        await signIn(page, 'parking');
        // The landing rule (parking), then the partner's one provider, on this origin.
        await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/parking\/provider\/\d+\?od=/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Signed out again for the next spelling.
        await forgetToken(page);
      });
    }
  });

  test('a crafted password link calls no API path and says the link is not valid', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(new URL(request.url()).pathname);
    });
    await page.goto('/reset-password/..%2F..%2Fauth%2Flogout%3F');
    await expect(page.getByRole('alert')).toContainText('Ova poveznica za postavljanje lozinke nije valjana.');
    await expect(page.getByRole('link', { name: 'Zatraži novu poveznicu' })).toBeVisible();
    expect(posts.filter((p) => p.startsWith('/api/'))).toEqual([]);
  });

  test('a route the persona may not see shows /denied', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'sales');
    await expect(page).toHaveURL(/\/prodaja\/provider\/\d+\?od=/);
    await page.goto('/obracuni');
    await expect(page).toHaveURL(/\/denied$/);
    await expect(
      page.getByText('Nemate dozvolu za ovu radnju. Ako smatrate da biste trebali imati ovlasti za ovu radnju, pokušajte se ponovno prijaviti.'),
    ).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/\?od=/);
    await page.goto('/ovo-ne-postoji');
    await expect(page.getByRole('heading', { name: 'Stranica nije pronađena' })).toBeVisible();
    await page.getByRole('link', { name: 'Natrag na početnu stranicu' }).click();
    // The home page (the dashboard may add its applied range to the query).
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('signing out forgets the session; Back does not show private data', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/\?od=/);
    await page.goto('/obracuni');
    await expect(page.getByRole('table', { name: 'Obračuni' })).toBeVisible();
    await chooseFromUserMenu(page, 'Odjava');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await page.goBack();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('table', { name: 'Obračuni' })).toHaveCount(0);
  });

  test('a 401 from the API forgets the token, goes to login and returns to the page after signing in', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/\?od=/);
    await page.goto('/obracuni');
    await expect(page.getByRole('table', { name: 'Obračuni' })).toBeVisible();
    await simulator(page, 'POST', 'faults', { path: '/api/obracuni/', status: 401, body: { detail: 'Invalid token.' } });
    await page.getByRole('button', { name: 'Traži' }).click();
    await page.getByRole('textbox', { name: 'Pretraživanje obračuna' }).fill('x');
    await page.getByRole('button', { name: 'Traži' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fobracuni/);
    await expect(page.getByRole('status').filter({ hasText: 'Sesija je istekla. Prijavite se ponovno.' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    // Signing in again returns to the page the session ended on.
    await simulator(page, 'DELETE', 'faults');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/obracuni/);
    await expect(page.getByRole('table', { name: 'Obračuni' })).toBeVisible();
  });
});

test.describe('language', () => {
  test('English can be chosen and stays chosen after a reload', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin');
    await page.getByRole('button', { name: /EN/ }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Statements' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });
});

test.describe('passwords', () => {
  test('reset request with the bot check on submit, then set a new password from the mailed link', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Zaboravili ste lozinku?' }).click();
    // The link loads the screen lazily: wait for it, or the login form's field would be filled.
    await expect(page.getByRole('heading', { name: 'Zaboravljena lozinka' })).toBeVisible();
    await page.getByLabel(/Korisničko ime/).fill('garage');
    // The bot check is a challenge run on submit: Send is the only step.
    await page.getByRole('button', { name: 'Pošalji zahtjev' }).click();
    await expect(page.getByText('Zahtjev za promjenu lozinke uspješno je poslan')).toBeVisible();

    const state = await simulator(page, 'GET', 'state');
    const link: string = state.body.outbox.at(-1).link;
    expect(link).toMatch(/^\/reset-password\/.+/);
    await page.goto(link);
    await page.getByLabel(/^Nova lozinka/).fill('Novalozinka1');
    await page.getByLabel(/^Potvrda nove lozinke/).fill('Novalozinka1');
    await page.getByRole('button', { name: 'Postavi lozinku' }).click();
    await expect(page.getByText('Uspješno ste promijenili lozinku')).toBeVisible();
    await page.getByRole('link', { name: 'Prijava' }).click();
    await signIn(page, 'garage', 'Novalozinka1');
    await expect(page).toHaveURL(/\/garaze\/garaza\/\d+\?od=/);
  });

  test('change password: a wrong old password shows under its field, then success', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin');
    await chooseFromUserMenu(page, 'Promjena lozinke');
    await expect(page).toHaveURL(/\/promijeni-lozinku$/);
    await expect(page.getByRole('heading', { name: 'Promjena lozinke' })).toBeVisible();
    await page.getByLabel(/^Stara lozinka/).fill('kriva');
    await page.getByLabel(/^Nova lozinka/).fill('Novalozinka1');
    await page.getByLabel(/^Potvrda nove lozinke/).fill('Novalozinka1');
    await page.getByRole('button', { name: 'Promijeni lozinku' }).click();
    await expect(page.getByLabel(/^Stara lozinka/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Nova lozinka/)).toHaveValue('Novalozinka1');
    await page.getByLabel(/^Stara lozinka/).fill('demo');
    await page.getByRole('button', { name: 'Promijeni lozinku' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lozinka je uspješno promijenjena' })).toBeVisible();
  });
});

/** /login with the app's entry script held back: index.html's shell stays until `release` is called. */
async function loginShellWithoutApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  return release;
}

test('sign in on the form index.html draws before the app script arrives: the app sends it when it takes over', async ({ page }) => {
  const release = await loginShellWithoutApp(page);
  const shell = page.locator('#login-shell');
  await expect(shell.getByRole('heading', { name: 'Prijava' })).toBeVisible();
  await expect(shell.getByRole('region', { name: 'Demo računi' })).toBeVisible();
  // Typed and sent on index.html's form, while the app's script is held back.
  await shell.getByLabel('Korisničko ime').fill('admin');
  await shell.getByLabel(/^Lozinka/).fill('demo');
  await shell.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page.getByRole('navigation', { name: 'Glavna navigacija' }).getByRole('link', { name: 'Obračuni' })).toBeVisible();
  await expect(page.locator('#login-shell')).toHaveCount(0);
});

test("index.html's demo accounts lay out as the login page's, box for box", async ({ page }) => {
  const boxes = () =>
    page.locator('dd:visible').evaluateAll((all) => all.map((dd) => { const box = dd.getBoundingClientRect(); return `${Math.round(box.width)}×${Math.round(box.height)}`; }));
  const release = await loginShellWithoutApp(page);
  await expect(page.locator('#login-shell').getByRole('region', { name: 'Demo računi' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const shell = await boxes();
  expect(shell).toHaveLength(7);
  release();
  await expect(page.locator('#login-shell')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Demo računi' })).toBeVisible();
  expect(await boxes()).toEqual(shell);
});
