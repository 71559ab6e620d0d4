import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { comparisonValue } from '../model/comparison';
import { StatBox } from './StatBox';

const meta = {
  title: 'Design system/StatBox',
  component: StatBox,
  args: {
    title: 'Ukupno',
    metrics: [
      { kind: 'count', value: comparisonValue(12345) },
      { kind: 'amount', value: comparisonValue(98765.43) },
    ],
  },
} satisfies Meta<typeof StatBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountAndAmount: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('12.345')).toBeVisible();
    await expect(c.getByText('98.765,43 €')).toBeVisible();
  },
};

export const SingleValue: Story = {
  args: { title: 'Broj ulaznica', metrics: [{ kind: 'count', label: 'Ulaznice', value: comparisonValue(321) }] },
};

export const Comparing: Story = {
  args: {
    comparing: true,
    metrics: [
      { kind: 'count', value: comparisonValue(1200, 1000) },
      { kind: 'amount', value: comparisonValue(800.5, 1000) },
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('+200')).toBeVisible();
    await expect(c.getByText('+20,00 %')).toBeVisible();
    await expect(c.getByText('-199,50 €')).toBeVisible();
    await expect(c.getByText('-19,95 %')).toBeVisible();
    // Not colour alone: the direction is in text too.
    await expect(c.getAllByText('(porast)', { exact: false }).length).toBeGreaterThan(0);
  },
};

export const OnlyPrimaryPeriodHasData: Story = {
  args: {
    comparing: true,
    metrics: [
      { kind: 'count', value: comparisonValue(50) },
      { kind: 'amount', value: comparisonValue(0, 0) },
    ],
  },
};

export const English: Story = {
  ...Comparing,
  args: { ...Comparing.args, title: 'Total' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('€800.50')).toBeVisible();
    await expect(c.getByText('-€199.50')).toBeVisible();
    await expect(c.getAllByText('Difference in percent', { exact: false }).length).toBe(2);
  },
};
