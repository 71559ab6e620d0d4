import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The production build served as docs/deployment.md deploys it: nginx, with the repo's site and
 * rules (deploy/nginx/), the headers `npm run headers` writes from the deployment's config.json, and
 * /api/ passed to a simulator over HTTP. nginx runs unprivileged in the foreground on a free port,
 * with its prefix, temp folders, pid and config under a temp folder and its errors on stderr.
 * The e2e deploy project serves it over HTTP, and over HTTPS with HTTP/2 as the site declares it
 * (a certificate of its own for 127.0.0.1 and localhost); the Lighthouse bench serves it so too.
 */
const REPO = path.resolve(import.meta.dirname, '..');

/** Debian's nginx, also where /usr/sbin is not on PATH; NGINX names another. */
const NGINX = process.env.NGINX ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** Listens on `port` (0: any) of 127.0.0.1 for a moment; resolves with the port it had. */
function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return listenOnce(0);
}

/**
 * Fails when something already listens on `port`: a server left running would answer for the one
 * about to start, and whatever is measured or tested there would be that other build.
 */
export async function ensurePortFree(port: number): Promise<void> {
  await listenOnce(port).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? new Error(`Port ${port} is taken: stop what listens there (a server left running?) and try again.`) : error;
  });
}

/** Resolves once `url` answers at all (over HTTPS, whatever its certificate). */
function answers(url: string): Promise<void> {
  if (!url.startsWith('https:')) return fetch(url).then(() => undefined);
  return new Promise((resolve, reject) => {
    const request = https.get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve();
    });
    request.on('error', reject);
  });
}

/** Waits until `url` answers at all, or `child` has stopped. */
async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server stopped (${child.exitCode}):\n${log()}`);
    try {
      await answers(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer:\n${log()}`);
}

export interface Running {
  /** Where it answers, e.g. http://127.0.0.1:PORT */
  origin: string;
  port: number;
  stop(): Promise<void>;
}

interface Account {
  uid: number;
  gid: number;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: (port: number) => string, port: number, account?: Account, scheme = 'http'): Promise<Running> {
  const child = spawn(command, args, { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], ...account });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return waitFor(ready(port), child, () => output).then(
    () => ({ origin: `${scheme}://127.0.0.1:${port}`, port, stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

export interface SimulatorOptions {
  wire?: 'rich' | 'minimal';
  /** Origins answered with CORS besides the simulator's own defaults. */
  allowedOrigins?: string[];
  /** Django's CSRF_COOKIE_DOMAIN. */
  csrfCookieDomain?: string;
}

/** `npm run simulator` on a free port. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<Running> {
  const port = await freePort();
  const args = ['--max-old-space-size=96', '--max-semi-space-size=4', '--import', 'tsx', 'simulator/server.ts'];
  if (options.wire === 'minimal') args.push('--wire=minimal');
  const env: NodeJS.ProcessEnv = { PORT: String(port), ALLOWED_ORIGINS: (options.allowedOrigins ?? []).join(',') };
  if (options.csrfCookieDomain) env.CSRF_COOKIE_DOMAIN = options.csrfCookieDomain;
  return start(process.execPath, args, env, (p) => `http://127.0.0.1:${p}/__simulator/state`, port);
}

/** A certificate and its key for 127.0.0.1 and localhost, valid a day, written into `folder`. */
function selfSignedCertificate(folder: string): { certificate: string; key: string } {
  const certificate = path.join(folder, 'certificate.pem');
  const key = path.join(folder, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', certificate], { stdio: 'ignore' });
  return { certificate, key };
}

/**
 * The site with the lines a test serves differently: its port, the build's folder and the backend;
 * over TLS, its own certificate, else a plain listener. The HTTP server that only redirects to
 * HTTPS is left out (it needs port 80).
 */
function siteFor(port: number, root: string, api: number, tls: { certificate: string; key: string } | null): string {
  const site = fs.readFileSync(path.join(REPO, 'deploy/nginx/site.conf'), 'utf8');
  const replacements: [RegExp, string][] = [
    [/^\s*listen 443 ssl http2;.*$/m, tls ? `    listen 127.0.0.1:${port} ssl http2;` : `    listen 127.0.0.1:${port};`],
    [/^\s*listen \[::\]:443 ssl http2;.*\n/m, ''],
    [/^\s*ssl_certificate \/etc\/.*\n/m, tls ? `    ssl_certificate ${tls.certificate};\n` : ''],
    [/^\s*ssl_certificate_key \/etc\/.*\n/m, tls ? `    ssl_certificate_key ${tls.key};\n` : ''],
    [/^\s*root \/srv\/portal;.*$/m, `    root ${root};`],
    [/^\s*server 127\.0\.0\.1:8000;.*$/m, `    server 127.0.0.1:${api};`],
    [/^# Plain HTTP only sends the reader to HTTPS\.\nserver \{\n\s*listen 80;[^}]*return 301 https:[^}]*\}\n/m, ''],
  ];
  return replacements.reduce((text, [pattern, value]) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/site.conf has no line ${pattern}`);
    return text.replace(pattern, value);
  }, site);
}

/** Started by root (a CI machine), nginx runs as nobody: no step of the test needs a privilege. */
function unprivileged(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface PortalOptions {
  /** The deployment's config.json. */
  config: Record<string, unknown>;
  /** The build served (default dist/ of the repo); its own config.json is replaced by `config`. */
  build?: string;
  /** Over HTTPS with HTTP/2, as the site declares it, instead of plain HTTP. */
  tls?: boolean;
  /** The headers `npm run headers` writes for `config` (default); false for a build it refuses, the demo's. */
  securityHeaders?: boolean;
  /** The port of the backend /api/ is passed to. */
  apiPort: number;
  /** A port chosen beforehand (when the backend must know the portal's origin). */
  port?: number;
}

/**
 * A build (dist/ unless told) deployed with its own config.json (the build's other files linked,
 * not copied), served by nginx through deploy/nginx/ with the headers of that config.
 */
export async function startPortal({ config, build, tls = false, securityHeaders = true, apiPort, port: chosen }: PortalOptions): Promise<Running> {
  const port = chosen ?? (await freePort());
  if (chosen !== undefined) await ensurePortFree(chosen);
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  fs.chmodSync(temp, 0o755);
  const root = path.join(temp, 'www');
  fs.mkdirSync(root);
  const dist = path.resolve(REPO, build ?? 'dist');
  for (const entry of fs.readdirSync(dist)) {
    if (entry !== 'config.json') fs.symlinkSync(path.join(dist, entry), path.join(root, entry));
  }
  fs.writeFileSync(path.join(root, 'config.json'), JSON.stringify(config, null, 2));
  fs.mkdirSync(path.join(temp, 'portal'));
  fs.symlinkSync(path.join(REPO, 'deploy/nginx/locations.conf'), path.join(temp, 'portal/locations.conf'));
  const headers = path.join(temp, 'portal/security-headers.conf');
  if (securityHeaders) execFileSync(process.execPath, ['--import', 'tsx', 'scripts/headers.ts', path.join(root, 'config.json'), '--format=nginx', `--out=${headers}`], { cwd: REPO });
  else fs.writeFileSync(headers, '');
  const certificate = tls ? selfSignedCertificate(temp) : null;
  fs.writeFileSync(path.join(temp, 'site.conf'), siteFor(port, root, apiPort, certificate));
  const paths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${temp}/temp/${name};`).join('\n');
  fs.mkdirSync(path.join(temp, 'temp'));
  fs.writeFileSync(
    path.join(temp, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${temp}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
${paths}
    include ${temp}/site.conf;
}
`,
  );
  const account = unprivileged();
  // It writes its pid and temp files there.
  const owned = [temp, path.join(temp, 'temp'), ...(certificate ? [certificate.certificate, certificate.key] : [])];
  if (account) for (const file of owned) fs.chownSync(file, account.uid, account.gid);
  const scheme = tls ? 'https' : 'http';
  const running = await start(NGINX, ['-p', `${temp}/`, '-c', `${temp}/nginx.conf`, '-e', 'stderr'], {}, (p) => `${scheme}://127.0.0.1:${p}/config.json`, port, account, scheme);
  return {
    ...running,
    stop: async () => {
      await running.stop();
      fs.rmSync(temp, { recursive: true, force: true });
    },
  };
}
