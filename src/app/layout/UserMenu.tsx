import { Button, Portal } from '@chakra-ui/react';
import { Menu } from '../../design-system/components/overlays';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hasSetting, type User } from '../../api/session';
import { routePatterns } from '../../routing/paths';

export type UserAction = 'settings' | 'change-password' | 'logout';

/**
 * The user's actions, in the order the user menu and the phone's drawer show them: Settings (only
 * with the zagreb_sms or magic_button setting and when the settings screen is built), Change
 * password and Log out.
 */
export function userActions(user: User, settingsAvailable: boolean): UserAction[] {
  const showSettings =
    settingsAvailable && (hasSetting(user, 'zagreb_sms') || hasSetting(user, 'magic_button'));
  return showSettings ? ['settings', 'change-password', 'logout'] : ['change-password', 'logout'];
}

export const USER_ACTION_LABEL_KEYS = {
  settings: 'userMenu.settings',
  'change-password': 'userMenu.changePassword',
  logout: 'userMenu.logout',
} as const satisfies Record<UserAction, string>;

/** Carries out a user action: the two screens are navigations, Log out is the layout's. */
export function useRunUserAction(onLogout: () => void): (action: UserAction) => void {
  const navigate = useNavigate();
  return (action) => {
    if (action === 'logout') onLogout();
    else if (action === 'settings') navigate(routePatterns.settings);
    else navigate(routePatterns.changePassword);
  };
}

/** The user's full name, opening the user's actions (userActions). */
export function UserMenu({
  user,
  onLogout,
  settingsAvailable,
}: {
  user: User;
  onLogout: () => void;
  settingsAvailable: boolean;
}) {
  const { t } = useTranslation('app');
  const run = useRunUserAction(onLogout);
  const actions = userActions(user, settingsAvailable);
  return (
    <Menu.Root onSelect={({ value }) => run(value as UserAction)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${t('userMenu.label')}: ${user.fullName}`}>
          {user.fullName}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {actions.map((action) => [
              action === 'logout' ? <Menu.Separator key="separator" /> : null,
              <Menu.Item key={action} value={action}>
                {t(USER_ACTION_LABEL_KEYS[action])}
              </Menu.Item>,
            ])}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
