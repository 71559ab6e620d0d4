import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '../../../api/contract/endpoints';
import { ResetPasswordPage } from './ResetPasswordPage';
import { phoneOf } from '../../../test-support/design-system';
import { countRequests, watchRequests } from '../../../../.storybook/requests';

const meta = {
  title: 'Screens/Auth/Reset password',
  component: ResetPasswordPage,
  parameters: { layout: 'fullscreen', route: '/reset-password' },
  globals: { persona: 'signed-out' },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Zaboravljena lozinka' })).toBeVisible();
    // The bot check is a challenge on submit: nothing to tick before sending.
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByText(/Pri slanju se provjerava da niste robot/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Forgotten password' })).toBeVisible();
  },
};

export const UsernameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji zahtjev' }));
    await expect(await canvas.findByText('Ovo polje je obavezno.')).toBeVisible();
  },
};

/** Send runs the challenge, then sends its token with the username: one request, no step before. */
export const ChallengeOnSubmit: Story = {
  beforeEach: () => watchRequests(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Korisničko ime/), 'parking');
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji zahtjev' }));
    await expect(await canvas.findByText('Zahtjev za promjenu lozinke uspješno je poslan')).toBeVisible();
    await expect(countRequests('POST', endpoints.resetPassword)).toBe(1);
  },
};

/** A refused challenge token shows under the check, and the next Send runs the challenge again. */
export const ChallengeRefused: Story = {
  parameters: {
    simulator: {
      faults: [{ method: 'POST', path: endpoints.resetPassword, status: 400, body: { captcha_token: ['Provjera nije uspjela.'] }, times: 1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Korisničko ime/), 'parking');
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji zahtjev' }));
    await expect(await canvas.findByText('Provjera nije uspjela.')).toBeVisible();
  },
};

/** Success replaces the form with the message and a button to login. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Korisničko ime/), 'parking');
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji zahtjev' }));
    await expect(await canvas.findByText('Zahtjev za promjenu lozinke uspješno je poslan')).toBeVisible();
    await expect(canvas.queryByLabelText(/Korisničko ime/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Prijava' })).toBeVisible();
  },
};

export const SuccessEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), 'parking');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByText('Request for a password reset successfully sent')).toBeVisible();
  },
};

/** The server's field error shows under the field, with 'Password reset request failed'. */
export const UnknownUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Korisničko ime/), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji zahtjev' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Zahtjev za promjenu lozinke nije uspio');
    await waitFor(() => expect(canvas.getByLabelText(/Korisničko ime/)).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByLabelText(/Korisničko ime/)).toHaveValue('nobody');
  },
};

export const Sending: Story = {
  parameters: {
    simulator: { faults: [{ method: 'POST', path: endpoints.resetPassword, delay: 'infinite' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Korisničko ime/), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji zahtjev' }));
    await waitFor(() => expect(canvasElement.querySelector('button[type=submit]')).toBeDisabled());
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
