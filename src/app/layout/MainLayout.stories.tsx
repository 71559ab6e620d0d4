import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { expect, waitFor, within } from 'storybook/test';
import { openMenu, selectMenuItem } from '../../design-system/components/storyFixtures';
import { useSetCustomMenuLinks } from '../../routing/side-menu';

/** Page content standing in for a screen, with the custom menu links a detail page would add. */
function Content({ links = false }: { links?: boolean }) {
  useSetCustomMenuLinks(links ? [{ label: 'Transakcije', url: '/parking/provider/1/transakcije', icon: 'transactions' }] : []);
  return <Text>Sadržaj stranice</Text>;
}

const meta = {
  title: 'App/Main layout',
  component: Content,
  parameters: { layout: 'fullscreen', shell: 'layout', route: '/obracuni' },
} satisfies Meta<typeof Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('navigation', { name: 'Glavna navigacija' }));

/** admin sees every built screen of the top bar. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const bar = await nav(canvasElement);
    await expect(bar.getByRole('link', { name: 'Obračuni' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByRole('button', { name: /Ana Horvat|Korisnički izbornik/ })).toBeVisible();
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('2026');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const bar = within(await within(canvasElement).findByRole('navigation', { name: 'Main navigation' }));
    await expect(bar.getByRole('link', { name: 'Statements' })).toBeVisible();
  },
};

/** status has no report permission: no report items in the bar. */
export const StatusPersona: Story = {
  globals: { persona: 'status' },
  play: async ({ canvasElement }) => {
    const bar = await nav(canvasElement);
    await expect(bar.queryByRole('link', { name: 'Obračuni' })).toBeNull();
  },
};

/** sales lacks ObracuniView: no Statements item. */
export const SalesPersona: Story = {
  globals: { persona: 'sales' },
  play: async ({ canvasElement }) => {
    const bar = await nav(canvasElement);
    await expect(bar.queryByRole('link', { name: 'Obračuni' })).toBeNull();
  },
};

export const ParkingPersona: Story = {
  globals: { persona: 'parking' },
  play: async ({ canvasElement }) => {
    const bar = await nav(canvasElement);
    await expect(bar.getByRole('link', { name: 'Obračuni' })).toBeVisible();
  },
};

/** A detail page's custom links show in the bar and in the side menu. */
export const WithCustomLinks: Story = {
  args: { links: true },
  play: async ({ canvasElement }) => {
    const bar = await nav(canvasElement);
    await expect(await bar.findByRole('link', { name: 'Transakcije' })).toBeVisible();
    const side = within(within(canvasElement).getByRole('navigation', { name: 'Poveznice stranice' }));
    await expect(side.getByRole('link', { name: 'Transakcije' })).toHaveAttribute('href', '/parking/provider/1/transakcije');
  },
};

/** The user menu: no Settings until that screen is built; Change password; Log out goes to login. */
export const UserMenuAndLogout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await openMenu(await canvas.findByRole('button', { name: /Korisnički izbornik/ }));
    const changePassword = await within(menu).findByRole('menuitem', { name: 'Promjena lozinke' });
    await waitFor(() => expect(changePassword).toBeVisible());
    // Admin holds both settings and the settings screen is built: the entry shows.
    await expect(within(menu).getByRole('menuitem', { name: 'Postavke' })).toBeVisible();
    await selectMenuItem(menu, within(menu).getByRole('menuitem', { name: 'Odjava' }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent('/login'));
    await expect(window.localStorage.getItem('auth-token')).toBeNull();
  },
};

/** Signed out: a private route goes to login and remembers the path. */
export const SignedOut: Story = {
  parameters: { route: '/obracuni?page=3' },
  globals: { persona: 'signed-out' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('navigated-to')).toHaveTextContent('/login?next=%2Fobracuni%3Fpage%3D3'),
    );
  },
};

/** User info failing sends the user to login. */
export const UserInfoFails: Story = {
  parameters: { simulator: { faults: [{ path: '/api/auth/user-info/', status: 500 }] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('navigated-to')).toHaveTextContent('/login?next=%2Fobracuni'),
    );
  },
};

export const Loading: Story = {
  parameters: { simulator: { faults: [{ path: '/api/auth/user-info/', delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Učitavanje');
  },
};
