import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { operationsEndpoints, operationsPatterns } from './endpoints-operations';
import { reportingEndpoints } from './endpoints-reporting';
import { apiPath } from './path';

describe('apiPath', () => {
  it('keeps a value inside its one segment', () => {
    expect(endpoints.setNewPassword('..%2F..%2Fauth%2Flogout%3F')).toBe('/auth/reset-password/..%252F..%252Fauth%252Flogout%253F/');
    expect(endpoints.setNewPassword('../../auth/logout?')).toBe('/auth/reset-password/..%2F..%2Fauth%2Flogout%3F/');
    expect(operationsEndpoints.zoneDetails('4/zona/5', 'x#y')).toBe('/parking/provider/4%2Fzona%2F5/zona/x%23y/detaljno/');
    expect(reportingEndpoints.parking.provider('1?a=b', 'info')).toBe('/parking/provider/1%3Fa%3Db/info/');
  });

  it('resolves to the path it names', () => {
    const url = new URL(`/api${endpoints.setNewPassword('../../auth/logout?')}`, 'http://portal.test');
    expect(url.pathname).toBe('/api/auth/reset-password/..%2F..%2Fauth%2Flogout%3F/');
    expect(url.search).toBe('');
  });

  it('refuses dot segments, which no encoding keeps in place', () => {
    for (const value of ['.', '..', '%2e', '%2E%2e', '']) {
      expect(() => apiPath`/auth/reset-password/${value}/`).toThrow(/Not a path segment/);
    }
  });

  it('leaves route placeholders as they are, so the patterns come from the same builders', () => {
    expect(operationsPatterns.zoneDetails).toBe('/parking/provider/:id/zona/:zoneId/detaljno/');
    expect(apiPath`/obracun/${7}/download/`).toBe('/obracun/7/download/');
  });
});
