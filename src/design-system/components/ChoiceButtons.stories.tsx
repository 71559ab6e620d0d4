import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceButtons } from './ChoiceButtons';

const PLACES = [
  { value: 'zagreb', label: 'Zagreb', title: 'Zagreb, Grad Zagreb' },
  { value: 'split', label: 'Split', title: 'Split, Splitsko-dalmatinska' },
  { value: 'rijeka', label: 'Rijeka', title: 'Rijeka, Primorsko-goranska' },
  { value: 'osijek', label: 'Osijek', title: 'Osijek, Osječko-baranjska' },
];

function Demo({ initial, attached, onChoose }: { initial: string | null; attached: boolean; onChoose: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Stack gap="3" align="start" p="2">
      <Button size="xs" variant="ghost">
        Prije
      </Button>
      <ChoiceButtons label="Mjesta" options={PLACES} value={value} onChange={(next) => {
          setValue(next);
          onChoose(next);
        }}
        attached={attached}
      />
      <Text fontSize="sm">
        Odabrano: <output data-testid="chosen">{value ?? '-'}</output>
      </Text>
      <Button size="xs" variant="ghost">
        Poslije
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Design system/ChoiceButtons',
  component: Demo,
  args: { initial: 'split', attached: false, onChoose: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One chosen: it alone is checked, and it is the group's only Tab stop. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const group = within(c.getByRole('radiogroup', { name: 'Mjesta' }));
    await expect(group.getByRole('radio', { name: 'Split' })).toBeChecked();
    await expect(group.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true')).toHaveLength(1);
    await expect(group.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toEqual([group.getByRole('radio', { name: 'Split' })]);
  },
};

/** None chosen yet (search results before a choice): the first is the Tab stop. */
export const NoneChosen: Story = {
  args: { initial: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Prije' }));
    await userEvent.tab();
    await expect(c.getByRole('radio', { name: 'Zagreb' })).toHaveFocus();
    await expect(c.getByRole('radio', { name: 'Zagreb' })).not.toBeChecked();
    await expect(c.getByTestId('chosen')).toHaveTextContent('-');
  },
};

/** Clicking the chosen button again chooses it again (a search result re-centres the map on it). */
export const ChooseAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'Split' }));
    await expect(args.onChoose).toHaveBeenCalledWith('split');
    await expect(c.getByRole('radio', { name: 'Split' })).toBeChecked();
  },
};

/** A few options joined into one segmented control (the map's street and satellite layers). */
export const Attached: Story = {
  args: { attached: true, initial: 'zagreb' },
};

/** By keyboard: one Tab stop; the arrows move and choose, wrapping; Home and End; Tab leaves the group. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const chosen = c.getByTestId('chosen');
    await userEvent.click(c.getByRole('button', { name: 'Prije' }));
    await userEvent.tab();
    await expect(c.getByRole('radio', { name: 'Split' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(c.getByRole('radio', { name: 'Rijeka' })).toHaveFocus();
    await expect(c.getByRole('radio', { name: 'Rijeka' })).toBeChecked();
    await expect(chosen).toHaveTextContent('rijeka');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(c.getByRole('radio', { name: 'Zagreb' })).toHaveFocus();
    await expect(chosen).toHaveTextContent('zagreb');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(chosen).toHaveTextContent('osijek');
    await userEvent.keyboard('{Home}');
    await expect(chosen).toHaveTextContent('zagreb');
    await userEvent.keyboard('{End}');
    await expect(chosen).toHaveTextContent('osijek');
    await userEvent.keyboard('{ArrowUp}');
    await expect(c.getByRole('radio', { name: 'Rijeka' })).toBeChecked();
    // With a modifier held the arrows are the browser's (Alt+Left is Back), not the group's.
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}{Alt>}{ArrowLeft}{/Alt}');
    await expect(c.getByRole('radio', { name: 'Rijeka' })).toBeChecked();
    await expect(c.getByRole('radio', { name: 'Rijeka' })).toHaveFocus();
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Poslije' })).toHaveFocus();
  },
};
