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

/**
 * The calendar button opens the calendar on the first press, though the field's date picker starts
 * only then; a day picked by keyboard fills the field, and focus comes back to the button.
 */
export const CalendarByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Datum od: otvori kalendar' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const calendar = await within(document.body).findByRole('application', { name: 'Kalendar: Datum od' });
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement));
    await expect(document.activeElement).toHaveTextContent('16');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Datum od' })).toHaveValue('15. 11. 2026.'));
    await waitFor(() => expect(within(document.body).queryByRole('application')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Datum od: otvori kalendar' })).toBe(button);
  },
};

/**
 * Typing a date: the first focus starts the date picker on the same input, so the text typed, the
 * label's link to the input and a form's reference to it carry over. A date after the maximum is
 * brought back to it.
 */
export const TypedDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Datum od' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('3. 11. 2026.{Tab}');
    await expect(canvas.getByRole('textbox', { name: 'Datum od' })).toBe(input);
    await waitFor(() => expect(input).toHaveValue('3. 11. 2026.'));
    await userEvent.clear(input);
    await userEvent.type(input, '30. 11. 2026.{Enter}');
    await waitFor(() => expect(input).toHaveValue('21. 11. 2026.'));
    await expect(canvas.getByText('Datum od').closest('label')).toHaveAttribute('for', input.id);
  },
};
