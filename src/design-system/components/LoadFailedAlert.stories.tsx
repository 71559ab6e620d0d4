import { Link } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailedAlert } from './LoadFailedAlert';

const meta = {
  title: 'Design system/LoadFailedAlert',
  component: LoadFailedAlert,
  args: { title: 'Podaci se nisu mogli učitati.', onRetry: fn() },
} satisfies Meta<typeof LoadFailedAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What failed and Try again; the button calls the screen's retry. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('Podaci se nisu mogli učitati.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Pokušaj ponovno' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The server's own text for the failure, under the title. */
export const WithServerText: Story = {
  args: { detail: 'Baza podataka nije dostupna.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Baza podataka nije dostupna.');
  },
};

/** A way onward beside Try again (a page outside the layout links back). */
export const WithWayBack: Story = {
  args: {
    detail: 'Zona nije pronađena.',
    children: (
      <Link href="#zona" colorPalette="brand" variant="underline" fontSize="sm">
        Natrag na zonu
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement.querySelector('[role=alert]') as HTMLElement);
    await expect(alert.getByRole('button', { name: 'Pokušaj ponovno' })).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Natrag na zonu' })).toBeVisible();
  },
};

/** Without a retry (a list whose own filters are the way to try again): no button. */
export const WithoutRetry: Story = {
  args: { title: 'Popis se nije mogao učitati.', onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'The data could not be loaded.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
