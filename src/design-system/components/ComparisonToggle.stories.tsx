import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DateRange } from '../format/date';
import { ComparisonToggle } from './ComparisonToggle';
import { STORY_TODAY } from '../../test-support/design-system';

function Demo({ initialComparing, initialRange }: { initialComparing: boolean; initialRange: DateRange }) {
  const [comparing, setComparing] = useState(initialComparing);
  const [range, setRange] = useState(initialRange);
  return (
    <>
      <ComparisonToggle
        comparing={comparing}
        onComparingChange={setComparing}
        compareRange={range}
        onCompareRangeChange={setRange}
        max="2026-11-21"
        today={STORY_TODAY}
      />
      <output data-testid="state">{`${String(comparing)} ${range.begin ?? '-'} .. ${range.end ?? '-'}`}</output>
    </>
  );
}

const meta = {
  title: 'Design system/ComparisonToggle',
  component: Demo,
  args: { initialComparing: false, initialRange: { begin: null, end: null } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('checkbox', { name: 'Usporedi s drugim razdobljem' })).not.toBeChecked();
    await expect(c.queryByRole('textbox', { name: 'Usporedni datum od' })).toBeNull();
  },
};

export const On: Story = {
  args: { initialComparing: true, initialRange: { begin: '2025-11-01', end: '2025-11-20' } },
};

export const TurningOffClearsRange: Story = {
  args: { initialComparing: true, initialRange: { begin: '2025-11-01', end: '2025-11-20' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Usporedni datum od' })).toHaveValue('1. 11. 2025.');
    await userEvent.click(c.getByText('Usporedi s drugim razdobljem'));
    await waitFor(() => expect(c.getByTestId('state')).toHaveTextContent('false - .. -'));
    await userEvent.click(c.getByText('Usporedi s drugim razdobljem'));
    await expect(c.getByRole('textbox', { name: 'Usporedni datum od' })).toHaveValue('');
  },
};

export const English: Story = {
  args: { initialComparing: true, initialRange: { begin: '2025-11-01', end: '2025-11-20' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('checkbox', { name: 'Compare with another period' })).toBeChecked();
    await expect(c.getByRole('textbox', { name: 'Comparison date from' })).toHaveValue('01/11/2025');
  },
};
