import { useTranslation } from 'react-i18next';
import { AlertMessages } from '../design-system/components/AlertMessages';
import { DS_NAMESPACE } from '../design-system/i18n/resources';

/** Says that a form opened with what the user typed before a forced trip to sign-in (form-draft.ts). */
export function DraftRestoredNotice({ shown }: { shown: boolean }) {
  const { t } = useTranslation(DS_NAMESPACE);
  return shown ? <AlertMessages status="info" messages={[t('draft.restored')]} testId="draft-restored" /> : null;
}
