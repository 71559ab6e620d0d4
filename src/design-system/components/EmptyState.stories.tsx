import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nema podataka')).toBeVisible();
  },
};

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'Nema transakcija',
    description: 'Promijenite razdoblje ili uvjete pretrage.',
    children: (
      <Button size="sm" variant="outline">
        Poništi filtre
      </Button>
    ),
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};
