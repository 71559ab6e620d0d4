/**
 * The main layout: top navigation by permission, custom menu links, language switcher and
 * user menu (in one drawer on a narrow screen), a side menu area for detail pages, the content, and the footer.
 */
import { Box, Container, Flex, HStack, Link, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '../../design-system/theme/latin-ext.css';
import { userInfoQueryOptions } from '../../api/session';
import { routePath, routePatterns } from '../../routing/paths';
import { clearDrafts } from '../../routing/form-draft';
import { useCustomMenuDeclared, useCustomMenuLinks } from '../../routing/side-menu';
import { LoadingOverlay } from '../../design-system/components/LoadingOverlay';
import { ScreensProvider } from '../../design-system/theme/ScreensProvider';
import { useLogout } from '../../features/auth/api';
import { resetSharedFilters } from '../../features/reporting/model/shared-filters';
import { hasSideMenu, isBuilt, menuEntries } from '../feature-registry';
import { DemoDock } from './demo-dock';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';
import { NavDrawer } from './NavDrawer';
import { NavItem, TopNav, type TopNavEntry } from './TopNav';
import { isScreenLoad } from './screen-loading';
import { useAskToLeave } from '../../routing/navigation-guard';

export function MainLayout() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const user = useQuery(userInfoQueryOptions()).data;
  // The next user of this tab starts at login, from the default report filters, with no drafts.
  const logout = useLogout(() => {
    navigate(routePatterns.login, { replace: true });
    resetSharedFilters();
    clearDrafts();
  });
  const askToLeave = useAskToLeave();
  // From md up the bar with its entries and the user menu; below it only the drawer is mounted.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;

  if (!user) return null;
  const entries = menuEntries().filter(
    (entry) => !entry.permission || user.permissions.has(entry.permission),
  );
  const before = entries.filter((entry) => entry.order < 90);
  const after = entries.filter((entry) => entry.order >= 90);
  const entry = (item: (typeof entries)[number]): TopNavEntry => ({ to: routePath(item.route), label: t(item.labelKey) });
  const fixed = { before: before.map(entry), after: after.map(entry) };

  const settingsAvailable = isBuilt('settings');
  const onLogout = () =>
    // Unsaved changes on the page are asked about before the session ends.
    void askToLeave().then((leave) => {
      if (!leave) return;
      logout.mutate();
    });

  // Every signed-in screen renders inside it, with the screens' recipes.
  return (
    <ScreensProvider>
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
          {/* From md up the bar shows the entries (those that do not fit under More) and the user
              menu; below it the app name, the demo's place and one button opening the drawer. */}
          <Flex align="center" gap={{ base: '2', md: '4' }} wrap="nowrap" minH={{ base: '11', md: 'auto' }}>
            <Text
              as="span"
              fontWeight="bold"
              fontSize="lg"
              color="brand.fg"
              whiteSpace="nowrap"
              flexShrink={{ base: 1, md: 0 }}
              minW="0"
              overflow={{ base: 'hidden', md: 'visible' }}
              textOverflow="ellipsis"
              me={{ base: 'auto', md: '0' }}
            >
              {t('appName')}
            </Text>
            {wide ? <WithPageLinks {...fixed}>{(navEntries) => <TopNav label={t('nav.label')} entries={navEntries} />}</WithPageLinks> : null}
            <HStack gap="3" flexShrink={0}>
              <DemoDock />
              {wide ? (
                <>
                  <LanguageSwitcher />
                  <UserMenu user={user} settingsAvailable={settingsAvailable} onLogout={onLogout} />
                </>
              ) : (
                <WithPageLinks {...fixed}>
                  {(navEntries) => (
                    <NavDrawer entries={navEntries} label={t('nav.label')} user={user} settingsAvailable={settingsAvailable} onLogout={onLogout} />
                  )}
                </WithPageLinks>
              )}
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Container maxW="8xl" flex="1" py="6">
        <Flex gap="6" align="flex-start">
          <SideMenuColumn />
          <Box as="main" id="main" flex="1" minW="0" position="relative" tabIndex={-1}>
            {/* A screen still loading holds the viewport's height: the footer stays below it, instead of showing and then being pushed away. */}
            <Suspense fallback={<Box minH="100dvh"><LoadingOverlay /></Box>}>
              <Outlet />
            </Suspense>
            <ScreenBusy loggingOut={logout.isPending} />
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
    </ScreensProvider>
  );
}

/**
 * Only what the user waits for covers the screen: first loads and new searches, not background
 * refetches or saves (screen-loading.ts). Logout has no control left to spin on once its menu
 * closes. Every call starting and ending renders this, not the layout.
 */
function ScreenBusy({ loggingOut }: { loggingOut: boolean }) {
  const busy = useIsFetching({ predicate: isScreenLoad }) > 0 || loggingOut;
  return busy ? <LoadingOverlay /> : null;
}

/**
 * The bar's entries: the fixed ones around the links the page adds (reporting.md §2). The page's
 * links arrive after its first render: only the bar renders again, not the layout.
 */
function WithPageLinks({ before, after, children }: { before: TopNavEntry[]; after: TopNavEntry[]; children: (entries: TopNavEntry[]) => ReactNode }) {
  const links = useCustomMenuLinks();
  return children([...before, ...links.map((link) => ({ to: link.url, label: link.label })), ...after]);
}

/**
 * The side menu's column, for the page's links. A screen with side-menu links holds the column
 * until it has declared them (its chunk and its first render come after the layout's first paint),
 * so the column never pushes it aside.
 */
function SideMenuColumn() {
  const { t } = useTranslation('app');
  const links = useCustomMenuLinks();
  const declared = useCustomMenuDeclared();
  const pathname = useLocation().pathname;
  if (!declared && hasSideMenu(pathname)) return <Box hideBelow="md" w="56" flexShrink={0} alignSelf="stretch" aria-hidden />;
  if (links.length === 0) return null;
  return (
    <Box
      as="nav"
      aria-label={t('nav.sideMenu')}
      // On a narrow screen the drawer holds these links with the other entries.
      hideBelow="md"
      w="56"
      flexShrink={0}
      bg="bg"
      borderRadius="md"
      borderWidth="1px"
      p="2"
    >
      <Stack gap="1">
        {links.map((link) => (
          <NavItem key={link.url} to={link.url}>
            {link.label}
          </NavItem>
        ))}
      </Stack>
    </Box>
  );
}
