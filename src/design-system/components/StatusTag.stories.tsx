import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatusTag } from './StatusTag';

const meta = {
  title: 'Design system/StatusTag',
  component: StatusTag,
  args: { valid: true },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ispravna')).toBeVisible();
  },
};

export const Invalid: Story = { args: { valid: false } };

export const WithTooltip: Story = {
  args: { valid: false, label: 'Stornirana', description: 'Transakcija je stornirana na zahtjev korisnika.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Stornirana' })).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Transakcija je stornirana na zahtjev korisnika.')).toBeVisible());
  },
};

export const English: Story = {
  args: { valid: true, description: 'Payment completed.' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Valid' })).toBeVisible();
  },
};
