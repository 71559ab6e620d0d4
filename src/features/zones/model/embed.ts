/**
 * What the zone map's embed preview may show. The URL comes from the server (map-url/): only a web
 * address (http or https) is framed, and the frame keeps its own origin only when it is another
 * site's. A same-origin page with both allow-scripts and allow-same-origin could lift its own
 * sandbox and act as the signed-in user.
 *
 * One exception, of the demo only: the simulator's own pages (/__simulator/) keep their origin
 * while the app runs on the simulator, because the map they show is drawn by the tab's service
 * worker, which does not serve an opaque-origin frame. A production build has no such pages.
 */
export interface EmbedTarget {
  url: string;
  sandbox: string;
}

const SIMULATOR_PAGES = '/__simulator/';

export function embedTarget(url: string, appOrigin: string, simulator = false): EmbedTarget | null {
  let parsed: URL;
  try {
    parsed = new URL(url, appOrigin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const sameOrigin = parsed.origin === new URL(appOrigin).origin;
  const trusted = !sameOrigin || (simulator && parsed.pathname.startsWith(SIMULATOR_PAGES));
  return { url: parsed.href, sandbox: trusted ? 'allow-scripts allow-same-origin' : 'allow-scripts' };
}
