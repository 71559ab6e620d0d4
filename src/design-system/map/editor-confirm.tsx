/** The polygon editor's confirmations: save (with the checks' warnings), close, reset and remove. */
import { Stack, Text } from '@chakra-ui/react';
import { AlertMessages } from '../components/AlertMessages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useMapTranslation } from './map-texts';

export type Confirm = { kind: 'save' } | { kind: 'saveAndClose' } | { kind: 'close' } | { kind: 'reset' } | { kind: 'remove'; index: number };

interface EditorConfirmDialogProps {
  /** What is asked; kept while the dialog closes, so its texts stay. */
  confirm: Confirm | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The checks' warnings, repeated in the save question. */
  warnings: string[];
  onConfirm: () => Promise<void> | void;
}

export function EditorConfirmDialog({ confirm, open, onOpenChange, warnings, onConfirm }: EditorConfirmDialogProps) {
  const { t } = useMapTranslation();
  const confirmTexts = (c: Confirm) => {
    switch (c.kind) {
      case 'save':
      case 'saveAndClose':
        return { title: t('confirm.saveTitle'), body: t('confirm.saveBody'), confirm: t('confirm.save'), cancel: t('confirm.cancel'), destructive: false };
      case 'close':
        return { title: t('confirm.closeTitle'), body: t('confirm.closeBody'), confirm: t('confirm.yes'), cancel: t('confirm.no'), destructive: false };
      case 'reset':
        return { title: t('confirm.resetTitle'), body: t('confirm.resetBody'), confirm: t('confirm.reset'), cancel: t('confirm.cancel'), destructive: true };
      case 'remove':
        return {
          title: t('confirm.removeTitle', { n: c.index + 1 }),
          body: t('confirm.removeBody'),
          confirm: t('confirm.remove'),
          cancel: t('confirm.cancel'),
          destructive: true,
        };
    }
  };
  const dialog = confirm ? confirmTexts(confirm) : null;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={dialog?.title ?? ''}
      body={
        dialog ? (
          <Stack gap="2">
            <Text>{dialog.body}</Text>
            {(confirm?.kind === 'save' || confirm?.kind === 'saveAndClose') && warnings.length ? (
              <AlertMessages status="warning" size="sm" title={t('warnings.title')} messages={warnings} />
            ) : null}
          </Stack>
        ) : null
      }
      confirmLabel={dialog?.confirm}
      cancelLabel={dialog?.cancel}
      destructive={dialog?.destructive}
      onConfirm={onConfirm}
    />
  );
}
