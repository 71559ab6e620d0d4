import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loginShellHtml, withEntryAfterShell, withLoginShell } from './login-shell';

const texts = (language: string) => (JSON.parse(fs.readFileSync(`src/features/auth/i18n/${language}.json`, 'utf8')) as { login: Record<string, string> }).login;

describe('the login shell of index.html', () => {
  it('holds the sign-in form in hr and en, labelled', () => {
    const html = withLoginShell(fs.readFileSync('index.html', 'utf8'), { demo: false });
    for (const language of ['hr', 'en']) {
      for (const key of ['title', 'intro', 'username', 'password', 'submit', 'forgot']) {
        expect(html, `${language} ${key}`).toContain(`<span lang="${language}">${texts(language)[key]}</span>`);
      }
    }
    expect(html).toContain('<label for="login-shell-username">');
    expect(html).toContain('<input id="login-shell-username" name="username" type="text" autocomplete="username" required>');
    expect(html).toContain('<input id="login-shell-password" name="password" type="password" autocomplete="current-password" required>');
    expect(html).toMatch(/<button type="submit">/);
    // Before #root, which the app renders into, and which the first paint waits for.
    expect(html.indexOf('id="login-shell"')).toBeLessThan(html.indexOf('id="root"'));
    expect(html).toContain('<link rel="expect" href="#root" blocking="render">');
  });

  it('lists the demo accounts only in the demo build', () => {
    expect(loginShellHtml({ demo: false })).not.toContain('demo');
    expect(loginShellHtml({ demo: true })).toContain(texts('en').demoTitle);
    // Their list's styles too.
    const index = fs.readFileSync('index.html', 'utf8');
    expect(withLoginShell(index, { demo: false })).not.toContain('#login-shell dl{');
    expect(withLoginShell(index, { demo: true })).toContain('#login-shell dl{');
  });

  it("takes the built entry script out of the document, its address in a meta before the shell's script, and fails without exactly one", () => {
    const built = '<head>\n    <title>P</title>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/rt.js">\n</head>';
    expect(withEntryAfterShell(built)).toBe(
      '<head>\n    <meta name="entry" content="/assets/index-abc.js">\n    <title>P</title>\n    <link rel="modulepreload" crossorigin href="/assets/rt.js">\n</head>',
    );
    const html = withLoginShell(withEntryAfterShell(built), { demo: false });
    expect(html.indexOf('<meta name="entry"')).toBeLessThan(html.indexOf('<script>'));
    expect(() => withEntryAfterShell('<head></head>')).toThrow(/one module script, found 0/);
    expect(() => withEntryAfterShell(built.replace('<title>P</title>', ''))).toThrow(/<title>/);
    expect(() => withEntryAfterShell(built + built)).toThrow(/found 2/);
  });
});
