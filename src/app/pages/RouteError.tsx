import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** A screen that throws shows a clear message, never a blank page. */
export function RouteError() {
  const { t } = useTranslation('app');
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Stack as="main" role="alert" gap="4" py="16" px="6" align="center" textAlign="center">
      <Heading as="h1" size="xl">
        {t('errors.screen')}
      </Heading>
      <Text color="fg.muted">{t('errors.generic')}</Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Stack>
  );
}
