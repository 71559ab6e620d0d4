/** The question asked before unsaved changes are left behind (navigation-guard.tsx loads it when a form has changes). */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../design-system/components/ConfirmDialog';

export default function LeaveDialog({
  open,
  onAnswer,
}: {
  open: boolean;
  onAnswer: (leave: boolean) => void;
}) {
  const { t } = useTranslation('ds');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onAnswer(false);
      }}
      title={t('leave.title')}
      body={t('leave.body')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.cancel')}
      destructive
      onConfirm={() => onAnswer(true)}
    />
  );
}
