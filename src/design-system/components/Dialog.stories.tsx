import { Button, Input, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE } from '../../test-support/design-system';
import { Dialog, DialogActionTrigger, DialogBody, DialogFooter } from './Dialog';
import { FormField } from './FormField';

interface DemoProps {
  title: string;
  opener: string;
  startOpen?: boolean;
  /** Shows the footer with Cancel and Save. */
  actions?: boolean;
  /** Save is running: its button spins, Cancel and the field are disabled. */
  busy?: boolean;
  /** Paragraphs of body text (a long body scrolls inside the dialog). */
  paragraphs?: number;
  closeButton?: boolean;
  /** The field's label and the footer's buttons, in the story's language. */
  texts?: { field: string; cancel: string; save: string };
  onSave: () => void;
}

const HR = { field: 'Razlog', cancel: 'Odustani', save: 'Spremi' };

const PARAGRAPH =
  'Zahtjev za promjenu bit će poslan na odobrenje. Dok ga administrator ne odobri, vrijedi dosadašnje radno vrijeme, a zahtjev se može povući.';

function Demo({ title, opener, startOpen = false, actions = false, busy = false, paragraphs = 0, closeButton, texts = HR, onSave }: DemoProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} closeButton={closeButton} scrollBehavior="inside">
        <DialogBody>
          <Stack gap="4">
            <FormField label={texts.field}>
              <Input defaultValue="Radovi na cesti" disabled={busy} />
            </FormField>
            {Array.from({ length: paragraphs }, (_, i) => (
              <Text key={i}>{PARAGRAPH}</Text>
            ))}
          </Stack>
        </DialogBody>
        {actions ? (
          <DialogFooter>
            <DialogActionTrigger asChild>
              <Button variant="outline" disabled={busy}>
                {texts.cancel}
              </Button>
            </DialogActionTrigger>
            <Button colorPalette="brand" loading={busy} loadingText={texts.save} onClick={onSave}>
              {texts.save}
            </Button>
          </DialogFooter>
        ) : null}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Design system/Dialog',
  component: Demo,
  args: { title: 'Novo pravilo zatvaranja', opener: 'Dodaj pravilo', onSave: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens from its button and takes focus; Tab stays inside (the focus trap). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dodaj pravilo' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Novo pravilo zatvaranja' });
    const field = within(dialog).getByRole('textbox', { name: 'Razlog' });
    const close = within(dialog).getByRole('button', { name: 'Zatvori' });
    await waitFor(() => expect(field).toHaveFocus());
    // From the last control (the X) Tab goes back to the first, Shift+Tab back again.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(field).toHaveFocus();
  },
};

/** Cancel and Save in the footer, reached with Tab before the X. */
export const WithActions: Story = {
  args: { actions: true, startOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Novo pravilo zatvaranja' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Razlog' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Odustani' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Spremi' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Zatvori' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Razlog' })).toHaveFocus();
  },
};

/**
 * Escape closes it and focus goes back to the button that opened it; opened again, the X closes it
 * from the keyboard (Enter), and Cancel too, none of them saving.
 */
export const ClosesByKeyboard: Story = {
  args: { actions: true },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Dodaj pravilo' });
    const open = async () => {
      await userEvent.click(opener);
      const dialog = await page(canvasElement).findByRole('dialog', { name: 'Novo pravilo zatvaranja' });
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Razlog' })).toHaveFocus());
      return dialog;
    };
    const closed = async () => {
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    };
    await open();
    await userEvent.keyboard('{Escape}');
    await closed();
    const again = await open();
    await userEvent.tab({ shift: true });
    await expect(within(again).getByRole('button', { name: 'Zatvori' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await closed();
    const third = await open();
    await userEvent.tab();
    await expect(within(third).getByRole('button', { name: 'Odustani' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await closed();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** While Save runs: its button spins, Cancel and the field wait. */
export const Busy: Story = {
  args: { actions: true, busy: true, startOpen: true },
  parameters: { busyByDesign: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Novo pravilo zatvaranja' });
    await expect(within(dialog).getByRole('button', { name: 'Odustani' })).toBeDisabled();
    await expect(within(dialog).getByRole('textbox', { name: 'Razlog' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Spremi' })).toHaveAttribute('data-loading');
  },
};

/** A body longer than the window scrolls inside the dialog; the title and the actions stay in view. */
export const LongContent: Story = {
  args: { actions: true, paragraphs: 30, startOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Novo pravilo zatvaranja' });
    const save = within(dialog).getByRole('button', { name: 'Spremi' });
    await waitFor(() => expect(save).toBeVisible());
    const bottom = save.getBoundingClientRect().bottom;
    await expect(bottom).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientHeight);
  },
};

/** Without the X (a dialog that closes through its own buttons, or Escape). */
export const WithoutCloseButton: Story = {
  args: { actions: true, closeButton: false, startOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Novo pravilo zatvaranja' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Razlog' })).toHaveFocus());
    await expect(within(dialog).queryByRole('button', { name: 'Zatvori' })).toBeNull();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Spremi' })).toHaveFocus();
  },
};

/** In English, the X's label included. */
export const English: Story = {
  args: {
    title: 'New closing rule',
    opener: 'Add rule',
    actions: true,
    texts: { field: 'Reason', cancel: 'Cancel', save: 'Save' },
    startOpen: true,
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'New closing rule' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** On a phone the dialog fits the width, its footer in view. */
export const Phone: Story = {
  args: { actions: true, startOpen: true },
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Novo pravilo zatvaranja' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Spremi' })).toBeVisible());
    const root = canvasElement.ownerDocument.documentElement;
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(root.clientWidth);
  },
};
