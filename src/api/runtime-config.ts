/**
 * Runtime configuration, read from /config.json at boot so one build serves every environment.
 */
import { z } from 'zod';

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().default('/api'),
  simulator: z.boolean().default(false),
  tokenAuth: z
    .object({
      enabled: z.boolean().default(true),
      header: z.string().default('Authorization'),
      scheme: z.string().default('Token'),
    })
    .default({ enabled: true, header: 'Authorization', scheme: 'Token' }),
  csrf: z
    .object({
      enabled: z.boolean().default(true),
      cookie: z.string().default('csrftoken'),
      header: z.string().default('X-CSRFToken'),
    })
    .default({ enabled: true, cookie: 'csrftoken', header: 'X-CSRFToken' }),
  botCheck: z
    .object({
      provider: z.enum(['simulated', 'turnstile', 'hcaptcha', 'none']).default('none'),
      siteKey: z.string().default(''),
    })
    .default({ provider: 'none', siteKey: '' }),
  /**
   * The zone maps' services (operations.md §2): street and satellite tile URL templates
   * ({z}/{x}/{y}), a Nominatim-compatible search URL (place and city-boundary search) and the
   * attribution each tile source requires. The default is the simulator's offline tiles and geocoder.
   */
  map: z
    .object({
      tileUrl: z.string(),
      satelliteUrl: z.string(),
      geocoderUrl: z.string(),
      tileAttribution: z.string().default(''),
      satelliteAttribution: z.string().default(''),
    })
    .default({
      tileUrl: '/__simulator/geo/tiles/street/{z}/{x}/{y}.svg',
      satelliteUrl: '/__simulator/geo/tiles/satellite/{z}/{x}/{y}.svg',
      geocoderUrl: '/__simulator/geo/search',
      tileAttribution: '',
      satelliteAttribution: '',
    }),
  /** Request timeout in milliseconds. */
  timeoutMs: z.number().int().positive().default(30_000),
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
