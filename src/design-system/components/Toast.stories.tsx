import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_TOAST_DURATION, notify, TOAST_DURATION, toaster } from './toaster';

function ToastDemo() {
  // Each story starts with no toasts.
  useEffect(() => () => toaster.remove(), []);
  return (
    <HStack>
      <Button onClick={() => notify.success('Lozinka je uspješno promijenjena')}>Uspjeh</Button>
      <Button variant="outline" onClick={() => notify.error('Razdoblje ne smije biti dulje od 30 dana')}>
        Greška
      </Button>
      <Button variant="outline" onClick={() => notify.info('Izvještaj se priprema')}>
        Obavijest
      </Button>
    </HStack>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uspjeh' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Lozinka je uspješno promijenjena')).toBeVisible());
    await expect(TOAST_DURATION).toBe(4000);
  },
};

export const ErrorToast: Story = {
  name: 'Error (5 s)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Greška' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Razdoblje ne smije biti dulje od 30 dana')).toBeVisible());
    await expect(ERROR_TOAST_DURATION).toBe(5000);
    await userEvent.click(body.getByRole('button', { name: 'Zatvori' }));
    await waitFor(() => expect(body.queryByText('Razdoblje ne smije biti dulje od 30 dana')).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Obavijest' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('button', { name: 'Close' })).toBeVisible());
  },
};
