import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CONFIG_KEY } from './early-config';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

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

  describe('the request the document made', () => {
    afterEach(() => vi.unstubAllGlobals());
    const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

    it('is read once, in place of a fetch; the next load asks anew', async () => {
      const fetch = vi.fn(async () => answer({ apiBaseUrl: '/second' }));
      vi.stubGlobal('fetch', fetch);
      vi.stubGlobal('window', { [EARLY_CONFIG_KEY]: Promise.resolve(answer({ apiBaseUrl: '/early' })) });
      expect((await loadRuntimeConfig()).apiBaseUrl).toBe('/early');
      expect(fetch).not.toHaveBeenCalled();
      expect((await loadRuntimeConfig()).apiBaseUrl).toBe('/second');
      expect(fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    });

    it('fails the boot as a fetch of its own would', async () => {
      vi.stubGlobal('window', { [EARLY_CONFIG_KEY]: Promise.resolve(new Response('', { status: 404 })) });
      await expect(loadRuntimeConfig()).rejects.toThrow('Runtime configuration /config.json answered 404');
    });

    it('serves only the default address', async () => {
      const fetch = vi.fn(async () => answer({ apiBaseUrl: '/other' }));
      vi.stubGlobal('fetch', fetch);
      vi.stubGlobal('window', { [EARLY_CONFIG_KEY]: Promise.resolve(answer({ apiBaseUrl: '/early' })) });
      expect((await loadRuntimeConfig('/other.json')).apiBaseUrl).toBe('/other');
    });
  });
});
