import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('fills in every default, also inside a partial object', () => {
    const config = parseRuntimeConfig({ csrf: { enabled: false } });
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.csrf).toEqual({ enabled: false, cookie: 'csrftoken', header: 'X-CSRFToken' });
    expect(config.tokenAuth).toEqual({ enabled: true, header: 'Authorization', scheme: 'Token' });
    expect(config.botCheck).toEqual({ provider: 'none', siteKey: '' });
    expect(config.timeoutMs).toBe(30_000);
    expect(config.map.tileUrl).toContain('{z}/{x}/{y}');
  });

  it('names every key of the wrong kind', () => {
    expect(() => parseRuntimeConfig({ simulator: 'yes', botCheck: { provider: 'captcha' }, timeoutMs: -1, map: { tileUrl: 'x' } })).toThrow(
      'map.satelliteUrl: required; map.geocoderUrl: required; simulator: invalid value "yes"; botCheck.provider: invalid value "captcha"; timeoutMs: invalid value -1',
    );
    expect(() => parseRuntimeConfig([])).toThrow('(root): expected an object');
  });
});
