/**
 * The HTTP headers a deployment of the production build sends with every response (docs/deployment.md),
 * derived from its config.json: the content security policy names exactly the
 * origins that config makes the app talk to. `vite preview` of a production build sends them, so the
 * production e2e runs under them.
 *
 * style-src keeps 'unsafe-inline': Chakra UI styles through Emotion, which writes <style> elements
 * at run time, and a static host cannot stamp a per-response nonce into them; Leaflet and Highcharts
 * also set style attributes. Scripts get no such allowance: only the app's own files (and the bot
 * check's, when it is Turnstile) run, and 'wasm-unsafe-eval' lets the PDF export's layout engine
 * (WebAssembly) compile, which is not JavaScript eval.
 */
export interface HeaderConfig {
  apiBaseUrl: string;
  botCheck?: { provider?: string };
  map?: { tileUrl?: string; satelliteUrl?: string; geocoderUrl?: string };
}

const TURNSTILE = 'https://challenges.cloudflare.com';

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
  const turnstile = config.botCheck?.provider === 'turnstile' ? [TURNSTILE] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...turnstile]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...tiles, ...api]],
    ['font-src', ["'self'", 'data:']],
    // data: is the PDF layout engine's WebAssembly, which it fetches from a data: URL.
    ['connect-src', ["'self'", 'data:', ...api, ...geocoder]],
    // The embed dialog previews the zone map page the server names, wherever it is hosted.
    ['frame-src', ["'self'", 'https:', 'http:', ...turnstile]],
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
