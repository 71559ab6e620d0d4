/** A zones screen's data could not be loaded: says so, with the server's text, Try again and any way back. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverTextOf } from '../../../api/errors';
import { LoadFailedAlert } from '../../../design-system/components/LoadFailedAlert';

export function LoadError({ error, retry, children }: { error: unknown; retry: () => void; children?: ReactNode }) {
  const { t } = useTranslation('zones');
  return (
    <LoadFailedAlert title={t('loadFailed')} detail={serverTextOf(error)} onRetry={retry} retryLabel={t('retry')}>
      {children}
    </LoadFailedAlert>
  );
}
