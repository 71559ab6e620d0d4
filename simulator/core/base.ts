/**
 * Where the simulator answers, and nowhere else: the API under the configured base
 * (`apiBaseUrl` of the runtime config, resolved against the page's origin) and the control
 * surface under /__simulator/ on the same origin.
 *
 * Every handler, the gate and the catch-all included, matches through a predicate from this
 * module, anchored at the start of the path and bound to the origin. A path that merely contains
 * a segment named `api` (the dev server's `/src/api/form-errors.ts`, or `/other/api/x`) is never
 * the simulator's: it passes through to the network.
 *
 * The predicates read the binding when a request arrives, so the handler modules may be
 * evaluated before a runtime binds them:
 * - browser and Storybook: `bindSimulator({ apiBaseUrl: config.apiBaseUrl, origin: location.origin })`;
 * - Node tests (msw/node): `http://localhost` and `/api`;
 * - the HTTP server: `/api` on any origin (it answers whichever host name it was reached by).
 */
import { matchRequestUrl, type HttpCustomPredicate, type PathParams } from 'msw';

/** The control surface's path on the simulator's origin. */
export const CONTROL_BASE = '/__simulator';

export interface SimulatorBinding {
  /** The API base as the runtime config names it: '/api', or an absolute URL. Default '/api'. */
  apiBaseUrl?: string;
  /**
   * The origin a relative API base resolves against, and the control surface's origin: the page's
   * `location.origin`. null: any origin (only the HTTP server, which serves nothing else).
   */
  origin: string | null;
}

/** One place the simulator answers: requests on `origin` (any when null) whose path starts with `prefix/`. */
export interface SimulatorScope {
  origin: string | null;
  /** The path without its trailing slash: '/api', '/__simulator'. */
  prefix: string;
}

interface Scopes {
  api: SimulatorScope;
  control: SimulatorScope;
}

let bound: Scopes | undefined;

function scopesOf({ apiBaseUrl = '/api', origin }: SimulatorBinding): Scopes {
  // Any parseable origin stands in when none is bound; only the path is kept then.
  const base = new URL(`${apiBaseUrl.replace(/\/+$/, '')}/`, origin ?? 'http://simulator.invalid');
  const prefix = base.pathname.replace(/\/+$/, '');
  if (prefix === '') throw new Error(`The simulator cannot serve an API at the origin's root (apiBaseUrl "${apiBaseUrl}")`);
  return {
    api: { origin: origin === null ? null : base.origin, prefix },
    control: { origin, prefix: CONTROL_BASE },
  };
}

/**
 * Binds every handler to the API base and the control surface of one origin. Call it before the
 * runtime starts; the last call wins (one runtime per JavaScript realm).
 */
export function bindSimulator(binding: SimulatorBinding): void {
  bound = scopesOf(binding);
}

/** The current binding. Unbound: '/api' on the page's origin in a browser, on any origin elsewhere. */
export function simulatorScopes(): Scopes {
  bound ??= scopesOf({ origin: typeof location === 'undefined' ? null : location.origin });
  return bound;
}

const NO_MATCH = { matches: false, params: {} };

/** The predicates of this module: they read the request's URL only, never its cookies. */
const urlOnly = new WeakSet<HttpCustomPredicate<PathParams>>();

/** True for a predicate of this module, which decides on the URL alone (core/msw-http.ts asks it before parsing cookies). */
export function decidesOnUrl(predicate: unknown): predicate is HttpCustomPredicate<PathParams> {
  return typeof predicate === 'function' && urlOnly.has(predicate as HttpCustomPredicate<PathParams>);
}

/**
 * The literal start of a path pattern, before its first parameter or wildcard, lower-cased and
 * without a closing slash ('/obracun/:id/' -> '/obracun'). msw's matcher compares paths without
 * regard to case and with the closing slash optional, so a path that does not start with this
 * cannot match: the predicate says so without compiling the pattern, which msw's matcher does on
 * every call, for every handler tried before the one that answers.
 */
export function literalStart(path: string): string {
  return path.split(/[:*({]/, 1)[0]!.replace(/\/$/, '').toLowerCase();
}

/** The parsed URL of each request, read once for all the handlers that look at it. */
const urls = new WeakMap<Request, URL>();
function urlOf(request: Request): URL {
  let url = urls.get(request);
  if (!url) {
    url = new URL(request.url);
    urls.set(request, url);
  }
  return url;
}

function inScope(scope: () => SimulatorScope, path: string): HttpCustomPredicate<PathParams> {
  const literal = literalStart(path);
  const predicate: HttpCustomPredicate<PathParams> = ({ request }) => {
    const { origin, prefix } = scope();
    const url = urlOf(request);
    if (origin !== null && url.origin !== origin) return NO_MATCH;
    if (!url.pathname.startsWith(`${prefix}/`)) return NO_MATCH;
    if (!url.pathname.slice(prefix.length).toLowerCase().startsWith(literal)) return NO_MATCH;
    const { matches, params = {} } = matchRequestUrl(url, `${url.origin}${prefix}${path}`);
    return { matches, params };
  };
  urlOnly.add(predicate);
  return predicate;
}

/** An API path from the contract's endpoint table ('/auth/login/', '/obracun/:id/'), under the bound API base. */
export function apiPath(path: string): HttpCustomPredicate<PathParams> {
  return inScope(() => simulatorScopes().api, path);
}

/** A control-surface path ('/state', '/faults/:id') under /__simulator on the bound origin. */
export function controlPath(path: string): HttpCustomPredicate<PathParams> {
  return inScope(() => simulatorScopes().control, path);
}

