/** A report that could not be loaded: the spec's words, the server's text when it sent one, and a retry. */
import { useTranslation } from 'react-i18next';
import { serverTextOf } from '../../../api/errors';
import { LoadFailedAlert } from '../../../design-system/components/LoadFailedAlert';

export function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('reporting');
  return <LoadFailedAlert title={t('loadFailed')} detail={serverTextOf(error)} onRetry={onRetry} retryLabel={t('retry')} />;
}
