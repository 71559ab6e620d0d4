/**
 * Data that could not be loaded: what failed (the screen's words), the server's own text when it
 * sent one, and Try again. Every screen's load failure is this one alert, so the same failure reads
 * the same everywhere. `children` adds a way onward (a link back) beside Try again.
 */
import { Alert, Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../i18n/resources';

export interface LoadFailedAlertProps {
  /** What could not be loaded, in the screen's words. */
  title: string;
  /** The server's text for the failure, when it sent one. */
  detail?: string;
  /** Try again; without it the alert offers no button. */
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}

export function LoadFailedAlert({ title, detail, onRetry, retryLabel, children }: LoadFailedAlertProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const retry = onRetry ? (
    <Button size="sm" variant="outline" onClick={onRetry}>
      {retryLabel ?? t('common.retry')}
    </Button>
  ) : null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {detail ? <Alert.Description>{detail}</Alert.Description> : null}
      </Alert.Content>
      {children ? (
        <HStack gap="3">
          {retry}
          {children}
        </HStack>
      ) : (
        retry
      )}
    </Alert.Root>
  );
}
