import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '../../../api/contract/endpoints';
import { LoginPage } from './LoginPage';
import { phoneOf } from '../../../test-support/design-system';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/login' },
  globals: { persona: 'signed-out' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Prijava' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zaboravili ste lozinku?' })).toBeVisible();
    // Each demo account says what it is for.
    const accounts = canvas.getByRole('region', { name: 'Demo računi' });
    await expect(accounts).toHaveTextContent('parkingpružatelj parkinga koji predlaže promjene svojih zona');
    await expect(accounts).toHaveTextContent('supportpodrška operatera: odobrava promjene u demo panelu');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: 'Demo accounts' })).toHaveTextContent('parkinga parking provider that proposes zone changes');
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Prijavi se' }));
    await expect(await canvas.findAllByText('Ovo polje je obavezno.')).toHaveLength(2);
  },
};

/** Enter submits; a wrong password shows 'Unable to login' and keeps what was typed. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Korisničko ime/), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Lozinka/), 'wrong{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Prijava nije uspjela');
    await expect(canvas.getByLabelText(/Korisničko ime/)).toHaveValue('admin');
  },
};

export const WrongPasswordEnglish: Story = {
  ...WrongPassword,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to login');
  },
};

/** Signing in returns to the remembered path, and only to paths inside the app. */
export const ReturnsToRememberedPath: Story = {
  parameters: { route: '/login?next=%2Fobracuni%3Fpage%3D2', routePattern: '/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Korisničko ime/), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Lozinka/), 'demo{Enter}');
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent('/obracuni?page=2'));
  },
};

export const RefusesOutsideRedirect: Story = {
  parameters: { route: '/login?next=%2F%2Fevil.example%2Fx', routePattern: '/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Korisničko ime/), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Lozinka/), 'demo{Enter}');
    await waitFor(() => expect(canvas.getByTestId('navigated-to').textContent).toBe('/'));
  },
};

export const Submitting: Story = {
  parameters: { simulator: { faults: [{ method: 'POST', path: endpoints.login, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Korisničko ime/), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Lozinka/), 'demo{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('button[type=submit]')).toBeDisabled());
  },
};

export const ServerDown: Story = {
  parameters: { simulator: { faults: [{ path: endpoints.login, networkError: true }] } },
  play: WrongPassword.play,
};

/** Sent here by a 401: the page says the session has ended (signing in returns to the page, as ReturnsToRememberedPath shows). */
export const SessionEnded: Story = {
  parameters: { route: '/login?next=%2Fobracuni', routePattern: '/login', routeState: { sessionEnded: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sesija je istekla. Prijavite se ponovno.');
    await waitFor(() => expect(canvas.getByLabelText(/Korisničko ime/)).toHaveFocus());
  },
};

export const SessionEndedEnglish: Story = {
  parameters: SessionEnded.parameters,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
