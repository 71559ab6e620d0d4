import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routePatterns } from '../../routing/paths';

/** /denied: the spec's permission message and a link to login. */
export function DeniedPage() {
  const { t } = useTranslation('app');
  return (
    <Stack as="main" gap="4" py="16" px="6" align="center" textAlign="center" aria-labelledby="denied-title">
      <Heading as="h1" id="denied-title" size="xl">
        {t('denied.title')}
      </Heading>
      <Text maxW="prose">{t('denied.message')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={routePatterns.login}>{t('denied.login')}</RouterLink>
      </Button>
    </Stack>
  );
}
