import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isNewVersionError } from '../lazy-retry';
import { dismissLoginShell } from '../../features/auth/login-shell';

/**
 * A screen that throws shows a clear message, never a blank page. When its code could not be
 * loaded even on a retry, the portal was most likely updated: the message says so.
 */
export function RouteError({ newVersion = false }: { newVersion?: boolean }) {
  const { t } = useTranslation('app');
  return (
    <Stack as="main" data-route-error="" gap="4" py="16" px="6" align="center" textAlign="center">
      <Stack role="alert" gap="4" align="center">
        <Heading as="h1" size="xl">
          {newVersion ? t('errors.newVersion') : t('errors.screen')}
        </Heading>
        <Text color="fg.muted">{newVersion ? t('errors.newVersionHint') : t('errors.generic')}</Text>
      </Stack>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Stack>
  );
}

interface BoundaryProps {
  /** The location: a navigation elsewhere clears the error, as leaving a broken screen should. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  newVersion: boolean;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, newVersion: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, newVersion: isNewVersionError(error) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, newVersion: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The message shows in place of index.html's sign-in form, if that was still shown.
    dismissLoginShell();
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError newVersion={this.state.newVersion} /> : this.props.children;
  }
}

/**
 * Catches what a screen throws while it loads or renders (a chunk that fails to load included)
 * and shows RouteError in its place; the next navigation tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.pathname}>{children}</Boundary>;
}
