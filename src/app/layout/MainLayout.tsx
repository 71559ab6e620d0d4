/**
 * The main layout: top navigation by permission, custom menu links, language switcher and
 * user menu, a side menu area for detail pages, the content, and the footer.
 */
import { Box, Container, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useIsFetching, useIsMutating, useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { onAuthFailure } from '../../api/http';
import { userInfoQueryOptions } from '../../api/session';
import { routePath, routePatterns } from '../../routing/paths';
import { useCustomMenuLinks } from '../../routing/side-menu';
import { LoadingOverlay } from '../../design-system/components/LoadingOverlay';
import { useLogout } from '../../features/auth/api';
import { isBuilt, menuEntries } from '../feature-registry';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';

function NavItem({ to, children }: { to: string; children: string }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      borderRadius="md"
      fontWeight="medium"
      color="fg"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg' } }}
    >
      <NavLink to={to} end={to === '/'}>
        {children}
      </NavLink>
    </Link>
  );
}

export function MainLayout() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const user = useQuery(userInfoQueryOptions()).data;
  const customLinks = useCustomMenuLinks();
  const logout = useLogout();
  const busy = useIsFetching() + useIsMutating() > 0;

  // A 401 or 403 from any call sends the user to the root path (reporting.md §6).
  useEffect(() => onAuthFailure(() => navigate('/', { replace: true })), [navigate]);

  if (!user) return null;
  const entries = menuEntries().filter((entry) => !entry.permission || user.permissions.has(entry.permission));
  const before = entries.filter((entry) => entry.order < 90);
  const after = entries.filter((entry) => entry.order >= 90);

  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <Link
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'bg', p: '2' }}
      >
        {t('skipToContent')}
      </Link>
      <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
        <Container maxW="8xl" py="2">
          <Flex align="center" gap="4" wrap="wrap">
            <Text as="span" fontWeight="bold" fontSize="lg" color="brand.fg">
              {t('appName')}
            </Text>
            <HStack as="nav" aria-label={t('nav.label')} gap="1" flex="1" wrap="wrap" minH="10">
              {before.map((entry) => (
                <NavItem key={entry.route} to={routePath(entry.route)}>
                  {t(entry.labelKey)}
                </NavItem>
              ))}
              {customLinks.map((link) => (
                <NavItem key={link.url} to={link.url}>
                  {link.label}
                </NavItem>
              ))}
              {after.map((entry) => (
                <NavItem key={entry.route} to={routePath(entry.route)}>
                  {t(entry.labelKey)}
                </NavItem>
              ))}
            </HStack>
            <HStack gap="3">
              <LanguageSwitcher />
              <UserMenu
                user={user}
                settingsAvailable={isBuilt('settings')}
                onLogout={() =>
                  logout.mutate(undefined, {
                    onSettled: () => navigate(routePatterns.login, { replace: true }),
                  })
                }
              />
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Container maxW="8xl" flex="1" py="6">
        <Flex gap="6" align="flex-start">
          {customLinks.length > 0 && (
            <Box as="nav" aria-label={t('nav.sideMenu')} w="56" flexShrink={0} bg="bg" borderRadius="md" borderWidth="1px" p="2">
              <Stack gap="1">
                {customLinks.map((link) => (
                  <NavItem key={link.url} to={link.url}>
                    {link.label}
                  </NavItem>
                ))}
              </Stack>
            </Box>
          )}
          <Box as="main" id="main" flex="1" minW="0" position="relative" tabIndex={-1}>
            <Suspense fallback={<LoadingOverlay />}>
              <Outlet />
            </Suspense>
            {busy && <LoadingOverlay />}
          </Box>
        </Flex>
      </Container>
      <Box as="footer" bg="bg" borderTopWidth="1px" py="4">
        <Container maxW="8xl">
          <Text fontSize="sm" color="fg.muted">
            {t('footer', { year: new Date().getFullYear() })}
          </Text>
        </Container>
      </Box>
    </Flex>
  );
}
