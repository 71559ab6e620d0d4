import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect, type MultiSelectOption } from './MultiSelect';
import { openMenu } from '../../test-support/design-system';

const channels: MultiSelectOption<number>[] = [
  { value: 1, label: 'Web' },
  { value: 2, label: 'Android' },
  { value: 3, label: 'iOS' },
  { value: 4, label: 'SMS' },
  { value: 5, label: 'Parking aparat' },
];

function Demo({ initial, label = 'Prodajni kanali' }: { initial: number[]; label?: string }) {
  const [selected, setSelected] = useState(initial);
  return <MultiSelect label={label} options={channels} selected={selected} onChange={setSelected} />;
}

const meta = {
  title: 'Design system/MultiSelect',
  component: Demo,
  args: { initial: [1, 2, 3, 4, 5] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Prodajni kanali: Sve' });
    await expect(trigger).toHaveAttribute('data-selection', 'all');
  },
};

export const SomeSelected: Story = {
  args: { initial: [1, 3] },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Prodajni kanali: 2 od 5' });
    await expect(trigger).toHaveAttribute('data-selection', 'some');
  },
};

export const NoneSelected: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Prodajni kanali: Ništa odabrano' });
    await expect(trigger).toHaveAttribute('data-selection', 'none');
  },
};

export const ToggleAllAndOne: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const menu = within(await openMenu(c.getByRole('button', { name: 'Prodajni kanali: Sve' })));
    const all = menu.getByRole('menuitemcheckbox', { name: 'Odaberi sve' });
    await expect(all).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(all);
    await waitFor(() => expect(c.getByRole('button', { name: 'Prodajni kanali: Ništa odabrano' })).toBeVisible());
    await userEvent.click(menu.getByRole('menuitemcheckbox', { name: 'Android' }));
    await waitFor(() => expect(c.getByRole('button', { name: 'Prodajni kanali: 1 od 5' })).toBeVisible());
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Android' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const English: Story = {
  args: { initial: [2, 5], label: 'Sales channels' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sales channels: 2 of 5' })).toBeVisible();
  },
};
