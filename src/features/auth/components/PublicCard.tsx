import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of the public pages: the product name and one card. */
export function PublicCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="bg.subtle" px="4" py="10">
      <Box w="full" maxW="md">
        <Text textAlign="center" fontWeight="bold" fontSize="xl" color="brand.fg" mb="4">
          {t('appName')}
        </Text>
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {intro ? <Text color="fg.muted">{intro}</Text> : null}
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Box>
    </Flex>
  );
}
