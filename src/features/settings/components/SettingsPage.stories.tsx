import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastDuration } from '../../../../.storybook/requests';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { operationsEndpoints } from '../../../api/contract/endpoints-operations';
import { openMenu, phoneOf, selectMenuItem } from '../../../test-support/design-system';
import { SettingsPage } from './SettingsPage';

const meta = {
  title: 'Screens/Settings',
  component: SettingsPage,
  parameters: { layout: 'fullscreen', shell: 'layout', route: '/settings' },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Admin: no e-mail stored yet (the field is open), both settings on, subscribed to both groups. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const email = await section(canvasElement, 'E-mail adresa');
    const field = email.getByRole('textbox', { name: /E-mail adresa/ });
    await expect(field).toHaveValue('');
    await expect(field).toBeEnabled();
    const toggles = await section(canvasElement, 'Postavke prikaza');
    await expect(toggles.getByRole('switch', { name: 'Prikaži Zagreb SMS transakcije' })).toBeChecked();
    await expect(toggles.getByRole('switch', { name: 'Čarobni gumb' })).toBeChecked();
    const subscriptions = await section(canvasElement, 'Pretplate na obavijesti');
    await expect(await subscriptions.findByRole('switch', { name: 'SMS parking' })).toBeChecked();
    await expect(subscriptions.getByRole('switch', { name: 'Mobilna garaža' })).toBeChecked();
  },
};

/** Support staff have an e-mail stored: it shows in the disabled field and cannot be changed. */
export const StoredEmail: Story = {
  globals: { persona: 'support' },
  play: async ({ canvasElement }) => {
    const email = await section(canvasElement, 'E-mail adresa');
    const field = email.getByRole('textbox', { name: /E-mail adresa/ });
    await expect(field).toHaveValue('tomislav.knezevic@partner-portal.hr');
    await expect(field).toBeDisabled();
    await expect(email.getByRole('button', { name: 'Spremi' })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const toggles = await section(canvasElement, 'Display settings');
    await expect(toggles.getByRole('switch', { name: 'Show Zagreb SMS transactions' })).toBeChecked();
    await expect(toggles.getByRole('switch', { name: 'Magic button' })).toBeChecked();
    await expect(await section(canvasElement, 'Notification subscriptions')).toBeTruthy();
  },
};

export const Loading: Story = {
  parameters: { simulator: { faults: [{ path: operationsEndpoints.serviceGroupList, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    const subscriptions = await section(canvasElement, 'Pretplate na obavijesti');
    await waitFor(() => expect(subscriptions.queryAllByRole('switch')).toHaveLength(0));
    await expect(canvasElement.querySelector('[aria-busy=true]')).not.toBeNull();
  },
};

/**
 * Admin saves an address after the validation message; then the field is disabled. (The `status`
 * persona, with no settings, sees that there is nothing to change: NoSettings.)
 */
export const SaveEmail: Story = {
  play: async ({ canvasElement }) => {
    const email = await section(canvasElement, 'E-mail adresa');
    const field = email.getByRole('textbox', { name: /E-mail adresa/ });
    await expect(field).toBeEnabled();
    await userEvent.type(field, 'ivana.horvat');
    await userEvent.click(email.getByRole('button', { name: 'Spremi' }));
    await expect(await email.findByText('Unesite ispravnu e-mail adresu (npr. ime@tvrtka.hr).')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '@partner-portal.hr{Enter}');
    await waitFor(() => expect(field).toBeDisabled());
    await expect(field).toHaveValue('ivana.horvat@partner-portal.hr');
    await waitFor(() => expect(screen.getByText('E-mail adresa je uspješno spremljena.')).toBeVisible());
    // Operations toasts stay 5000 ms (operations.md §9).
    await expect(await toastDuration('E-mail adresa je uspješno spremljena.')).toBe(5000);
  },
};

/** The `status` persona has no boolean settings: the page says there is nothing to change. */
export const NoSettings: Story = {
  globals: { persona: 'status' },
  play: async ({ canvasElement }) => {
    await expect(await section(canvasElement, 'Postavke prikaza')).toBeTruthy();
    await expect(within(canvasElement).getByText('Nemate postavki koje se mogu mijenjati.')).toBeVisible();
  },
};

/** The server refuses the address: its field error goes under the field and the typed value stays. */
export const EmailRejected: Story = {
  parameters: {
    simulator: {
      persona: 'status',
      faults: [{ path: operationsEndpoints.setEmail, status: 400, body: { email: ['Ova domena ne prima poštu.'] } }],
    },
  },
  play: async ({ canvasElement }) => {
    const email = await section(canvasElement, 'E-mail adresa');
    const field = email.getByRole('textbox', { name: /E-mail adresa/ });
    await userEvent.type(field, 'petra@nepostojeca.hr{Enter}');
    await expect(await email.findByText('Ova domena ne prima poštu.')).toBeVisible();
    await expect(field).toHaveValue('petra@nepostojeca.hr');
    await expect(field).toBeEnabled();
  },
};

/** Turning a setting off succeeds: the switch stays off and the success message shows. */
export const ToggleSaved: Story = {
  play: async ({ canvasElement }) => {
    const toggles = await section(canvasElement, 'Postavke prikaza');
    const sms = toggles.getByRole('switch', { name: 'Prikaži Zagreb SMS transakcije' });
    await userEvent.click(sms);
    await waitFor(() => expect(screen.getByText('Postavka je uspješno promijenjena.')).toBeVisible());
    // Operations toasts stay 5000 ms (operations.md §9).
    await expect(await toastDuration('Postavka je uspješno promijenjena.')).toBe(5000);
    await expect(sms).not.toBeChecked();
    await expect(within(toggles.getByTestId('setting-zagreb_sms')).getByText('Isklj.')).toBeVisible();
  },
};

/** A save that fails (a fault, as the demo panel sets one): the switch reverts and the server's error_msg shows. */
export const ToggleReverts: Story = {
  parameters: {
    simulator: {
      faults: [{ path: operationsEndpoints.userSetting, status: 400, body: { error_msg: 'Postavka se trenutno ne može mijenjati.' } }],
    },
  },
  play: async ({ canvasElement }) => {
    const toggles = await section(canvasElement, 'Postavke prikaza');
    const magic = toggles.getByRole('switch', { name: 'Čarobni gumb' });
    await expect(magic).toBeChecked();
    await userEvent.click(magic);
    await waitFor(() => expect(screen.getByText('Postavka se trenutno ne može mijenjati.')).toBeVisible());
    await waitFor(() => expect(magic).toBeChecked());
    await expect(magic).toBeEnabled();
  },
};

/** A failure without the server's text shows the generic message; keyboard (Space) works the switch. */
export const ToggleFailsByKeyboard: Story = {
  parameters: { simulator: { faults: [{ path: operationsEndpoints.userSetting, networkError: true }] } },
  play: async ({ canvasElement }) => {
    const toggles = await section(canvasElement, 'Postavke prikaza');
    const sms = toggles.getByRole('switch', { name: 'Prikaži Zagreb SMS transakcije' });
    sms.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByText('Postavka nije spremljena.')).toBeVisible());
    await waitFor(() => expect(sms).toBeChecked());
  },
};

/** A subscription switch saves at once and the list comes back from the response. */
export const Unsubscribe: Story = {
  play: async ({ canvasElement }) => {
    const subscriptions = await section(canvasElement, 'Pretplate na obavijesti');
    const garage = await subscriptions.findByRole('switch', { name: 'Mobilna garaža' });
    await userEvent.click(garage);
    await waitFor(() => expect(screen.getByText('Pretplata na grupu Mobilna garaža je isključena.')).toBeVisible());
    await expect(garage).not.toBeChecked();
    await expect(subscriptions.getByRole('switch', { name: 'SMS parking' })).toBeChecked();
  },
};

/** A failed subscription save rolls the switch back and says so. */
export const SubscriptionRollsBack: Story = {
  parameters: {
    simulator: { persona: 'status', faults: [{ path: operationsEndpoints.userSubscription, networkError: true }] },
  },
  play: async ({ canvasElement }) => {
    const subscriptions = await section(canvasElement, 'Pretplate na obavijesti');
    const sms = await subscriptions.findByRole('switch', { name: 'SMS parking' });
    await expect(sms).not.toBeChecked();
    await userEvent.click(sms);
    await waitFor(() => expect(screen.getByText('Pretplata na grupu SMS parking nije spremljena; prekidač je vraćen.')).toBeVisible());
    await waitFor(() => expect(sms).not.toBeChecked());
  },
};

/** The service groups cannot be loaded: the section says so and offers a retry. */
export const GroupsFailed: Story = {
  parameters: {
    simulator: { persona: 'status', faults: [{ path: operationsEndpoints.serviceGroupList, status: 500 }] },
  },
  play: async ({ canvasElement }) => {
    const subscriptions = await section(canvasElement, 'Pretplate na obavijesti');
    await expect(await subscriptions.findByRole('alert')).toHaveTextContent('Grupe usluga nisu se mogle učitati.');
    await expect(subscriptions.getByRole('button', { name: 'Pokušaj ponovno' })).toBeVisible();
  },
};

/** The user menu lists Settings only with the zagreb_sms or magic_button setting, and opens this page. */
export const MenuEntry: Story = {
  parameters: { route: '/obracuni', routePattern: '/settings' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(await within(canvasElement).findByRole('button', { name: /Korisnički izbornik/ }));
    const item = await within(menu).findByRole('menuitem', { name: 'Postavke' });
    await selectMenuItem(menu, item);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Postavke', level: 1 })).toBeVisible();
  },
};

export const MenuEntryHidden: Story = {
  globals: { persona: 'garage' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(await within(canvasElement).findByRole('button', { name: /Korisnički izbornik/ }));
    const changePassword = await within(menu).findByRole('menuitem', { name: 'Promjena lozinke' });
    await waitFor(() => expect(changePassword).toBeVisible());
    await expect(within(menu).queryByRole('menuitem', { name: 'Postavke' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
