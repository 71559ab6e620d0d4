import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { IsoDate } from '../format/date';
import { DateField } from './DateField';
import { STORY_TODAY } from '../../test-support/design-system';

function Controlled({ initial, ...rest }: { initial: IsoDate | null; error?: string; disabled?: boolean; label?: string }) {
  const [value, setValue] = useState<IsoDate | null>(initial);
  return (
    <DateField
      label={rest.label ?? 'Datum od'}
      name="begin"
      value={value}
      onChange={setValue}
      today={STORY_TODAY}
      max="2026-11-21"
      presets={['today', 'yesterday']}
      error={rest.error}
      disabled={rest.disabled}
    />
  );
}

const meta = {
  title: 'Design system/DateField',
  component: Controlled,
  args: { initial: '2026-11-16' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByDisplayValue('16. 11. 2026.')).toBeVisible();
  },
};

export const Empty: Story = { args: { initial: null } };

/** The clear button empties the date. */
export const Clear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The date picker writes the date into its input once it has started: clear it after that.
    await expect(await canvas.findByDisplayValue('16. 11. 2026.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Očisti|Obriši|Clear/i }));
    await waitFor(() => expect(canvas.queryByDisplayValue('16. 11. 2026.')).toBeNull());
    await expect(canvasElement.querySelector('input[name="begin"]')).toHaveValue('');
  },
};

export const WithError: Story = { args: { error: 'Datum je obavezan.' } };

export const Disabled: Story = { args: { disabled: true } };

export const English: Story = {
  args: { label: 'Begin date' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByDisplayValue('16/11/2026')).toBeVisible();
  },
};
