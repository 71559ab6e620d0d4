/**
 * The sign-in form index.html carries, so /login paints before the app's script arrives
 * (docs/decisions/login-shell.md): hand-kept markup and plain CSS that draw the login screen as the
 * app draws it, with its texts from the auth, app and design-system i18n resources in both
 * languages, and the one inline script that decides, before the first paint, whether it shows and
 * in which language. The content security policy allows that script by its hash
 * (scripts/security-headers.ts). The app takes the shell over: src/features/auth/login-shell.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOGIN_SHELL_ATTRIBUTE, LOGIN_SHELL_ID } from '../src/features/auth/login-shell';
import { LANGUAGE_KEY } from '../src/app/i18n/language-key';
import { TOKEN_KEY } from '../src/api/token';
import { CONFIG_URL, EARLY_CONFIG_KEY } from '../src/api/early-config';

/** The name of the `<meta>` that carries the app's entry script for the inline script to start. */
export const APP_ENTRY_META = 'entry';

/**
 * index.html as built, with the app's entry script taken out of the document and its address put
 * in a `<meta>` before `<title>`, and so before the inline script that starts it (LOGIN_SHELL_SCRIPT).
 * Fails if the build wrote no entry script, or more than one.
 */
export function withEntryAfterShell(html: string): string {
  const entry = /\n?[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  const found = [...html.matchAll(entry)];
  if (found.length !== 1) throw new Error(`index.html: expected one module script, found ${found.length}`);
  if (!html.includes('<title>')) throw new Error('index.html: expected a <title>, before which the entry goes');
  return html.replace(entry, '').replace('<title>', `<meta name="${APP_ENTRY_META}" content="${found[0]![1]}">\n    <title>`);
}

const LANGUAGES = ['hr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * Runs in <head>, before the body is parsed: the stored language (else hr, as the app's i18n
 * decides), and the shell on /login or on a private path without a stored token (the app sends
 * those to /login). The shell's form never submits itself: a submit is noted, and the app's form
 * sends it when it takes over.
 *
 * It also starts the app, whose entry the build leaves out of the document (its address is in the
 * `APP_ENTRY_META` meta, vite.config.ts). Where the shell shows, the entry is asked for after the
 * shell's first paint (a frame, then a task; at once in a hidden tab, which paints nothing): the
 * form's first paint waits for nothing but the document, and the entry does not share the network
 * with it; a script already at hand, from the cache or a fast network, would otherwise also run its
 * whole evaluation before the form could paint. Elsewhere the entry is asked for at once, as a module
 * preload, and started once the document is parsed. Either way the browser compiles it off the main
 * thread as it arrives. With the entry, it asks for the runtime config too (src/api/early-config.ts):
 * every call waits for it, and it then waits for neither the entry's download nor its evaluation.
 * Where the shell shows, that is after its first paint too, which waits for nothing but the
 * document. Without the meta (the dev server, whose document starts the app itself) it starts
 * nothing.
 */
export const LOGIN_SHELL_SCRIPT =
  `(function(){var D=document,d=D.documentElement,p=location.pathname.replace(/\\/+$/,'')||'/',l=null,t=null;` +
  `try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});t=localStorage.getItem(${JSON.stringify(TOKEN_KEY)})}catch(e){}` +
  `d.lang=l==='en'?'en':'hr';` +
  `var s=p==='/login'||(!t&&!/^\\/(reset-password|denied)(\\/|$)/.test(p));if(s)d.setAttribute(${JSON.stringify(LOGIN_SHELL_ATTRIBUTE)},'');` +
  `D.addEventListener('submit',function(e){var f=e.target;if(f&&f.id===${JSON.stringify(`${LOGIN_SHELL_ID}-form`)}){e.preventDefault();f.setAttribute('data-submitted','')}});` +
  `var m=D.querySelector('meta[name=${APP_ENTRY_META}]'),u=m&&m.content;` +
  `function n(k,o){D.head.append(Object.assign(D.createElement(k),o))}` +
  `function f(){var c=fetch(${JSON.stringify(CONFIG_URL)},{cache:'no-store'});c.catch(function(){});window[${JSON.stringify(EARLY_CONFIG_KEY)}]=c}` +
  `function a(){s&&f();n('script',{type:'module',src:u})}` +
  `if(u){if(!s){f();n('link',{rel:'modulepreload',href:u})}` +
  `D.addEventListener('DOMContentLoaded',function(){s&&!D.hidden?requestAnimationFrame(function(){setTimeout(a)}):a()})}})()`;

/** The CSP source that allows the inline script. */
export function loginShellScriptSource(): string {
  return `'sha256-${crypto.createHash('sha256').update(LOGIN_SHELL_SCRIPT).digest('base64')}'`;
}

/** The login screen's look (PublicCard, FormField, Input, Button of the theme), in plain CSS. */
const CSS = `#${LOGIN_SHELL_ID}{display:none}
html[${LOGIN_SHELL_ATTRIBUTE}] #root{display:none}
html[${LOGIN_SHELL_ATTRIBUTE}] body{margin:0}
html[${LOGIN_SHELL_ATTRIBUTE}] #${LOGIN_SHELL_ID}{display:block}
html[lang=en] #${LOGIN_SHELL_ID} [lang=hr],html:not([lang=en]) #${LOGIN_SHELL_ID} [lang=en]{display:none}
#${LOGIN_SHELL_ID}{font:400 16px/24px Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#09090b;-webkit-font-smoothing:antialiased}
#${LOGIN_SHELL_ID} *{box-sizing:border-box;margin:0}
#${LOGIN_SHELL_ID} main{display:flex;min-height:100vh;align-items:center;justify-content:center;background:#fafafa;padding:40px 16px}
#${LOGIN_SHELL_ID} .w{width:100%;max-width:448px}
#${LOGIN_SHELL_ID} .n{text-align:center;font-weight:700;font-size:20px;line-height:30px;color:#124686;margin-bottom:16px}
#${LOGIN_SHELL_ID} .c{background:#fff;border:1px solid #e4e4e7;border-radius:6px}
#${LOGIN_SHELL_ID} .h{display:flex;flex-direction:column;gap:6px;padding:24px 24px 0}
#${LOGIN_SHELL_ID} h1{font-size:20px;line-height:30px;font-weight:600}
#${LOGIN_SHELL_ID} .h p,#${LOGIN_SHELL_ID} .d{color:#52525b}
#${LOGIN_SHELL_ID} .b{padding:24px}
#${LOGIN_SHELL_ID} form{display:flex;flex-direction:column;gap:16px}
#${LOGIN_SHELL_ID} .f{display:flex;flex-direction:column;gap:6px}
#${LOGIN_SHELL_ID} label{display:flex;align-items:center;gap:4px;font-size:14px;line-height:20px;font-weight:500}
#${LOGIN_SHELL_ID} label i{font-style:normal;color:#991919;line-height:14px}
#${LOGIN_SHELL_ID} input{width:100%;height:40px;padding:0 12px;font:inherit;font-size:14px;line-height:20px;color:inherit;background:none;border:1px solid #e4e4e7;border-radius:4px;outline:0}
#${LOGIN_SHELL_ID} input[type=password]{padding-right:40px}
#${LOGIN_SHELL_ID} input:focus{border-color:#a1a1aa;outline:1px solid #a1a1aa}
#${LOGIN_SHELL_ID} button{height:40px;padding:0 16px;font:inherit;font-size:14px;line-height:20px;font-weight:500;color:#fff;background:#1759aa;border:1px solid transparent;border-radius:4px}
@media not all and (min-width:48rem){#${LOGIN_SHELL_ID} button{min-height:44px}}
#${LOGIN_SHELL_ID} a{align-self:center;color:#124686;text-decoration:none}`;

/**
 * The demo accounts' list, in the demo build's shell only. It lays out as the login page's (its text
 * at the body's line height): a box of the app's larger than the shell's would be a new largest paint.
 */
const DEMO_CSS = `#${LOGIN_SHELL_ID} section{margin-top:24px;font-size:14px;line-height:1.5;display:flex;flex-direction:column;gap:4px}
#${LOGIN_SHELL_ID} section>p:first-child{font-weight:600}
#${LOGIN_SHELL_ID} dl{display:grid;grid-template-columns:auto 1fr;column-gap:12px;row-gap:2px}
#${LOGIN_SHELL_ID} dt{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
#${LOGIN_SHELL_ID} section>p:last-child{margin-top:4px}`;

type Texts = Record<string, unknown>;

function read(file: string): Texts {
  return JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as Texts;
}

function text(bundle: Texts, key: string, values: Record<string, string> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], bundle);
  if (typeof found !== 'string') throw new Error(`login shell: no text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The demo accounts the login page lists on the simulator (LoginPage's DEMO_ACCOUNTS). */
const DEMO_ACCOUNTS = ['admin', 'parking', 'garage', 'sales', 'status', 'support', 'viewer'];

/** The shell's markup; `demo` adds the demo accounts, as the login page shows them on the simulator. */
export function loginShellHtml({ demo }: { demo: boolean }): string {
  const bundles = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { auth: read(`src/features/auth/i18n/${language}.json`), app: read(`src/app/i18n/${language}.json`) },
    ]),
  ) as Record<Language, { auth: Texts; app: Texts }>;
  /** One text in both languages: CSS shows the one of <html lang>. */
  const both = (ns: 'auth' | 'app', key: string, values?: Record<string, string>) =>
    LANGUAGES.map((language) => `<span lang="${language}">${escape(text(bundles[language][ns], key, values))}</span>`).join('');
  const field = (name: string, type: string, autocomplete: string) =>
    `<div class="f"><label for="${LOGIN_SHELL_ID}-${name}">${both('auth', `login.${name}`)}<i aria-hidden="true">*</i></label>` +
    `<input id="${LOGIN_SHELL_ID}-${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required></div>`;
  const demoSection = demo
    ? `<section class="d" aria-labelledby="${LOGIN_SHELL_ID}-demo"><p id="${LOGIN_SHELL_ID}-demo" style="color:#09090b">${both('auth', 'login.demoTitle')}</p><dl>` +
      DEMO_ACCOUNTS.map((account) => `<dt style="color:#09090b">${account}</dt><dd>${both('auth', `login.demoAccounts.${account}`)}</dd>`).join('') +
      `</dl><p>${both('auth', 'login.demoHint', { password: 'demo' })}</p></section>`
    : '';
  return (
    `<div id="${LOGIN_SHELL_ID}"><main><div class="w"><p class="n">${both('app', 'appName')}</p><div class="c">` +
    `<div class="h"><h1>${both('auth', 'login.title')}</h1><p>${both('auth', 'login.intro')}</p></div>` +
    `<div class="b"><form id="${LOGIN_SHELL_ID}-form" novalidate>` +
    field('username', 'text', 'username') +
    field('password', 'password', 'current-password') +
    `<button type="submit">${both('auth', 'login.submit')}</button>` +
    `<a href="/reset-password">${both('auth', 'login.forgot')}</a></form>${demoSection}</div></div></div></main></div>`
  );
}

/**
 * index.html with the script in <head>, the CSS beside it and the shell before #root. The page's
 * first paint waits until #root is parsed (`<link rel=expect blocking=render>`), and so for the whole
 * shell: a document that arrives in pieces would otherwise paint half a form, centred, then move it
 * up as the rest arrives. A browser without render-blocking links paints as the document comes.
 */
export function withLoginShell(html: string, { demo }: { demo: boolean }): string {
  return html
    .replace(
      '</title>',
      `</title>\n    <script>${LOGIN_SHELL_SCRIPT}</script>\n    <style>${(demo ? `${CSS}\n${DEMO_CSS}` : CSS).replace(/\n/g, '')}</style>\n    <link rel="expect" href="#root" blocking="render">`,
    )
    .replace('<div id="root"></div>', `${loginShellHtml({ demo })}\n    <div id="root"></div>`);
}
