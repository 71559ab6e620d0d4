import type { APIRequestContext, BrowserContext, Page, Response } from '@playwright/test';
import { chooseFromMenu, expect, expectToastShown, fillNewWorkingPeriod, signIn, test } from './fixtures';
import { addDays, today, typed } from './days';

/**
 * Sessions, CSRF and errors as the operator's Django REST framework backend sends them, against the
 * production build (token auth off) and the simulator's minimal wire over HTTP, which answers as
 * Django 3.2 and DRF 3.14 with session authentication do (simulator/core/wire/minimal.ts). Each test
 * signs in with its own session and ends only that one (the control surface ends a session by its
 * key), so the tests run beside the other journeys of the same server.
 */
const SIMULATOR = 'http://localhost:4013';
const TOKEN_SIMULATOR = 'http://localhost:4011';
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };
const FORBIDDEN = 'Nemate dozvolu za ovu radnju. Ako smatrate da biste trebali imati ovlasti za ovu radnju, pokušajte se ponovno prijaviti.';
const SUBMITTED = 'Zahtjev za promjenu je poslan na odobrenje.';
const DAY = addDays(today(), -3);

test.describe.configure({ mode: 'parallel' });

/** The calls to the API that were refused (401 or 403), counted from the moment of asking. */
function watchRefusals(page: Page) {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    const url = response.url();
    if (url.startsWith(`${SIMULATOR}/api/`) && (response.status() === 401 || response.status() === 403)) {
      refused.push(`${response.request().method()} ${new URL(url).pathname} ${response.status()}`);
    }
  });
  return refused;
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies(SIMULATOR)).find((c) => c.name === name)?.value;
}

async function signInAs(page: Page, username: string) {
  await signIn(page, username);
  await expect(page.getByRole('button', { name: /^Korisnički izbornik/ })).toBeVisible();
}

/** Ends this browser's session on the server, as when it expires. */
async function endSession(request: APIRequestContext, context: BrowserContext) {
  const session = await cookie(context, 'sessionid');
  expect(session).toBeTruthy();
  const answer = await request.post(`${SIMULATOR}/__simulator/sessions/end`, { data: { session } });
  expect(await answer.json()).toEqual({ ended: 1 });
}

/** The sign-in page after an ended session: its message, and the page it will return to. */
async function expectSignInFor(page: Page, next: string) {
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(next)}`);
  await expect(page.getByRole('status').filter({ hasText: 'Sesija je istekla. Prijavite se ponovno.' })).toBeVisible();
  // No unsaved-changes question: the user did not ask to leave.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Path and query of the page shown. */
const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test.describe('the backend as Django and DRF answer', () => {
  test('sessions and CSRF cookies: rotated at sign-in, set by user-info only, kept at logout; an ended session is the not-authenticated 403', async ({ page, context, request }) => {
    const csrfSetters = new Set<string>();
    page.on('response', async (response) => {
      // Set-Cookie is among the headers only allHeaders() shows.
      if (response.url().startsWith(`${SIMULATOR}/api/`) && ((await response.allHeaders())['set-cookie'] ?? '').includes('csrftoken=')) {
        csrfSetters.add(`${response.request().method()} ${new URL(response.url()).pathname}`);
      }
    });
    await page.goto('/login');
    await signInAs(page, 'support');
    const first = await cookie(context, 'csrftoken');
    await page.goto('/status-sustava');
    await expect(page.getByRole('heading', { level: 1, name: 'Status sustava' })).toBeVisible();
    // Signing in again (a new session) rotates the CSRF token.
    await context.clearCookies({ name: 'sessionid' });
    await page.goto('/login');
    await signInAs(page, 'support');
    const second = await cookie(context, 'csrftoken');
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // Only the views that use the token set its cookie: sign-in and user-info.
    expect([...csrfSetters].sort()).toEqual(['GET /api/auth/user-info/', 'POST /api/auth/login/']);

    // An ended session: 403 with DRF's detail, and Django deletes its cookie.
    const session = await cookie(context, 'sessionid');
    await endSession(request, context);
    const ended = await request.get(`${SIMULATOR}/api/obracuni/`, { headers: { Cookie: `sessionid=${session}` } });
    expect(ended.status()).toBe(403);
    expect(await ended.json()).toEqual(NOT_AUTHENTICATED);
    expect(ended.headers()['set-cookie']).toMatch(/^sessionid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0/);

    // Logout ends the session and leaves the CSRF token as it was.
    await page.goto('/login');
    await signInAs(page, 'support');
    const before = await cookie(context, 'csrftoken');
    const live = await cookie(context, 'sessionid');
    await page.getByRole('button', { name: /^Korisnički izbornik/ }).click();
    await page.getByRole('menuitem', { name: 'Odjava' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await cookie(context, 'sessionid')).toBeUndefined();
    expect(await cookie(context, 'csrftoken')).toBe(before);
    expect((await request.get(`${SIMULATOR}/api/auth/user-info/`, { headers: { Cookie: `sessionid=${live}` } })).status()).toBe(403);
  });

  test('CSRF is checked for signed-in sessions only, with Django 3.2 reasons; a path without its slash is 301; a bad token is 401', async ({ page, context, request }) => {
    const rule = { closing_start: DAY, closing_end: DAY, reason: 'E2E CSRF' };
    const path = `${SIMULATOR}/api/parking/provider/1/zona/1/iznimke/`;
    // Anonymous: the not-authenticated 403, before any CSRF check.
    const anonymous = await request.post(path, { data: rule, headers: { Cookie: '' } });
    expect(anonymous.status()).toBe(403);
    expect(await anonymous.json()).toEqual(NOT_AUTHENTICATED);

    await page.goto('/login');
    await signInAs(page, 'viewer');
    const session = await cookie(context, 'sessionid');
    const csrf = await cookie(context, 'csrftoken');
    const noCookie = await request.post(path, { data: rule, headers: { Cookie: `sessionid=${session}`, 'X-CSRFToken': csrf ?? '' } });
    expect(noCookie.status()).toBe(403);
    expect(await noCookie.json()).toEqual({ detail: 'CSRF Failed: CSRF cookie not set.' });
    const wrong = await request.post(path, { data: rule, headers: { Cookie: `sessionid=${session}; csrftoken=${csrf}`, 'X-CSRFToken': 'wrong' } });
    expect(wrong.status()).toBe(403);
    expect(await wrong.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });

    const redirect = await request.get(`${SIMULATOR}/api/obracuni?page=2`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toBe('/api/obracuni/?page=2');

    // Token authentication (the http project's server): DRF's 401 with its scheme.
    const token = await request.get(`${TOKEN_SIMULATOR}/api/auth/user-info/`, { headers: { Authorization: 'Token nope' } });
    expect(token.status()).toBe(401);
    expect(token.headers()['www-authenticate']).toBe('Token');
    expect(await token.json()).toEqual({ detail: 'Invalid token.' });
  });
});

test.describe('an ended session, as the portal handles it', () => {
  test('on a zone page: one trip to sign-in, back to the same tab after it', async ({ page, context, request }) => {
    await page.goto('/login');
    await signInAs(page, 'viewer');
    await page.goto('/parking/provider/1/zone/1/details');
    // Every call of the page is made before the session ends: its working periods are drawn, with
    // the weekday names that load after them, and nothing is loading.
    await expect(page.getByRole('tabpanel', { name: 'Radno vrijeme' }).getByText('Ponedjeljak').first()).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const refused = watchRefusals(page);
    await endSession(request, context);
    // The closing rules load when their tab opens: the first call after the expiry.
    await page.getByRole('tab', { name: 'Iznimke' }).click();
    const zonePage = '/parking/provider/1/zone/1/details?tab=rules';
    await expectSignInFor(page, zonePage);
    // Nothing more is asked of the server on the sign-in page: no loop.
    await page.waitForTimeout(1500);
    expect(refused.length, refused.join(', ')).toBeLessThanOrEqual(3);
    // The cached user is gone with the session: the menu is not shown.
    await expect(page.getByRole('button', { name: /^Korisnički izbornik/ })).toHaveCount(0);
    await signInAs(page, 'viewer');
    expect(here(page)).toBe(zonePage);
    await expect(page.getByRole('tabpanel', { name: 'Iznimke' })).toBeVisible();
  });

  test('on a transactions page with filters: sign-in returns to the same filters', async ({ page, context, request }) => {
    await page.goto('/login');
    await signInAs(page, 'parking');
    await page.goto(`/parking/provider/1/transakcije?od=${DAY}&do=${DAY}&prikaz=ispravne`);
    await expect(page.getByRole('table', { name: 'Transakcije', exact: true }).locator('tbody tr').first()).toBeVisible();
    // Typed while signed in (typing asks nothing of the server); the search is sent after the
    // session has ended, so the search is what meets the refusal.
    const search = page.getByRole('textbox', { name: /Registracija ili kod/ });
    await search.fill('ZG');
    await page.waitForLoadState('networkidle');
    const refused = watchRefusals(page);
    await endSession(request, context);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/login\?next=/);
    const next = new URL(page.url()).searchParams.get('next') ?? '';
    expect(next).toMatch(/^\/parking\/provider\/1\/transakcije\?/);
    expect(Object.fromEntries(new URLSearchParams(next.split('?')[1]))).toMatchObject({ od: DAY, do: DAY, prikaz: 'ispravne', search: 'ZG' });
    await expectSignInFor(page, next);
    await page.waitForTimeout(1500);
    expect(refused.length, refused.join(', ')).toBeLessThanOrEqual(3);
    await signInAs(page, 'parking');
    expect(here(page)).toBe(next);
    await expect(page.getByRole('textbox', { name: /Registracija ili kod/ })).toHaveValue('ZG');
  });

  test('on a report opened without filters: sign-in returns to the report its address names', async ({ page, context, request }) => {
    await page.goto('/login');
    await signInAs(page, 'parking');
    await page.goto('/parking/provider/1');
    // The page names its default report in the address.
    await expect(page).toHaveURL(/\/parking\/provider\/1\?od=\d{4}-\d{2}-\d{2}&do=\d{4}-\d{2}-\d{2}/);
    const report = here(page);
    await expect(page.getByRole('table', { name: 'Prodajni kanali' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await endSession(request, context);
    // The Excel report asks the server for the days: the refusal meets the page where it is.
    await chooseFromMenu(page, page.getByRole('button', { name: 'Preuzmi izvještaj' }), 'Excel izvještaj');
    await expectSignInFor(page, report);
    await signInAs(page, 'parking');
    expect(here(page)).toBe(report);
  });

  test('on a half-filled working-period form: back on the form with what was typed, then saved', async ({ page, context, request }) => {
    await page.goto('/login');
    await signInAs(page, 'parking');
    await page.goto('/parking/provider/1/zone');
    const form = await fillNewWorkingPeriod(page, 'E2E Django nakon isteka sesije');
    const formPage = '/parking/provider/1/working-periods/new';
    expect(here(page)).toBe(formPage);
    const from = await form.getByRole('textbox', { name: /Vrijedi od/ }).inputValue();
    await page.waitForLoadState('networkidle');
    const refused = watchRefusals(page);
    await endSession(request, context);
    await form.getByRole('button', { name: 'Spremi' }).click();
    await expectSignInFor(page, formPage);
    await page.waitForTimeout(1500);
    expect(refused.length, refused.join(', ')).toBeLessThanOrEqual(3);

    await signInAs(page, 'parking');
    expect(here(page)).toBe(formPage);
    await expect(page.getByTestId('draft-restored')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Opis' })).toHaveValue('E2E Django nakon isteka sesije');
    await expect(form.getByRole('textbox', { name: /Vrijedi od/ })).toHaveValue(from);
    await expect(form.getByRole('checkbox', { name: 'Zona 2' })).toBeChecked();
    await expect(form.getByLabel('Srijeda: vrijeme od')).toHaveValue('06:30');
    await expect(form.getByLabel('Srijeda: vrijeme do')).toHaveValue('22:30');
    await form.getByRole('button', { name: 'Spremi' }).click();
    await expectToastShown(page, SUBMITTED);
    // Saved: the draft is gone, the form opens empty again.
    await page.goto(formPage);
    await expect(page.getByRole('form', { name: 'Radno vrijeme' }).getByRole('textbox', { name: 'Opis' })).toHaveValue('');
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  });
});

test('a CSRF refusal shows the specs’ 403 message, keeps the form and opens no dialog; Save again succeeds', async ({ page, context }) => {
  await page.goto('/login');
  await signInAs(page, 'parking');
  await page.goto('/parking/provider/1/zone/3/details?tab=rules');
  await page.getByRole('button', { name: 'Nova iznimka' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova iznimka' });
  const day = typed(addDays(today(), 40));
  await dialog.getByRole('textbox', { name: /Datum od/ }).fill(day);
  await dialog.getByRole('textbox', { name: /Datum od/ }).press('Enter');
  await dialog.getByRole('textbox', { name: /Datum do/ }).fill(day);
  await dialog.getByRole('textbox', { name: /Datum do/ }).press('Enter');
  await dialog.getByRole('textbox', { name: /Razlog/ }).fill('E2E CSRF ponovni pokušaj');
  // The browser lost its CSRF cookie (expired, cleared): Django refuses the write.
  await context.clearCookies({ name: 'csrftoken' });
  const refusal = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/iznimke/'));
  await dialog.getByRole('button', { name: 'Spremi' }).click();
  const refused = await refusal;
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ detail: 'CSRF Failed: CSRF cookie not set.' });

  await expect(dialog.getByRole('alert')).toContainText(FORBIDDEN);
  await expect(page.getByText('CSRF Failed', { exact: false })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: /Razlog/ })).toHaveValue('E2E CSRF ponovni pokušaj');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(here(page)).toBe('/parking/provider/1/zone/3/details?tab=rules');
  // The portal asked user-info, which set a fresh CSRF cookie: trying again works without a reload.
  await expect.poll(() => cookie(context, 'csrftoken')).toBeTruthy();
  await dialog.getByRole('button', { name: 'Spremi' }).click();
  await expectToastShown(page, SUBMITTED);
  await expect(dialog).toBeHidden();
});
