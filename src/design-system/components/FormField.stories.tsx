import { Input, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Design system/FormField',
  component: FormField,
  args: { label: 'Korisničko ime', children: <Input name="username" /> },
  decorators: [
    (Story) => (
      <Stack maxW="sm">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { helperText: 'Korisničko ime dobiveno od operatera' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Korisničko ime')).toBeVisible();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

export const ServerError: Story = {
  args: { required: true, error: 'Ovo polje je obavezno.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const errorId = input.getAttribute('aria-errormessage') ?? '';
    await expect(canvasElement.ownerDocument.getElementById(errorId)).toHaveTextContent('Ovo polje je obavezno.');
    await expect(c.getByText('Ovo polje je obavezno.')).toBeVisible();
  },
};

export const Password: Story = {
  args: { label: 'Nova lozinka', required: true, children: <PasswordInput name="new_password" /> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = canvasElement.querySelector('input[name="new_password"]') as HTMLInputElement;
    await expect(input).toHaveAccessibleName('Nova lozinka');
    await userEvent.type(input, 'tajna');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(c.getByRole('button', { name: 'Prikaži lozinku' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(c.getByRole('button', { name: 'Sakrij lozinku' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const English: Story = {
  args: { label: 'New password', error: 'Passwords do not match.', children: <PasswordInput name="confirm_password" /> },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(c.getByText('Passwords do not match.')).toBeVisible();
  },
};
