import { describe, expect, it } from 'vitest';
import { routePatterns, type RouteName } from '../routing/paths';
import { isBuilt } from './feature-registry';
import { allResources } from './i18n/all-resources';
import appEn from './i18n/en.json';
import appHr from './i18n/hr.json';
import { createI18n, LANGUAGES } from './i18n/setup';
import { routeTitles, screenAt, screenTitleKey } from './route-titles';

const everyRoute = Object.keys(routePatterns) as RouteName[];
const mounted = (route: RouteName) => route === 'permissionDenied' || isBuilt(route);

describe('route titles', () => {
  for (const language of LANGUAGES) {
    it(`every route has a screen name in ${language}`, () => {
      const i18n = createI18n(language, allResources);
      for (const route of everyRoute) {
        const key = screenTitleKey(routeTitles[route]);
        expect(i18n.exists(key, { ns: 'app' }), `${language} app:${key} (${route})`).toBe(true);
        expect(i18n.t(key, { ns: 'app' }).trim(), `${language} app:${key}`).not.toBe('');
      }
      expect(i18n.exists(screenTitleKey('notFound'), { ns: 'app' })).toBe(true);
    });
  }

  it('every screen name is used by a route or by not found', () => {
    const used = new Set([...Object.values(routeTitles), 'notFound']);
    expect(Object.keys(appHr.titles).sort()).toEqual([...used].sort());
    expect(Object.keys(appEn.titles).sort()).toEqual([...used].sort());
  });

  it('reads "<screen> · <app>" in both languages', () => {
    const title = (language: 'hr' | 'en') => {
      const i18n = createI18n(language, allResources);
      return i18n.t('documentTitle', { ns: 'app', screen: i18n.t(screenTitleKey('statements')), app: i18n.t('appName') });
    };
    expect(title('hr')).toBe('Obračuni · Partnerski portal');
    expect(title('en')).toBe('Statements · Partner Portal');
  });
});

describe('screenAt', () => {
  it.each([
    ['/', 'home'],
    ['/login', 'login'],
    ['/reset-password/4f1c/', 'setNewPassword'],
    ['/denied', 'permissionDenied'],
    ['/obracuni', 'statements'],
    ['/obracuni/', 'statements'],
    ['/parking/provider/3', 'parkingProvider'],
    ['/parking/provider/3/transakcije', 'parkingTransactions'],
    ['/parking/provider/3/zone/7/details', 'zone'],
    ['/parking/provider/3/zone/7/geo', 'zoneBorders'],
    ['/garaze/garaza/2/working-period/5/edit', 'editWorkingPeriod'],
    ['/paydo-statistika', 'paydoStatistics'],
    ['/paydo-statistika/web', 'paydoStatistics'],
    ['/nema-takve-stranice', 'notFound'],
    ['/obracuni/1/nesto', 'notFound'],
  ])('%s shows %s', (path, screen) => {
    expect(screenAt(path, mounted)).toBe(screen);
  });

  it('a route the app does not mount is not found, as the catch-all renders it', () => {
    expect(screenAt('/obracuni', (route) => route !== 'statements')).toBe('notFound');
    // The root is the landing rule's, whether or not the dashboard is built.
    expect(screenAt('/', () => false)).toBe('home');
  });
});
