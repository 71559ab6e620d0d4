import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'App/Language switcher',
  component: LanguageSwitcher,
  args: { onChoose: fn() },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Croatian: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Hrvatski/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /English/ }));
    await expect(args.onChoose).toHaveBeenCalledWith('en');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /English/ }));
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};
