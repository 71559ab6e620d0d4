import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { endpoints } from '../../../api/contract/endpoints';
import { ChangePasswordPage } from './ChangePasswordPage';
import { phoneOf } from '../../../test-support/design-system';

const meta = {
  title: 'Screens/Auth/Change password',
  component: ChangePasswordPage,
  parameters: { route: '/promijeni-lozinku', shell: 'layout' },
} satisfies Meta<typeof ChangePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, current: string, next: string, confirm: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Stara lozinka/), current);
  await userEvent.type(canvas.getByLabelText(/^Nova lozinka/), next);
  await userEvent.type(canvas.getByLabelText(/^Potvrda nove lozinke/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Promijeni lozinku' }));
  return canvas;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Promjena lozinke' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Change password' })).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'demo', 'Novalozinka1', 'Novalozinka1');
    await expect(await canvas.findByText('Lozinka je uspješno promijenjena', { selector: '[role=status] *' })).toBeVisible();
  },
};

/** The wrong old password comes back as a field error under 'Old password'; values stay. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'nije-ta', 'Novalozinka1', 'Novalozinka1');
    const field = canvas.getByLabelText(/^Stara lozinka/);
    await expect(await canvas.findByText(/lozink|password/i, { selector: '[data-part=error-text]' })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Nova lozinka/)).toHaveValue('Novalozinka1');
  },
};

export const MustMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'demo', 'Novalozinka1', 'Drukcija1');
    await expect(await canvas.findByText('Lozinke se ne podudaraju.')).toBeVisible();
  },
};

export const ServerDown: Story = {
  parameters: {
    simulator: { faults: [{ method: 'POST', path: endpoints.changePassword, status: 500, body: { error: 'Servis privremeno nedostupan.' } }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'demo', 'Novalozinka1', 'Novalozinka1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Servis privremeno nedostupan.');
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
