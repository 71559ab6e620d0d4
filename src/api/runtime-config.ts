/**
 * Runtime configuration, read from /config.json at boot so one build serves every environment.
 * Checked in plain code rather than with zod: the boot reads it before anything else, and /login
 * loads no zod at all. A missing key takes its default; a key of the wrong type is a boot error.
 */
import { CONFIG_URL, takeEarlyConfig } from './early-config';

export interface RuntimeConfig {
  apiBaseUrl: string;
  simulator: boolean;
  tokenAuth: { enabled: boolean; header: string; scheme: string };
  csrf: { enabled: boolean; cookie: string; header: string };
  botCheck: { provider: 'simulated' | 'turnstile' | 'hcaptcha' | 'none'; siteKey: string };
  /**
   * The zone maps' services (operations.md §2): street and satellite tile URL templates
   * ({z}/{x}/{y}), a Nominatim-compatible search URL (place and city-boundary search) and the
   * attribution each tile source requires. The default is the simulator's offline tiles and geocoder.
   */
  map: { tileUrl: string; satelliteUrl: string; geocoderUrl: string; tileAttribution: string; satelliteAttribution: string };
  /** Request timeout in milliseconds. */
  timeoutMs: number;
}

const BOT_CHECK_PROVIDERS = ['simulated', 'turnstile', 'hcaptcha', 'none'] as const;

type Input = Record<string, unknown>;

/** Reads one object of the config: each key checked by its default's type, missing keys defaulted; problems are collected. */
class Reader {
  readonly problems: string[] = [];

  object(value: unknown, path: string): Input | undefined {
    if (value === undefined) return undefined;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Input;
    this.problems.push(`${path}: expected an object`);
    return undefined;
  }

  field<T extends string | boolean | number>(
    input: Input | undefined,
    key: string,
    path: string,
    fallback: T | undefined,
    valid: (value: unknown) => boolean = (value) => typeof value === typeof fallback,
  ): T {
    const value = input?.[key];
    const at = path ? `${path}.${key}` : key;
    if (value === undefined) {
      if (fallback === undefined) this.problems.push(`${at}: required`);
      return fallback as T;
    }
    if (!valid(value)) {
      this.problems.push(`${at}: invalid value ${JSON.stringify(value)}`);
      return fallback as T;
    }
    return value as T;
  }

  text(input: Input | undefined, key: string, path: string, fallback?: string): string {
    return this.field<string>(input, key, path, fallback, (value) => typeof value === 'string');
  }

  flag(input: Input | undefined, key: string, path: string, fallback: boolean): boolean {
    return this.field<boolean>(input, key, path, fallback);
  }
}

function read(input: unknown, reader: Reader): RuntimeConfig {
  const root = reader.object(input, '(root)') ?? (input === undefined ? undefined : {});
  const tokenAuth = reader.object(root?.tokenAuth, 'tokenAuth');
  const csrf = reader.object(root?.csrf, 'csrf');
  const botCheck = reader.object(root?.botCheck, 'botCheck');
  const mapInput = reader.object(root?.map, 'map');
  const map: RuntimeConfig['map'] = mapInput
    ? {
        tileUrl: reader.text(mapInput, 'tileUrl', 'map'),
        satelliteUrl: reader.text(mapInput, 'satelliteUrl', 'map'),
        geocoderUrl: reader.text(mapInput, 'geocoderUrl', 'map'),
        tileAttribution: reader.text(mapInput, 'tileAttribution', 'map', ''),
        satelliteAttribution: reader.text(mapInput, 'satelliteAttribution', 'map', ''),
      }
    : {
        tileUrl: '/__simulator/geo/tiles/street/{z}/{x}/{y}.svg',
        satelliteUrl: '/__simulator/geo/tiles/satellite/{z}/{x}/{y}.svg',
        geocoderUrl: '/__simulator/geo/search',
        tileAttribution: '',
        satelliteAttribution: '',
      };
  return {
    apiBaseUrl: reader.text(root, 'apiBaseUrl', '', '/api'),
    simulator: reader.flag(root, 'simulator', '', false),
    tokenAuth: {
      enabled: reader.flag(tokenAuth, 'enabled', 'tokenAuth', true),
      header: reader.text(tokenAuth, 'header', 'tokenAuth', 'Authorization'),
      scheme: reader.text(tokenAuth, 'scheme', 'tokenAuth', 'Token'),
    },
    csrf: {
      enabled: reader.flag(csrf, 'enabled', 'csrf', true),
      cookie: reader.text(csrf, 'cookie', 'csrf', 'csrftoken'),
      header: reader.text(csrf, 'header', 'csrf', 'X-CSRFToken'),
    },
    botCheck: {
      provider: reader.field<RuntimeConfig['botCheck']['provider']>(botCheck, 'provider', 'botCheck', 'none', (value) =>
        (BOT_CHECK_PROVIDERS as readonly unknown[]).includes(value),
      ),
      siteKey: reader.text(botCheck, 'siteKey', 'botCheck', ''),
    },
    map,
    timeoutMs: reader.field<number>(root, 'timeoutMs', '', 30_000, (value) => Number.isInteger(value) && (value as number) > 0),
  };
}

/** The config from a parsed /config.json (or a test's partial one): defaults filled in, or an error naming each bad key. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const reader = new Reader();
  const config = read(input, reader);
  if (reader.problems.length) throw new Error(reader.problems.join('; '));
  return config;
}

let current: RuntimeConfig = parseRuntimeConfig({});

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/**
 * Fetches and validates /config.json, or reads the request the document already made for it
 * (early-config.ts). A missing or invalid file is a boot error, not a silent default.
 */
export async function loadRuntimeConfig(url = CONFIG_URL): Promise<RuntimeConfig> {
  const early = url === CONFIG_URL ? takeEarlyConfig() : undefined;
  const response = await (early ?? fetch(url, { cache: 'no-store' }));
  if (!response.ok) throw new Error(`Runtime configuration ${url} answered ${response.status}`);
  let config: RuntimeConfig;
  try {
    config = parseRuntimeConfig(await response.json());
  } catch (error) {
    throw new Error(`Runtime configuration ${url} is invalid: ${(error as Error).message}`);
  }
  setRuntimeConfig(config);
  return config;
}
