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
    // Before #root, which the app renders into.
    expect(html.indexOf('id="login-shell"')).toBeLessThan(html.indexOf('id="root"'));
  });

  it('lists the demo accounts only in the demo build', () => {
    expect(loginShellHtml({ demo: false })).not.toContain('demo');
    expect(loginShellHtml({ demo: true })).toContain(texts('en').demoTitle);
  });

  it("turns the built entry script into the module preload the shell's script starts, and fails without exactly one", () => {
    const built = '<head>\n<script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/rt.js">\n</head>';
    expect(withEntryAfterShell(built)).toBe('<head>\n<link rel="modulepreload" crossorigin href="/assets/index-abc.js" data-app-entry>\n<link rel="modulepreload" crossorigin href="/assets/rt.js">\n</head>');
    expect(() => withEntryAfterShell('<head></head>')).toThrow(/one module script, found 0/);
    expect(() => withEntryAfterShell(built + built)).toThrow(/found 2/);
  });
});
