/** A report that could not be loaded: the spec's words, the server's text when it sent one, and a retry. */
import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';

export function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('reporting');
  const serverText = isApiError(error) ? error.serverMessage : undefined;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('loadFailed')}</Alert.Title>
        {serverText ? <Alert.Description>{serverText}</Alert.Description> : null}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert.Root>
  );
}
