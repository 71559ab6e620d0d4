import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, deploymentProblems, nginxHeaderLines, securityHeaders } from './security-headers';
import { headersText, parseHeadersArgs } from './headers';
import { loginShellScriptSource, withLoginShell } from './login-shell';

const production = JSON.parse(fs.readFileSync('config/production.json', 'utf8'));

/** The sources of one directive. */
function directive(csp: string, name: string): string[] {
  return csp.split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
}

describe('the content security policy', () => {
  it('allows exactly the origins the config names: API, tiles, satellite, geocoder', () => {
    const csp = contentSecurityPolicy({
      apiBaseUrl: 'https://api.example.hr/api',
      botCheck: { provider: 'none' },
      map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', satelliteUrl: 'https://sat.example/{z}/{y}/{x}', geocoderUrl: 'https://geo.example/search' },
    });
    expect(directive(csp, 'script-src')).toEqual(["'self'", loginShellScriptSource(), "'wasm-unsafe-eval'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example', 'https://sat.example', 'https://api.example.hr']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'data:', 'https://api.example.hr', 'https://geo.example']);
  });

  it("allows index.html's one inline script, the login shell's, by its hash", () => {
    const html = withLoginShell(fs.readFileSync('index.html', 'utf8'), { demo: false });
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${crypto.createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(directive(contentSecurityPolicy({ apiBaseUrl: '/api' }), 'script-src')).toContain(hash);
  });

  it('a same-origin API and map add nothing', () => {
    const csp = contentSecurityPolicy({ apiBaseUrl: '/api', map: { tileUrl: '/t/{z}/{x}/{y}.png', satelliteUrl: '/s/{z}', geocoderUrl: '/g' } });
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'data:']);
  });

  it('lets the chosen bot check run, and only that one', () => {
    const turnstile = contentSecurityPolicy({ apiBaseUrl: '/api', botCheck: { provider: 'turnstile' } });
    expect(directive(turnstile, 'script-src')).toContain('https://challenges.cloudflare.com');
    expect(turnstile).not.toContain('hcaptcha');
    const hcaptcha = contentSecurityPolicy({ apiBaseUrl: '/api', botCheck: { provider: 'hcaptcha' } });
    // The widget's script is https://js.hcaptcha.com/1/api.js; its frames and calls are on hcaptcha.com.
    for (const name of ['script-src', 'frame-src', 'style-src', 'connect-src']) {
      expect(directive(hcaptcha, name), name).toEqual(expect.arrayContaining(['https://hcaptcha.com', 'https://*.hcaptcha.com']));
    }
    expect(hcaptcha).not.toContain('cloudflare');
  });
});

describe('npm run headers', () => {
  it('prints plain lines and nginx add_header lines', () => {
    const config = { ...production, botCheck: { provider: 'hcaptcha', siteKey: 'key' } };
    const plain = headersText(config, 'plain', 'config.json');
    expect(plain.split('\n')[0]).toBe(`Content-Security-Policy: ${contentSecurityPolicy(config)}`);
    expect(plain).toContain('X-Frame-Options: DENY\n');
    const nginx = headersText(config, 'nginx', 'config.json');
    expect(nginx).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy(config)}" always;\n`);
    expect(nginx).toContain('add_header X-Content-Type-Options "nosniff" always;\n');
  });

  it('refuses a config no deployment can run with', () => {
    expect(deploymentProblems(production)).toEqual([]);
    expect(deploymentProblems({ apiBaseUrl: '/api', simulator: true, botCheck: { provider: 'turnstile', siteKey: '' } })).toHaveLength(3);
    expect(() => headersText({ apiBaseUrl: '/api' }, 'plain', 'x.json')).toThrow(/map: tileUrl/);
    expect(() => nginxHeaderLines({ X: 'a"b' })).toThrow(/cannot quote/);
    expect(Object.keys(securityHeaders(production))).toHaveLength(4);
  });

  it('takes a config and its options, and refuses unknown flags', () => {
    expect(parseHeadersArgs(['c.json'])).toEqual({ config: 'c.json', format: 'plain', out: null });
    expect(parseHeadersArgs(['c.json', '--format=nginx', '--out', 'h.conf'])).toEqual({ config: 'c.json', format: 'nginx', out: 'h.conf' });
    expect(parseHeadersArgs(['--help'])).toBe('help');
    expect(() => parseHeadersArgs(['c.json', '--nginx'])).toThrow(/unknown option --nginx/);
    expect(() => parseHeadersArgs(['--format=xml', 'c.json'])).toThrow(/neither plain nor nginx/);
    expect(() => parseHeadersArgs([])).toThrow(/name the runtime config/);
  });
});
