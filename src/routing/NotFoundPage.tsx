import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Any unknown path: 'Page not found' with a link back to the homepage. */
export function NotFoundPage() {
  const { t } = useTranslation('ds');
  return (
    <Stack as="section" gap="4" py="16" align="center" textAlign="center" aria-labelledby="not-found-title">
      <Text fontSize="5xl" fontWeight="bold" color="fg.muted" aria-hidden>
        404
      </Text>
      <Heading as="h1" id="not-found-title" size="xl">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted">{t('notFound.message')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">{t('notFound.home')}</RouterLink>
      </Button>
    </Stack>
  );
}
