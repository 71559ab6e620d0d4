import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** A screen that throws shows a clear message, never a blank page. */
export function RouteError() {
  const { t } = useTranslation('app');
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

interface BoundaryProps {
  /** The location: a navigation elsewhere clears the error, as leaving a broken screen should. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
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
