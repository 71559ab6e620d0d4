import { Button } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActionTrigger, DialogBody, DialogFooter } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  body?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button and role=alertdialog. */
  destructive?: boolean;
  /** When true (default) the dialog is not closed by an outside click; Escape and Cancel still close it. */
  modal?: boolean;
  /** May return a Promise; the confirm button shows a spinner until it settles, then the dialog closes on success. */
  onConfirm: () => void | Promise<unknown>;
}

/** Confirmation dialog (the design system's Dialog: focus is trapped and returned, Escape closes). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  cancelLabel,
  destructive = false,
  modal = true,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ds');
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      role={destructive ? 'alertdialog' : 'dialog'}
      closeOnInteractOutside={!modal}
      modal
    >
      {body ? <DialogBody>{body}</DialogBody> : null}
      <DialogFooter>
        <DialogActionTrigger asChild>
          <Button variant="outline" disabled={pending}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
        </DialogActionTrigger>
        <Button
          colorPalette={destructive ? 'red' : 'brand'}
          loading={pending}
          onClick={() => {
            void confirm();
          }}
        >
          {confirmLabel ?? t('dialog.confirm')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
