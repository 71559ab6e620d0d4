/**
 * The header's menu on a narrow screen, where the top bar does not fit: one button opens a drawer
 * with the same entries as the bar (the current page marked), the language switch and the user's
 * actions. The drawer traps focus while open and gives it back to the button when it closes.
 */
import { Box, Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/session';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavItem, type TopNavEntry } from './TopNav';
import { USER_ACTION_LABEL_KEYS, userActions, useRunUserAction } from './UserMenu';

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.5em" height="1.5em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function NavDrawer({
  entries,
  label,
  user,
  settingsAvailable,
  onLogout,
}: {
  entries: TopNavEntry[];
  label: string;
  user: User;
  settingsAvailable: boolean;
  onLogout: () => void;
}) {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const run = useRunUserAction(onLogout);
  // A followed link closes the drawer: the page it opens is what the user wants to see.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  return (
    <Drawer.Root placement="end" size="xs" open={open} onOpenChange={(event) => setOpen(event.open)} lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <Button variant="ghost" minW="11" h="11" px="2" aria-label={t('nav.openMenu')} data-testid="nav-drawer-button">
          <MenuIcon />
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('nav.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <Box as="nav" aria-label={label} onClick={closeOnLink}>
                  <Stack gap="1">
                    {entries.map((entry) => (
                      <NavItem key={entry.to} to={entry.to} minH="11" display="flex" alignItems="center">
                        {entry.label}
                      </NavItem>
                    ))}
                  </Stack>
                </Box>
                <Box as="hr" borderTopWidth="1px" borderColor="border" />
                <LanguageSwitcher size="lg" />
                <Box as="hr" borderTopWidth="1px" borderColor="border" />
                <Stack gap="1" role="group" aria-label={`${t('userMenu.label')}: ${user.fullName}`}>
                  <Text fontWeight="semibold" px="3">
                    {user.fullName}
                  </Text>
                  {userActions(user, settingsAvailable).map((action) => (
                    <Button
                      key={action}
                      variant="ghost"
                      justifyContent="flex-start"
                      px="3"
                      minH="11"
                      fontWeight="medium"
                      onClick={() => {
                        setOpen(false);
                        run(action);
                      }}
                    >
                      {t(USER_ACTION_LABEL_KEYS[action])}
                    </Button>
                  ))}
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton minW="11" h="11" aria-label={t('nav.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
