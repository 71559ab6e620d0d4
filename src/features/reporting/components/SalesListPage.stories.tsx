import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reportingEndpoints } from '../../../api/contract/endpoints-reporting';
import { resetSharedFilters } from '../model/shared-filters';
import { loadedTable } from '../../../../.storybook/tables';
import { SalesListPage } from './SalesListPage';

const meta = {
  title: 'Screens/Reporting/Sales list',
  component: SalesListPage,
  parameters: { layout: 'fullscreen', shell: 'layout', route: '/prodaja?od=2026-11-01&do=2026-11-20' },
  beforeEach: () => resetSharedFilters(),
} satisfies Meta<typeof SalesListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumb home > sales above the providers' list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Prodaja');
    const trail = within(within(canvasElement).getByRole('navigation', { name: 'Putanja' }));
    await expect(trail.getByRole('link', { name: 'Početna' })).toHaveAttribute('href', '/');
    await expect(trail.getByText('Prodaja', { selector: '[aria-current="page"]' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement, 'Sales');
    const trail = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(trail.getByRole('link', { name: 'Home' })).toBeVisible();
  },
};

/** The breadcrumb shows while the list loads. */
export const Loading: Story = {
  parameters: { simulator: { faults: [{ path: reportingEndpoints.sales.list, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('navigation', { name: 'Putanja' })).toBeVisible();
  },
};
