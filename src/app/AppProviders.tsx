/**
 * The providers every screen needs, shared by the app and by Storybook: design system,
 * i18n, react-query and the custom menu links.
 */
import type { ReactNode } from 'react';
import type { SystemContext } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DesignSystemProvider } from '../design-system/theme/DesignSystemProvider';

export function AppProviders({
  i18n,
  queryClient,
  system,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  /** The Chakra system, when not the entry's (DesignSystemProvider). */
  system?: SystemContext;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DesignSystemProvider system={system}>{children}</DesignSystemProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
