import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, HStack } from '@chakra-ui/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_TOAST_DURATION, notify, TOAST_DURATION } from './toaster';

function Triggers() {
  return (
    <HStack>
      <Button onClick={() => notify.success('Postavka je uspješno promijenjena')}>Uspjeh</Button>
      <Button onClick={() => notify.error('Zahtjev za promjenu nije poslan.')}>Pogreška</Button>
      <Button onClick={() => notify.info('Izvještaj se priprema.')}>Obavijest</Button>
      <Button onClick={() => notify.error('Pretplata nije spremljena.', { title: 'SMS parking' })}>Naslov i opis</Button>
    </HStack>
  );
}

/** Starts from no toast at all: the toaster is shared by every story on the page. */
async function noToasts() {
  notify.dismiss();
  await waitFor(() => expect(document.querySelector('[data-scope=toast][data-part=root]')).toBeNull());
}

const meta = {
  title: 'Design system/Toast',
  component: Triggers,
} satisfies Meta<typeof Triggers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await noToasts();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uspjeh' }));
    await waitFor(() => expect(screen.getByText('Postavka je uspješno promijenjena')).toBeVisible());
  },
};

/** Error toasts stay 5 s, the others 4 s (reporting.md §9). */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    await noToasts();
    await expect(ERROR_TOAST_DURATION).toBe(5000);
    await expect(TOAST_DURATION).toBe(4000);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pogreška' }));
    await waitFor(() => expect(screen.getByText('Zahtjev za promjenu nije poslan.')).toBeVisible());
  },
};

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await noToasts();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Obavijest' }));
    await waitFor(() => expect(screen.getByText('Izvještaj se priprema.')).toBeVisible());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await noToasts();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pogreška' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /close/i })).toBeVisible());
  },
};

/** A title and a description: both at full contrast on the solid colour (axe checks it). */
export const TitleAndDescription: Story = {
  play: async ({ canvasElement }) => {
    await noToasts();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Naslov i opis' }));
    await waitFor(() => expect(screen.getByText('Pretplata nije spremljena.')).toBeVisible());
    await expect(screen.getByText('SMS parking')).toBeVisible();
  },
};
