import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DeniedPage } from './DeniedPage';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'App/Pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Denied: Story = {
  render: () => <DeniedPage />,
  parameters: { route: '/denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Nemate dozvolu za ovu radnju/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Prijava' }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent('/login'));
  },
};

export const DeniedEnglish: Story = {
  render: () => <DeniedPage />,
  parameters: { route: '/denied' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'You do not have permission for this action. If you think you should be authorized for this action, try logging in again.',
      ),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  parameters: { route: '/nema-me' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Stranica nije pronađena' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Natrag na početnu stranicu' }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to').textContent).toBe('/'));
  },
};

export const NotFoundEnglish: Story = {
  render: () => <NotFoundPage />,
  parameters: { route: '/nema-me' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};
