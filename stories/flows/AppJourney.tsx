/**
 * A journey renders the app itself: its real route table (createAppRoutes + AppRoutes, guards,
 * lazy screens, the landing rule) inside the story's memory router, which the story mounts at `*`
 * (`parameters.routePattern: '*'`). The address the user is at is kept in a hidden output, so a
 * play function can assert where a click led.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { openMenu, selectMenuItem } from '../../src/test-support/design-system';
import { AppRoutes, createAppRoutes } from '../../src/app/routes';
import { routePatterns, type RouteName } from '../../src/routing/paths';
import type { PersonaName } from '../../simulator/core/control/personas';
import { SIGNED_OUT } from '../../.storybook/simulator';

function Address() {
  const location = useLocation();
  return (
    <output hidden data-testid="journey-address">
      {location.pathname}
      {location.search}
    </output>
  );
}

export function AppJourney() {
  const { i18n } = useTranslation();
  const routes = useMemo(() => createAppRoutes(i18n), [i18n]);
  return (
    <>
      <AppRoutes routes={routes} />
      <Address />
    </>
  );
}

/** The address the journey is at (path and query). */
export function address(canvasElement: HTMLElement): string {
  return canvasElement.querySelector('[data-testid=journey-address]')?.textContent ?? '';
}

/** Waits until the journey is on the named route (its pattern matches the path). */
export async function expectRoute(
  canvasElement: HTMLElement,
  route: RouteName,
): Promise<void> {
  await waitFor(
    () => {
      const path = address(canvasElement).split('?')[0] ?? '';
      expect(
        matchPath(routePatterns[route], path),
        `on ${route} (${routePatterns[route]}), at ${path}`,
      ).not.toBeNull();
    },
  );
}

/**
 * Story parameters of a journey: the whole app at `route`, full screen. Spread it into an object
 * literal (`parameters: { ...journeyParameters(route) }`): a bare call as the meta's `parameters`
 * left the story mounted at its route's path instead of `*` here.
 */
export function journeyParameters(route: string) {
  return { layout: 'fullscreen' as const, route, routePattern: '*' };
}

/**
 * A journey's pins (the toolbar cannot change them): who starts signed in (or nobody), on the
 * default scenario without latency, since each step asserts the seeded data.
 */
export function journeyGlobals(persona: PersonaName | null) {
  return { persona: persona ?? SIGNED_OUT, scenario: 'default', latency: '0' };
}

/**
 * Follows an entry of the top bar as a user would: its link when the bar shows it, else through the
 * bar's "Više" (or "Izbornik") menu, where the entries that do not fit the width go.
 */
export async function followTopBarEntry(canvasElement: HTMLElement, name: string): Promise<void> {
  const nav = within(within(canvasElement).getByRole('navigation', { name: 'Glavna navigacija' }));
  const link = nav.queryByRole('link', { name });
  if (link) {
    await userEvent.click(link);
    return;
  }
  // Picked with the keyboard, as the menu's stories do (zag selects the highlighted item).
  const menu = await openMenu(nav.getByRole('button', { name: /^(Više|Izbornik)/ }));
  await selectMenuItem(menu, within(menu).getByRole('menuitem', { name }));
}
