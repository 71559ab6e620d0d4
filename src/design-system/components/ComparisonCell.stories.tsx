import { Table } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { comparisonValue } from '../model/comparison';
import { ComparisonCell } from './ComparisonCell';

const meta = {
  title: 'Design system/ComparisonCell',
  component: ComparisonCell,
  args: { value: comparisonValue(1234.56, 1000), kind: 'amount', comparing: true },
  decorators: [
    (Story) => (
      <Table.Root size="sm" maxW="sm">
        <Table.Caption srOnly>Primjer</Table.Caption>
        <Table.Body>
          <Table.Row>
            <Table.Cell textAlign="end">
              <Story />
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    ),
  ],
} satisfies Meta<typeof ComparisonCell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrimaryOnly: Story = {
  args: { comparing: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.234,56 €')).toBeVisible();
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('1.000,00 €')).toBeVisible();
    await expect(c.getByText('+234,56 €')).toBeVisible();
    await expect(c.getByText('+23,46 %')).toBeVisible();
  },
};

export const Decrease: Story = { args: { value: comparisonValue(40, 50), kind: 'count' } };

export const OnlyCompare: Story = {
  args: { value: comparisonValue(undefined, 50), kind: 'count' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-100,00 %')).toBeVisible();
  },
};

export const SinglePartDifference: Story = { args: { part: 'difference' } };

export const SinglePartPercentage: Story = { args: { part: 'percentage', value: comparisonValue(40, 50) } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('€1,234.56')).toBeVisible();
    await expect(c.getByText('+23.46%')).toBeVisible();
  },
};
