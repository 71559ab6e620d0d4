/**
 * The HTTP headers a deployment of the production build sends with every response (docs/deployment.md),
 * derived from its config.json: the content security policy names exactly the
 * origins that config makes the app talk to. `vite preview` of a production build sends them, so the
 * production e2e runs under them; `npm run headers` prints them for a server (scripts/headers.ts,
 * deploy/nginx/).
 *
 * style-src keeps 'unsafe-inline': Chakra UI styles through Emotion, which writes <style> elements
 * at run time, and a static host cannot stamp a per-response nonce into them; Leaflet and Highcharts
 * also set style attributes. Scripts get no such allowance: only the app's own files, index.html's
 * one inline script by its hash (the login shell's, scripts/login-shell.ts) and the bot check's,
 * when it is Turnstile or hCaptcha, run; and 'wasm-unsafe-eval' lets the PDF export's layout
 * engine (WebAssembly) compile, which is not JavaScript eval.
 */
import { loginShellScriptSource } from './login-shell';

export interface HeaderConfig {
  apiBaseUrl: string;
  simulator?: boolean;
  botCheck?: { provider?: string; siteKey?: string };
  map?: { tileUrl?: string; satelliteUrl?: string; geocoderUrl?: string };
}

/**
 * What each real bot check needs, as its provider documents it: Turnstile's script and frame come
 * from challenges.cloudflare.com; hCaptcha's script (js.hcaptcha.com), frames, styles and calls from
 * hcaptcha.com and its subdomains.
 */
const BOT_CHECKS: Record<string, { script: string[]; frame: string[]; style: string[]; connect: string[] }> = {
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
    style: [],
    connect: [],
  },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
};

/** The origins of the absolute URLs among these (relative ones are the app's own: 'self'). */
function originsOf(urls: (string | undefined)[]): string[] {
  const origins = urls.flatMap((url) => {
    if (!url || !/^https?:\/\//i.test(url)) return [];
    return [new URL(url.replace(/\{[a-z]\}/g, '0')).origin];
  });
  return [...new Set(origins)];
}

export function contentSecurityPolicy(config: HeaderConfig): string {
  const api = originsOf([config.apiBaseUrl]);
  const tiles = originsOf([config.map?.tileUrl, config.map?.satelliteUrl]);
  const geocoder = originsOf([config.map?.geocoderUrl]);
  const bot = BOT_CHECKS[config.botCheck?.provider ?? ''] ?? { script: [], frame: [], style: [], connect: [] };
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", loginShellScriptSource(), "'wasm-unsafe-eval'", ...bot.script]],
    ['style-src', ["'self'", "'unsafe-inline'", ...bot.style]],
    ['img-src', ["'self'", 'data:', 'blob:', ...tiles, ...api]],
    ['font-src', ["'self'", 'data:']],
    // data: is the PDF layout engine's WebAssembly, which it fetches from a data: URL.
    ['connect-src', ["'self'", 'data:', ...api, ...geocoder, ...bot.connect]],
    // The embed dialog previews the zone map page the server names, wherever it is hosted.
    ['frame-src', ["'self'", 'https:', 'http:', ...bot.frame]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

export function securityHeaders(config: HeaderConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * What keeps a config.json from working as a deployment's: the in-browser simulator, a map left to
 * its default (the simulator's own tiles, which no server has), a real bot check without its site key.
 */
export function deploymentProblems(config: HeaderConfig): string[] {
  const problems: string[] = [];
  if (typeof config.apiBaseUrl !== 'string') problems.push('apiBaseUrl: required');
  if (config.simulator === true) problems.push('simulator: true runs the demo, not a deployment; set it to false');
  if (!config.map?.tileUrl || !config.map.satelliteUrl || !config.map.geocoderUrl) {
    problems.push('map: tileUrl, satelliteUrl and geocoderUrl are required (left out, the map asks the simulator)');
  }
  const provider = config.botCheck?.provider;
  if ((provider === 'turnstile' || provider === 'hcaptcha') && !config.botCheck?.siteKey) {
    problems.push(`botCheck.siteKey: ${provider} needs the site key`);
  }
  return problems;
}

/** The headers as `Name: value` lines. */
export function plainHeaderLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\n`)
    .join('');
}

/**
 * The headers as nginx add_header lines, sent with every answer (`always`: error pages too). nginx
 * has no escape for `$` (a variable) or `"` inside a quoted value, so such a value is refused.
 */
export function nginxHeaderLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (/["$\\\n]/.test(value)) throw new Error(`${name}: the value holds a character nginx cannot quote: ${value}`);
      return `add_header ${name} "${value}" always;\n`;
    })
    .join('');
}
