import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Design system/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Početna', href: '/' },
      { label: 'Prodaja', href: '/prodaja' },
      { label: 'Čistoća d.o.o.', href: '/prodaja/provider/7' },
      { label: 'Transakcije' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('navigation', { name: 'Putanja' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Prodaja' })).toHaveAttribute('href', '/prodaja');
    await expect(c.getByText('Transakcije')).toHaveAttribute('aria-current', 'page');
  },
};

export const WithRenderLink: Story = {
  args: {
    renderLink: ({ href, children }) => (
      <a href={href} data-router-link="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Početna' })).toHaveAttribute('data-router-link', 'true');
  },
};

export const English: Story = {
  args: { items: [{ label: 'Home', href: '/' }, { label: 'Parks', href: '/ulaznice' }, { label: 'Tickets' }] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
};
