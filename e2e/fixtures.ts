import { expect, test as base, type Locator, type Page } from '@playwright/test';
import type axe from 'axe-core';
import { addDays, monthStart, today, typed } from './days';
import { personaToken, type PersonaName } from '../simulator/core/control/personas';

/** What the journeys put on the page's window (their init scripts and axe), never the app. */
declare global {
  interface Window {
    __portalToasts?: string[];
    __cspViolations?: string[];
    __overlays?: { count: number };
    axe?: typeof axe;
  }
}

/** Signs in through the app's login form, as a person would. Each test has a fresh browser context,
 * so the simulator (persisted in that context's storage) starts from its seed. It waits for the
 * app's form (`data-login`): a press that spans index.html's form being replaced by the app's is
 * lost, as a person's would be; typing into the prerendered form has journeys of its own. */
export async function signIn(page: Page, username: string, password = 'demo') {
  const form = page.locator('form[data-login]');
  await form.getByLabel(/Korisničko ime|Username/).fill(username);
  await form.getByLabel(/^(Lozinka|Password)/).fill(password);
  await form.getByRole('button', { name: /^(Prijavi se|Log in)$/ }).click();
}

/**
 * The key the session token is stored under in localStorage. reporting.md §7 names it, so the
 * journeys spell it here, once, rather than take the app's own constant: a change of the app's key
 * fails them.
 */
export const SESSION_TOKEN_KEY = 'auth-token';

/** The session token the app has stored, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), SESSION_TOKEN_KEY);
}

/** Forgets the stored session token, as a browser that lost its storage would. */
export function forgetToken(page: Page): Promise<void> {
  return page.evaluate((key) => localStorage.removeItem(key), SESSION_TOKEN_KEY);
}

/**
 * Opens `path` as `persona`, already signed in: the persona's session token is in the page's storage
 * before the app first loads, as a returning user's is. For journeys about what comes after signing
 * in; the sign-in form itself, and each persona's landing after it, are journeys of their own
 * (auth.spec.ts, start.spec.ts). It saves each such journey a cold /login and the landing screen.
 */
export async function openSignedIn(page: Page, persona: PersonaName, path: string) {
  // Any page of the origin opens its storage; the runtime config is the cheapest one.
  await page.goto('/config.json');
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [SESSION_TOKEN_KEY, personaToken(persona)] as const);
  await page.goto(path);
}

/** Drives the simulator's control surface over HTTP, from inside the page (the service worker answers). */
export async function simulator(page: Page, method: string, path: string, body?: unknown) {
  // The app paints before the demo's simulator has started: until then its worker lets requests
  // through to the server, so wait for the boot's measure (simulator/browser.ts) first.
  await page.waitForFunction(() => performance.getEntriesByName('simulator-boot').length > 0);
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

/**
 * Opens a menu by its trigger and chooses one of its items, as a person would: the menu scales in
 * as it opens, and the item is pressed once the menu has stopped moving, where the person sees it.
 * A press during the scale-in can land on the item's moving box and choose nothing.
 */
export async function chooseFromMenu(page: Page, trigger: Locator, item: string | RegExp) {
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect.poll(() => menu.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
  await menu.getByRole('menuitem', typeof item === 'string' ? { name: item, exact: true } : { name: item }).click();
}

/**
 * Follows an entry of the top bar: its link when the bar shows it, else through the bar's "Više"
 * (or "Izbornik") menu, where the entries that do not fit the width go; on a phone, through the
 * header's drawer.
 */
export async function followTopBarEntry(page: Page, name: string) {
  const drawerButton = page.getByRole('button', { name: 'Otvori izbornik' });
  if (await drawerButton.isVisible()) {
    await drawerButton.click();
    const drawer = page.getByRole('dialog', { name: 'Izbornik' });
    await drawer.getByRole('link', { name, exact: true }).click();
    await expect(drawer).toBeHidden();
    return;
  }
  const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
  await expect(nav).toBeVisible();
  const link = nav.getByRole('link', { name, exact: true });
  // The bar fits its entries again when its font or its entries arrive, so an entry seen in the bar
  // may move under More before the click lands: the way in is chosen again until one lands.
  await expect(async () => {
    if (await link.isVisible()) await link.click({ timeout: 5000 });
    else await chooseFromMenu(page, nav.getByRole('button', { name: /^(Više|Izbornik)/ }), name);
  }).toPass({ timeout: 60_000 });
}

/** Opens the user menu and chooses one of its items. */
export async function chooseFromUserMenu(page: Page, item: string) {
  await chooseFromMenu(page, page.getByRole('button', { name: /^(Korisnički izbornik|User menu)/ }), item);
}

/**
 * From the zones page, opens the new working period form and fills it for zones 1 and 2: the three
 * months from the first of the month after next, `description`, 06:30–22:30 on Monday copied to
 * every day. Returns the form, not yet saved.
 */
export async function fillNewWorkingPeriod(page: Page, description: string) {
  const from = monthStart(today(), 2);
  const to = addDays(monthStart(today(), 5), -1);
  await page.getByRole('link', { name: 'Novo radno vrijeme' }).first().click();
  const form = page.getByRole('form', { name: 'Radno vrijeme' });
  await form.getByRole('checkbox', { name: 'Zona 1' }).check({ force: true });
  await form.getByRole('checkbox', { name: 'Zona 2' }).check({ force: true });
  await form.getByRole('textbox', { name: /Vrijedi od/ }).fill(typed(from));
  await form.getByRole('textbox', { name: /Vrijedi od/ }).press('Enter');
  await form.getByRole('textbox', { name: /Vrijedi do/ }).fill(typed(to));
  await form.getByRole('textbox', { name: /Vrijedi do/ }).press('Enter');
  await form.getByRole('textbox', { name: 'Opis' }).fill(description);
  await form.getByLabel('Ponedjeljak: vrijeme od').fill('06:30');
  await form.getByLabel('Ponedjeljak: vrijeme do').fill('22:30');
  await form.getByRole('button', { name: 'Kopiraj vrijeme na sve dane' }).click();
  return form;
}

/**
 * On a page that offers "Nova iznimka" (a zone's Closing rules tab, a garage's working hours):
 * proposes a one-day closing rule on `day` (d. m. yyyy.) with `reason`, and waits for the answer.
 */
export async function proposeClosingRule(page: Page, day: string, reason: string) {
  await page.getByRole('button', { name: 'Nova iznimka' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova iznimka' });
  await dialog.getByRole('textbox', { name: /Datum od/ }).fill(day);
  await dialog.getByRole('textbox', { name: /Datum od/ }).press('Enter');
  await dialog.getByRole('textbox', { name: /Datum do/ }).fill(day);
  await dialog.getByRole('textbox', { name: /Datum do/ }).press('Enter');
  await dialog.getByRole('textbox', { name: /Razlog/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Spremi' }).click();
  await expectToastShown(page, 'Zahtjev za promjenu je poslan na odobrenje.');
}

/**
 * Every page of a test's own context records the text of each toast it shows (window.__portalToasts),
 * so a test can say a toast was shown however briefly: a 4-second toast on a slow machine can come
 * and go between two looks of an `expect(…).toBeVisible()`.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(() => {
      const seen: string[] = [];
      window.__portalToasts = seen;
      const record = () => {
        for (const toast of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
          const text = toast.textContent ?? '';
          if (text && !seen.includes(text)) seen.push(text);
        }
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await provide(context);
  },
});
export { expect };

/** Passes once `page` has shown a toast containing `text`, even if it has gone since. */
export async function expectToastShown(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate((wanted) => (window.__portalToasts ?? []).some((shown) => shown.includes(wanted)), text), {
      message: `a toast saying "${text}"`,
    })
    .toBe(true);
}

/**
 * Collects the page's content security policy violations (the browser's securitypolicyviolation
 * events and its console reports), so a test can assert there are none.
 */
export async function watchContentSecurityPolicy(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => window.__cspViolations ?? [])),
  ];
}

/**
 * A report's section far below the first screen is built only as the reader comes near it: read on
 * to the next section not yet built, as a user scrolling would, until `target` is there.
 */
export async function readOnTo(page: Page, target: Locator): Promise<Locator> {
  await expect(async () => {
    if ((await target.count()) === 0) await page.locator('[data-deferred]').first().scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(target.first()).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return target;
}
