import { Button, Portal } from '@chakra-ui/react';
import { Menu } from '../../design-system/components/overlays';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hasSetting, type User } from '../../api/session';
import { routePatterns } from '../../routing/paths';

/**
 * The user's full name, with Settings (only with the zagreb_sms or magic_button setting and
 * when the settings screen is built), Change password and Log out.
 */
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
  const navigate = useNavigate();
  const showSettings =
    settingsAvailable && (hasSetting(user, 'zagreb_sms') || hasSetting(user, 'magic_button'));
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'logout') onLogout();
        else if (value === 'settings') navigate(routePatterns.settings);
        else if (value === 'change-password') navigate(routePatterns.changePassword);
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${t('userMenu.label')}: ${user.fullName}`}>
          {user.fullName}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {showSettings && <Menu.Item value="settings">{t('userMenu.settings')}</Menu.Item>}
            <Menu.Item value="change-password">{t('userMenu.changePassword')}</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout">{t('userMenu.logout')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
