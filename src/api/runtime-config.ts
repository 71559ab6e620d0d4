/**
 * Runtime configuration, read from /config.json at boot so one build serves every environment.
 * Written with zod's smaller build (zod/mini), as everything on the path /login loads.
 */
import { z } from 'zod/mini';

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z._default(z.string(), '/api'),
  simulator: z._default(z.boolean(), false),
  tokenAuth: z._default(
    z.object({
      enabled: z._default(z.boolean(), true),
      header: z._default(z.string(), 'Authorization'),
      scheme: z._default(z.string(), 'Token'),
    }),
    { enabled: true, header: 'Authorization', scheme: 'Token' },
  ),
  csrf: z._default(
    z.object({
      enabled: z._default(z.boolean(), true),
      cookie: z._default(z.string(), 'csrftoken'),
      header: z._default(z.string(), 'X-CSRFToken'),
    }),
    { enabled: true, cookie: 'csrftoken', header: 'X-CSRFToken' },
  ),
  botCheck: z._default(
    z.object({
      provider: z._default(z.enum(['simulated', 'turnstile', 'hcaptcha', 'none']), 'none'),
      siteKey: z._default(z.string(), ''),
    }),
    { provider: 'none', siteKey: '' },
  ),
  /**
   * The zone maps' services (operations.md §2): street and satellite tile URL templates
   * ({z}/{x}/{y}), a Nominatim-compatible search URL (place and city-boundary search) and the
   * attribution each tile source requires. The default is the simulator's offline tiles and geocoder.
   */
  map: z._default(
    z.object({
      tileUrl: z.string(),
      satelliteUrl: z.string(),
      geocoderUrl: z.string(),
      tileAttribution: z._default(z.string(), ''),
      satelliteAttribution: z._default(z.string(), ''),
    }),
    {
      tileUrl: '/__simulator/geo/tiles/street/{z}/{x}/{y}.svg',
      satelliteUrl: '/__simulator/geo/tiles/satellite/{z}/{x}/{y}.svg',
      geocoderUrl: '/__simulator/geo/search',
      tileAttribution: '',
      satelliteAttribution: '',
    },
  ),
  /** Request timeout in milliseconds. */
  timeoutMs: z._default(z.int().check(z.positive()), 30_000),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig = runtimeConfigSchema.parse({});

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Fetches and validates /config.json. A missing or invalid file is a boot error, not a silent default. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime configuration ${url} answered ${response.status}`);
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) {
    throw new Error(`Runtime configuration ${url} is invalid: ${z.prettifyError(parsed.error)}`);
  }
  setRuntimeConfig(parsed.data);
  return parsed.data;
}
