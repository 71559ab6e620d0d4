import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './FormField';
import { TimeField, type TimeFieldProps } from './TimeField';

function Controlled({ initial, label = 'Vrijeme od', error, disabled }: { initial: string; label?: string; error?: string; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <FormField label={label} error={error} disabled={disabled}>
      <TimeField w="24" value={value} onChange={setValue} />
    </FormField>
  );
}

const meta = {
  title: 'Design system/TimeField',
  component: TimeField,
  args: { value: '', onChange: () => {} },
  render: (args: TimeFieldProps) => <Controlled initial={args.value} />,
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Vrijeme od');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'hh:mm');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const Filled: Story = {
  args: { value: '07:30' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Vrijeme od')).toHaveValue('07:30');
  },
};

/** Digits fill hh:mm as they are typed; leaving the field completes a short entry. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Vrijeme od');
    await userEvent.type(input, '0630');
    await expect(input).toHaveValue('06:30');
    await userEvent.clear(input);
    await userEvent.type(input, '7:5');
    await expect(input).toHaveValue('07:5');
    await userEvent.tab();
    await expect(input).toHaveValue('07:50');
    await userEvent.clear(input);
    await userEvent.type(input, '21');
    await userEvent.tab();
    await expect(input).toHaveValue('21:00');
  },
};

/** Letters and a 12-hour suffix are not taken; the field stays 24-hour. */
export const OnlyTimes: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Vrijeme od');
    await userEvent.type(input, '6:30 PM');
    await expect(input).toHaveValue('06:30');
  },
};

export const Invalid: Story = {
  render: () => <Controlled initial="25:75" error="Upišite vrijeme kao hh:mm, npr. 07:30." />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Vrijeme od');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Upišite vrijeme kao hh:mm, npr. 07:30.')).toBeVisible();
  },
};

export const Disabled: Story = {
  render: () => <Controlled initial="" disabled />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Vrijeme od')).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <Controlled initial="18:00" label="From" />,
  play: async ({ canvasElement }) => {
    // 24-hour in English too, like the portal's cards.
    await expect(within(canvasElement).getByLabelText('From')).toHaveValue('18:00');
  },
};
