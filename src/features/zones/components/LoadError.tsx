/** A zones screen's data could not be loaded: says so, with the server's text, Try again and any way back. */
import { Alert, Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';

export function LoadError({ error, retry, children }: { error: unknown; retry: () => void; children?: ReactNode }) {
  const { t } = useTranslation('zones');
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('loadFailed')}</Alert.Title>
        {isApiError(error) && error.serverText ? <Alert.Description>{error.serverText}</Alert.Description> : null}
      </Alert.Content>
      <HStack gap="3">
        <Button size="sm" variant="outline" onClick={retry}>
          {t('retry')}
        </Button>
        {children}
      </HStack>
    </Alert.Root>
  );
}
