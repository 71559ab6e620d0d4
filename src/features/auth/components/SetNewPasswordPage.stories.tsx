import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpointPatterns } from '../../../api/contract/endpoints';
import { requestsTo, watchRequests } from '../../../../.storybook/requests';
import { SetNewPasswordPage } from './SetNewPasswordPage';
import { phoneOf } from '../../../test-support/design-system';

/** The simulator seeds one reset link for the `parking` account (README). */
const DEMO_TOKEN = 'demo-reset-token';

const meta = {
  title: 'Screens/Auth/Set new password',
  component: SetNewPasswordPage,
  parameters: {
    layout: 'fullscreen',
    route: `/reset-password/${DEMO_TOKEN}`,
    routePattern: '/reset-password/:uuid',
  },
  globals: { persona: 'signed-out' },
} satisfies Meta<typeof SetNewPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, next: string, confirm: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Nova lozinka/), next);
  await userEvent.type(canvas.getByLabelText(/^Potvrda nove lozinke/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Postavi lozinku' }));
  return canvas;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nova lozinka' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'New password' })).toBeVisible();
  },
};

export const MustMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Novalozinka1', 'Drukcija123');
    await expect(await canvas.findByText('Lozinke se ne podudaraju.')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Novalozinka1', 'Novalozinka1');
    await expect(await canvas.findByText('Uspješno ste promijenili lozinku')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Prijava' })).toBeVisible();
  },
};

/** A used or unknown link: the server's message with 'Error while setting new password'. */
export const InvalidLink: Story = {
  parameters: { route: '/reset-password/not-a-token' },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Novalozinka1', 'Novalozinka1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Pogreška pri postavljanju nove lozinke');
  },
};

export const InvalidLinkEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/reset-password/not-a-token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Novalozinka1');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Novalozinka1');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error while setting new password');
  },
};

/**
 * A crafted link whose token would leave its path segment (`..%2F..%2Fauth%2Flogout%3F`): the
 * page says the link is not valid, offers a new one, and sends nothing to the API.
 */
export const MalformedLink: Story = {
  parameters: { route: '/reset-password/..%2F..%2Fauth%2Flogout%3F' },
  beforeEach: () => watchRequests(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ova poveznica za postavljanje lozinke nije valjana.');
    await expect(canvas.queryByLabelText(/^Nova lozinka/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Zatraži novu poveznicu' })).toHaveAttribute('href', '/reset-password');
    await expect(requestsTo('/')).toEqual([]);
  },
};

/** A server field error lands under its field and the typed values stay. */
export const ServerFieldError: Story = {
  parameters: {
    simulator: {
      faults: [
        {
          method: 'POST',
          path: endpointPatterns.setNewPassword,
          status: 400,
          body: { new_password: ['Lozinka je prečesta.'] },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'lozinka123', 'lozinka123');
    await expect(await canvas.findByText('Lozinka je prečesta.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Nova lozinka/)).toHaveValue('lozinka123'));
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
