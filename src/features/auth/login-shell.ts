/**
 * The sign-in form that index.html carries (scripts/login-shell.ts writes it at build time): it
 * paints before the app's script arrives, and the app takes it over. A leaf module: the build
 * imports these names too.
 *
 * index.html's inline script shows it (the `data-login-shell` attribute on <html>, which also hides
 * #root) on /login, and on a private path when no session token is stored (the app sends those to
 * /login); it never submits itself. The real login page takes over what was typed, where the caret
 * was and a submit already asked for, then removes it; any other first screen just removes it.
 */
export const LOGIN_SHELL_ID = 'login-shell';
export const LOGIN_SHELL_ATTRIBUTE = 'data-login-shell';

export interface LoginShellState {
  username: string;
  password: string;
  /** The field that had the focus, if one had it. */
  focused: 'username' | 'password' | null;
  /** Whether the user already asked to sign in (the shell notes it and sends nothing). */
  submitted: boolean;
}

function shellForm(): HTMLFormElement | null {
  if (typeof document === 'undefined') return null;
  const shell = document.getElementById(LOGIN_SHELL_ID);
  return shell && document.documentElement.hasAttribute(LOGIN_SHELL_ATTRIBUTE) ? shell.querySelector('form') : null;
}

/** What the user typed into the shown shell, or null when no shell is shown. */
export function readLoginShell(): LoginShellState | null {
  const form = shellForm();
  if (!form) return null;
  const value = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && form.contains(active) && (active.name === 'username' || active.name === 'password') ? active.name : null;
  return { username: value('username'), password: value('password'), focused, submitted: form.hasAttribute('data-submitted') };
}

/** Whether index.html's script showed the shell (on /login, or a private path with no token). */
export function isLoginShellShown(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(LOGIN_SHELL_ATTRIBUTE);
}

/** Removes the shell and shows the app in its place; true when there was one to remove. */
export function dismissLoginShell(): boolean {
  if (typeof document === 'undefined') return false;
  const shell = document.getElementById(LOGIN_SHELL_ID);
  shell?.remove();
  document.documentElement.removeAttribute(LOGIN_SHELL_ATTRIBUTE);
  return shell !== null;
}
