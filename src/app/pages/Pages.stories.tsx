import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DeniedPage } from './DeniedPage';
import { lazy } from 'react';
import { NotFoundPage } from '../../routing/NotFoundPage';
import { RouteErrorBoundary } from './RouteError';
import { loadWithRetry } from '../lazy-retry';
import { phoneOf } from '../../test-support/design-system';

/** A screen whose code cannot be downloaded, on the first try or the retry (after a redeploy, say). */
const GoneScreen = lazy(() => loadWithRetry(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 0));

/** A screen that throws while it renders. */
function BrokenScreen(): never {
  throw new Error('A rendering bug');
}

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

/** A screen that throws: a clear message and a reload, never a blank page. */
export const ScreenError: Story = {
  render: () => (
    <RouteErrorBoundary>
      <BrokenScreen />
    </RouteErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ovaj prikaz se nije mogao prikazati.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Učitaj ponovno' })).toBeVisible();
  },
};

/** A screen's code could not be loaded, even on the retry: a new version is available, with a reload. */
export const NewVersion: Story = {
  render: () => (
    <RouteErrorBoundary>
      <GoneScreen />
    </RouteErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dostupna je nova inačica portala' })).toBeVisible();
    await expect(canvas.getByText('Ponovno učitajte stranicu za nastavak rada.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Učitaj ponovno' })).toBeVisible();
  },
};

export const NewVersionEnglish: Story = {
  ...NewVersion,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'A new version of the portal is available' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Denied);
