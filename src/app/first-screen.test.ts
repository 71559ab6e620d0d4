import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../api/session';
import { createI18n } from './i18n/setup';
import { allResources } from './i18n/all-resources';
import { preloadFirstScreen } from './routes';

/** An i18n instance in Croatian without the reporting namespace, as a start has it before its screen loads. */
function withoutReporting() {
  const { reporting: _reporting, ...hr } = allResources.hr;
  return createI18n('hr', { ...allResources, hr });
}

describe('preloadFirstScreen', () => {
  it("asks for the session and loads the screen's namespace before anything renders", async () => {
    const i18n = withoutReporting();
    expect(i18n.hasResourceBundle('hr', 'reporting')).toBe(false);
    const queryClient = new QueryClient();
    preloadFirstScreen(i18n, queryClient, '/parking/provider/1');
    expect(queryClient.getQueryState(sessionKeys.user())?.fetchStatus).toBe('fetching');
    await vi.waitFor(() => expect(i18n.hasResourceBundle('hr', 'reporting')).toBe(true));
    queryClient.clear();
  });

  it('leaves the landing to the session, which decides where it goes', async () => {
    const i18n = withoutReporting();
    preloadFirstScreen(i18n, new QueryClient(), '/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.hasResourceBundle('hr', 'reporting')).toBe(false);
  });

  it('asks for nothing on a public page', () => {
    const queryClient = new QueryClient();
    preloadFirstScreen(createI18n('hr', allResources), queryClient, '/reset-password');
    expect(queryClient.getQueryState(sessionKeys.user())).toBeUndefined();
  });
});
