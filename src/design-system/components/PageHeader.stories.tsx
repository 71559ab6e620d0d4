import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Design system/PageHeader',
  component: PageHeader,
  args: { title: 'Parking' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Parking' })).toBeVisible();
  },
};

export const WithCountAndActions: Story = {
  args: {
    count: 1234,
    countText: '1.234',
    countLabel: '1.234 pružatelja',
    actions: (
      <Button size="sm" variant="outline">
        Preuzmi XLSX
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('1.234')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Preuzmi XLSX' })).toBeVisible();
  },
};

export const English: Story = {
  args: { title: 'Garages', count: 12, countLabel: '12 garages' },
  globals: { locale: 'en' },
};
