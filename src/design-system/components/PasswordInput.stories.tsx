import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Design system/PasswordInput',
  component: PasswordInput,
  render: (args) => (
    <FormField label="Lozinka">
      <PasswordInput {...args} />
    </FormField>
  ),
  args: { defaultValue: 'tajna123' },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Lozinka')).toHaveAttribute('type', 'password');
  },
};

/** The toggle shows and hides what was typed, by mouse or keyboard. */
export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Prikaži lozinku' }));
    await expect(canvas.getByLabelText('Lozinka')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Sakrij lozinku' }));
    await expect(canvas.getByLabelText('Lozinka')).toHaveAttribute('type', 'password');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <FormField label="Password">
      <PasswordInput {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Show password/i })).toBeVisible();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <FormField label="Lozinka" error="Lozinka je prekratka.">
      <PasswordInput {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Lozinka')).toHaveAttribute('aria-invalid', 'true');
  },
};
