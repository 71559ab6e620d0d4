import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

type DemoProps = Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & { startOpen?: boolean };

function Demo({ startOpen = false, ...props }: DemoProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ukloni radno vrijeme</Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Design system/ConfirmDialog',
  component: Demo,
  args: {
    title: 'Ukloniti radno vrijeme?',
    body: 'Zahtjev za uklanjanje bit će poslan na odobrenje.',
    onConfirm: fn(),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Ukloni radno vrijeme' }));
    const dialog = await body.findByRole('dialog', { name: 'Ukloniti radno vrijeme?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Odustani' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Potvrdi' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Destructive: Story = {
  args: { destructive: true, confirmLabel: 'Ukloni', startOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Ukloniti radno vrijeme?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ukloni' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  args: { title: 'Remove working hours?', body: 'A removal request will be sent for approval.', startOpen: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Remove working hours?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible());
  },
};
