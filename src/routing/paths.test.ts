import { describe, expect, it } from 'vitest';
import { routePath, safeRedirectPath } from './paths';

describe('routePath', () => {
  it('fills parameters', () => {
    expect(routePath('parkingProviderZoneDetails', { id: 4, zoneId: 'a b' })).toBe(
      '/parking/provider/4/zone/a%20b/details',
    );
  });
  it('refuses a missing parameter', () => {
    expect(() => routePath('parkingProvider')).toThrow(/:id/);
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/obracuni?page=2', '/obracuni?page=2'],
    ['/parking/provider/3', '/parking/provider/3'],
    ['/', '/'],
    ['/a/../obracuni', '/obracuni'],
    ['/parking#top', '/parking#top'],
  ])('keeps the in-app path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    null,
    '',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/\t/evil.example',
    'obracuni',
    '/login',
    '/login?next=/x',
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/\\evil.example',
    '/%5cevil.example',
    '/%5Cevil.example',
    'https:evil.example',
    'https:/evil.example',
    '/%',
  ])('lands %s on the root', (input) => {
    expect(safeRedirectPath(input)).toBe('/');
  });
});
