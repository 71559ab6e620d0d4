import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '../../api/contract/endpoints';
import { openMenu, PHONE, selectMenuItem } from '../../test-support/design-system';
import { useSetCustomMenuLinks } from '../../routing/side-menu';

/** Page content standing in for a screen, with the custom menu links a detail page would add. */
function Content({ links = false }: { links?: boolean }) {
  useSetCustomMenuLinks(
    links
      ? [{ label: 'Transakcije', url: '/parking/provider/1/transakcije', icon: 'transactions' }]
      : [],
  );
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
    await expect(bar.getByRole('link', { name: 'Obračuni' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(canvasElement).getByRole('button', { name: /Ana Horvat|Korisnički izbornik/ }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('2026');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const bar = within(
      await within(canvasElement).findByRole('navigation', { name: 'Main navigation' }),
    );
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
    // In the bar: a link when it fits, else an item under More.
    await waitFor(() =>
      expect(
        bar.queryByRole('link', { name: 'Transakcije' }) ??
          bar.queryByRole('button', { name: /Više/ }),
      ).toBeVisible(),
    );
    if (!bar.queryByRole('link', { name: 'Transakcije' })) {
      const menu = await openMenu(bar.getByRole('button', { name: /Više/ }));
      await expect(within(menu).getByRole('menuitem', { name: 'Transakcije' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
    }
    const side = within(
      within(canvasElement).getByRole('navigation', { name: 'Poveznice stranice' }),
    );
    await expect(side.getByRole('link', { name: 'Transakcije' })).toHaveAttribute(
      'href',
      '/parking/provider/1/transakcije',
    );
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
      expect(within(canvasElement).getByTestId('navigated-to')).toHaveTextContent(
        '/login?next=%2Fobracuni%3Fpage%3D3',
      ),
    );
  },
};

/** User info failing sends the user to login. */
export const UserInfoFails: Story = {
  parameters: { simulator: { faults: [{ path: endpoints.userInfo, status: 500 }] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('navigated-to')).toHaveTextContent(
        '/login?next=%2Fobracuni',
      ),
    );
  },
};

export const Loading: Story = {
  parameters: { simulator: { faults: [{ path: endpoints.userInfo, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Učitavanje');
  },
};

/** The top bar's items (links and the More/Menu button) all sit on the row of the app's name. */
async function expectOneRow(canvasElement: HTMLElement) {
  const header = canvasElement.querySelector('header')!;
  const name = within(header).getByText('Partnerski portal');
  const user = within(header).getByRole('button', { name: /Korisnički izbornik/ });
  const middle = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.top + box.height / 2;
  };
  const row = middle(name);
  for (const element of [...header.querySelectorAll('nav a, nav button'), user]) {
    await expect(Math.abs(middle(element) - row), element.textContent ?? '').toBeLessThan(4);
  }
  // Nothing sticks out sideways.
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
}

/** A 1024×768 tablet as admin: the bar stays on one row; what does not fit is under More, and works. */
export const TabletAdmin: Story = {
  parameters: { width: 1024 },
  play: async ({ canvasElement }) => {
    const bar = await nav(canvasElement);
    await waitFor(() => expect(bar.getByRole('button', { name: /Više/ })).toBeVisible());
    await expectOneRow(canvasElement);
    // The current screen (Obračuni) is either a link marked current or under More, marked there.
    const menu = await openMenu(bar.getByRole('button', { name: /Više/ }));
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.length).toBeGreaterThan(0);
    // Every screen of the bar is reachable: links plus menu items are admin's full list.
    const links = bar.getAllByRole('link').map((link) => link.textContent);
    await expect([...links, ...items.map((item) => item.textContent)]).toEqual(
      expect.arrayContaining([
        'Parking',
        'Garaže',
        'Parkovi',
        'Prodaja',
        'Obračuni',
        'Statistika platforme',
        'Status sustava',
      ]),
    );
    await selectMenuItem(menu, items.at(-1)!);
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('navigated-to')).not.toHaveTextContent('/obracuni'),
    );
  },
};

/** A narrow window: every entry goes under Menu, the bar keeps one row, and the keyboard reaches it. */
export const NarrowWindow: Story = {
  parameters: { width: 560 },
  play: async ({ canvasElement }) => {
    const bar = await nav(canvasElement);
    const button = await bar.findByRole('button', { name: /Izbornik/ });
    await waitFor(() => expect(bar.queryAllByRole('link')).toHaveLength(0));
    await expectOneRow(canvasElement);
    const menu = await openMenu(button);
    const statements = within(menu).getByRole('menuitem', { name: 'Obračuni' });
    await expect(statements).toHaveAttribute('aria-current', 'page');
    await selectMenuItem(menu, within(menu).getByRole('menuitem', { name: 'Status sustava' }));
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('navigated-to')).toHaveTextContent(
        '/status-sustava',
      ),
    );
  },
};

/** A 1280 px window: every entry of the parking persona is a link, with no More button. */
export const WideWindow: Story = {
  globals: { persona: 'parking' },
  play: async ({ canvasElement }) => {
    const bar = await nav(canvasElement);
    await expect(await bar.findByRole('link', { name: 'Status sustava' })).toBeVisible();
    await expect(bar.queryByRole('button', { name: /Više|Izbornik/ })).toBeNull();
    await expectOneRow(canvasElement);
  },
};

/** The header on a phone: the app name, the demo's place and the menu button, nothing cut or sticking out. */
async function expectPhoneHeader(canvasElement: HTMLElement) {
  await expect(window.innerWidth, 'the phone viewport').toBeLessThan(400);
  const header = await within(canvasElement).findByRole('banner');
  const button = await within(header).findByRole('button', { name: 'Otvori izbornik' });
  const box = button.getBoundingClientRect();
  await expect(box.width).toBeGreaterThanOrEqual(44);
  await expect(box.height).toBeGreaterThanOrEqual(44);
  await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  await expect(within(header).queryByRole('navigation')).toBeNull();
  await expect(within(header).queryByRole('button', { name: /Korisnički izbornik/ })).toBeNull();
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  return button;
}

/**
 * A 390 px phone as admin: one menu button opens the drawer with every entry (the current one
 * marked), the language switch and the user's actions; focus stays in the drawer and returns to the
 * button when it closes.
 */
export const PhoneDrawer: Story = {
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    const button = await expectPhoneHeader(canvasElement);
    await userEvent.click(button);
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Izbornik' }));
    const menu = within(drawer.getByRole('navigation', { name: 'Glavna navigacija' }));
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Parking', 'Garaže', 'Parkovi', 'Prodaja', 'Obračuni', 'Statistika platforme', 'Status sustava']),
    );
    await expect(menu.getByRole('link', { name: 'Obračuni' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('group', { name: 'Jezik' })).toBeVisible();
    for (const action of ['Postavke', 'Promjena lozinke', 'Odjava']) {
      await expect(drawer.getByRole('button', { name: action })).toBeVisible();
    }
    // Focus is trapped: tabbing past the last control comes back into the drawer.
    const dialog = document.body.querySelector('[role=dialog]')!;
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 16; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** On a phone a link of the drawer opens its screen and closes the drawer. */
export const PhoneDrawerNavigates: Story = {
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    await userEvent.click(await expectPhoneHeader(canvasElement));
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Izbornik' }));
    await userEvent.click(drawer.getByRole('link', { name: 'Status sustava' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated-to')).toHaveTextContent('/status-sustava'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Log out from the phone's drawer. */
export const PhoneLogout: Story = {
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    await userEvent.click(await expectPhoneHeader(canvasElement));
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Izbornik' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Odjava' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated-to')).toHaveTextContent('/login'));
    await expect(window.localStorage.getItem('auth-token')).toBeNull();
  },
};

/** The narrowest phone (320 px) as the parking partner, with its side menu's links: the header fits. */
export const Phone320: Story = {
  args: { links: true },
  globals: { persona: 'parking', viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await expectPhoneHeader(canvasElement));
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Izbornik' }));
    // The detail page's own links are in the drawer, with the bar's entries.
    await expect(drawer.getByRole('link', { name: 'Transakcije' })).toBeVisible();
    const content = document.body.querySelector('[role=dialog]')!.getBoundingClientRect();
    await expect(content.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
