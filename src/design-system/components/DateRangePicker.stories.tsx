import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DateRange } from '../format/date';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
import { openMenu, pickMenuItem, selectMenuItem, STORY_TODAY } from '../../test-support/design-system';

type DemoProps = Omit<DateRangePickerProps, 'value' | 'onChange'> & { initial: DateRange };

function Demo({ initial, ...props }: DemoProps) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <DateRangePicker {...props} value={range} onChange={setRange} />
      <output data-testid="range">{`${range.begin ?? '-'} .. ${range.end ?? '-'}`}</output>
    </>
  );
}

const meta = {
  title: 'Design system/DateRangePicker',
  component: Demo,
  args: { initial: { begin: '2026-11-01', end: '2026-11-20' }, max: '2026-11-21', today: STORY_TODAY },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const range = (el: HTMLElement) => within(el).getByTestId('range');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Datum od' })).toHaveValue('1. 11. 2026.');
    await expect(c.getByRole('textbox', { name: 'Datum do' })).toHaveValue('20. 11. 2026.');
  },
};

export const ClearEachDate: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Datum do: očisti' }));
    await expect(range(canvasElement)).toHaveTextContent('2026-11-01 .. -');
    await userEvent.click(c.getByRole('button', { name: 'Datum od: očisti' }));
    await expect(range(canvasElement)).toHaveTextContent('- .. -');
    await expect(c.getByRole('textbox', { name: 'Datum od' })).toHaveValue('');
  },
};

export const Presets: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pickMenuItem(c.getByRole('button', { name: 'Datum od: brzi odabir' }), 'Početak tjedna');
    await waitFor(() => expect(range(canvasElement)).toHaveTextContent('2026-11-16 .. 2026-11-20'));
    const endMenu = await openMenu(c.getByRole('button', { name: 'Datum do: brzi odabir' }));
    // End of month is after max (today) and therefore disabled.
    await expect(within(endMenu).getByRole('menuitem', { name: 'Kraj mjeseca' })).toHaveAttribute('aria-disabled', 'true');
    await selectMenuItem(endMenu, within(endMenu).getByRole('menuitem', { name: 'Danas' }));
    await waitFor(() => expect(range(canvasElement)).toHaveTextContent('2026-11-16 .. 2026-11-21'));
  },
};

export const BeginPastEndClearsEnd: Story = {
  args: { initial: { begin: '2026-11-01', end: '2026-11-10' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pickMenuItem(c.getByRole('button', { name: 'Datum od: brzi odabir' }), 'Početak tjedna');
    await waitFor(() => expect(range(canvasElement)).toHaveTextContent('2026-11-16 .. -'));
  },
};

export const TypedDate: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByRole('textbox', { name: 'Datum od' });
    await userEvent.clear(input);
    await userEvent.type(input, '5. 11. 2026.{Enter}');
    await waitFor(() => expect(range(canvasElement)).toHaveTextContent('2026-11-05 .. 2026-11-20'));
  },
};

export const MagicButton: Story = {
  args: {
    magicButton: true,
    min: '2018-04-16',
    max: '2026-11-20',
    beginPresets: ['today', 'yesterday', 'beginOfWeek', 'beginOfMonth', 'beginOfYear'],
    endPresets: ['today', 'yesterday', 'endOfWeek', 'endOfMonth', 'endOfYear'],
    initial: { begin: '2026-11-10', end: '2026-11-20' },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const magic = c.getByRole('button', { name: 'Pametni odabir' });
    await userEvent.click(magic);
    await expect(range(canvasElement)).toHaveTextContent('2026-11-09 .. 2026-11-20');
    await userEvent.click(c.getByRole('button', { name: 'Datum od: očisti' }));
    await userEvent.click(magic);
    await expect(range(canvasElement)).toHaveTextContent('2026-11-20 .. 2026-11-20');
    await userEvent.click(c.getByRole('button', { name: 'Datum od: očisti' }));
    await userEvent.click(c.getByRole('button', { name: 'Datum do: očisti' }));
    await userEvent.click(magic);
    // Neither set: both today, clamped to max (yesterday on the statistics page).
    await expect(range(canvasElement)).toHaveTextContent('2026-11-20 .. 2026-11-20');
  },
};

export const RangePresets: Story = {
  args: {
    rangePresets: ['today', 'yesterday'],
    beginPresets: [],
    endPresets: [],
    initial: { begin: '2026-11-21', end: '2026-11-21' },
    min: '2026-10-22',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Danas' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(c.getByRole('button', { name: 'Jučer' }));
    await expect(range(canvasElement)).toHaveTextContent('2026-11-20 .. 2026-11-20');
  },
};

export const WithErrors: Story = {
  args: { required: true, initial: { begin: null, end: null }, beginError: 'Datum od je obavezan.', endError: 'Datum do je obavezan.' },
};

export const English: Story = {
  args: { magicButton: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Date from' })).toHaveValue('01/11/2026');
    await expect(c.getByRole('button', { name: 'Smart pick' })).toBeVisible();
  },
};
