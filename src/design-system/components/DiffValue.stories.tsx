import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DiffValue } from './DiffValue';

const meta = {
  title: 'Design system/DiffValue',
  component: DiffValue,
} satisfies Meta<typeof DiffValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Increase: Story = {
  args: { value: 1234.56, kind: 'amount' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/\+1\.234,56\s€/);
  },
};

export const Decrease: Story = {
  args: { value: -12.5, kind: 'percent' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/-12,50\s%/);
  },
};

export const NoChange: Story = {
  args: { value: 0, kind: 'count' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^0/)).toBeVisible();
  },
};

export const English: Story = {
  args: { value: 1234.56, kind: 'amount' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1,234.56');
  },
};
