import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes, createAppRoutes } from '../routes';

/** The story's i18n instance, so a play function can switch the language as the app's reload would. */
let storyI18n: I18n | undefined;

/**
 * The app's own route table (guards, lazy screens, the layout, NavigationEffects) in the story's
 * memory router, mounted at `*`, with the address kept in a hidden output.
 */
function App() {
  const { i18n } = useTranslation();
  const routes = useMemo(() => createAppRoutes(i18n), [i18n]);
  const location = useLocation();
  useEffect(() => {
    storyI18n = i18n;
  }, [i18n]);
  return (
    <>
      <AppRoutes routes={routes} />
      <output hidden data-testid="address">
        {location.pathname}
        {location.search}
      </output>
    </>
  );
}

const meta = {
  title: 'App/Navigation',
  component: App,
  parameters: { layout: 'fullscreen', route: '/status-sustava', routePattern: '*' },
  // Pinned: each step asserts the seeded screens of admin.
  globals: { persona: 'admin', scenario: 'default', latency: '0' },
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = () => document.getElementById('main');
const address = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-testid=address]')?.textContent ?? '';

async function heading(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).findByRole('heading', { name, level: 1 });
}

/** Follows a link of the top bar with the keyboard. */
async function followTopBarLink(canvasElement: HTMLElement, name: string) {
  const bar = within(within(canvasElement).getByRole('navigation', { name: 'Glavna navigacija' }));
  bar.getByRole('link', { name }).focus();
  await userEvent.keyboard('{Enter}');
}

/**
 * Every screen names itself in the tab's title. The first load leaves focus alone; going to another
 * screen from the top bar with the keyboard starts at its main heading, scrolled to the top; a
 * search on that screen (only the query string changes) leaves focus in the search field.
 */
export const TitleFocusAndScroll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Status sustava')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Status sustava · Partnerski portal'));
    await expect(main()).not.toBeNull();
    await expect(document.activeElement).not.toBe(main());

    // Room below every screen, so the scroll position survives the navigation unless the app resets it
    // (a shorter page, or a loading screen on the way, would pull it up by itself).
    const room = document.createElement('div');
    room.style.height = '2000px';
    document.body.append(room);
    try {
      window.scrollTo(0, 600);
      await waitFor(() => expect(window.scrollY).toBe(600));
      await followTopBarLink(canvasElement, 'Obračuni');
      await expect(await heading(canvasElement, 'Obračuni')).toBeVisible();
      await waitFor(() => expect(document.title).toBe('Obračuni · Partnerski portal'));
      // Focus is on the new screen's heading, so a screen reader announces it and Tab goes on from there.
      await waitFor(() => expect(document.activeElement).toBe(within(main()!).getByRole('heading', { level: 1, name: 'Obračuni' })));
      await expect(window.scrollY).toBe(0);
    } finally {
      room.remove();
    }

    // A search changes only the query string: focus stays where the user is.
    const field = canvas.getByRole('textbox', { name: 'Pretraživanje obračuna' });
    await userEvent.click(field);
    await userEvent.keyboard('Zagreb{Enter}');
    await waitFor(() => expect(address(canvasElement)).toBe('/obracuni?search=Zagreb'));
    await expect(document.activeElement).toBe(field);
    await expect(document.title).toBe('Obračuni · Partnerski portal');
  },
};

/** The title follows the language (the app reloads on a switch; here the instance switches in place). */
export const LanguageChange: Story = {
  parameters: { route: '/obracuni' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Obračuni')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Obračuni · Partnerski portal'));
    await expect(storyI18n).toBeDefined();
    await storyI18n!.changeLanguage('en');
    await waitFor(() => expect(document.title).toBe('Statements · Partner Portal'));
    // Back to Croatian, so the instance the next story may reuse is as it was.
    await storyI18n!.changeLanguage('hr');
    await waitFor(() => expect(document.title).toBe('Obračuni · Partnerski portal'));
  },
};

/** An English tab reads "<screen> · Partner Portal", on a public page and on an unknown path too. */
export const English: Story = {
  parameters: { route: '/nema-takve-stranice' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Page not found')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page not found · Partner Portal'));
  },
};

/**
 * The first load's redirect is not a navigation of the user's: a user without reports opening the
 * root is sent on to system status (the landing rule), and focus stays where the browser put it.
 */
export const FirstLoadRedirect: Story = {
  parameters: { route: '/' },
  globals: { persona: 'status' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Status sustava')).toBeVisible();
    await expect(address(canvasElement)).toBe('/status-sustava');
    await waitFor(() => expect(document.title).toBe('Status sustava · Partnerski portal'));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Vremenska crta incidenata' })).toBeVisible();
    await waitFor(() => expect(document.querySelector('[data-testid=loading-overlay], [aria-busy=true]')).toBeNull());
    await expect(main()).not.toBeNull();
    await expect(document.activeElement).not.toBe(main());
  },
};

/**
 * A detail screen names its entity in the title once it has loaded ("screen · entity · app"), and
 * the next screen drops it: going back to the list leaves no provider in the title.
 */
export const EntityTitle: Story = {
  parameters: { route: '/parking/provider/1' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Parking Zagreb d.o.o.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pružatelj parkinga · Parking Zagreb d.o.o. · Partnerski portal'));
    await followTopBarLink(canvasElement, 'Obračuni');
    await expect(await heading(canvasElement, 'Obračuni')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Obračuni · Partnerski portal'));
  },
};
