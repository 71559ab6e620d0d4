/**
 * Form rules (reporting.md §5); the login form's are in login-form.ts. Messages are i18n keys of
 * the `auth` namespace, so the same schema validates in hr and en. Written with zod's smaller build
 * (zod/mini), because the public password screens load them.
 */
import { z } from 'zod/mini';

const required = z.string().check(z.trim(), z.minLength(1, 'validation.required'));
const password = z.string().check(z.minLength(1, 'validation.required'));
const passwordsMatch = z.refine<{ new_password: string; confirm_password: string }>(
  (v) => v.new_password === v.confirm_password,
  { path: ['confirm_password'], message: 'validation.passwordsMustMatch' },
);

export const resetPasswordForm = z.object({ username: required });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const setNewPasswordForm = z.object({ new_password: password, confirm_password: password }).check(passwordsMatch);
export type SetNewPasswordForm = z.infer<typeof setNewPasswordForm>;

export const changePasswordForm = z
  .object({ current_password: password, new_password: password, confirm_password: password })
  .check(passwordsMatch);
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/**
 * What a password link's token looks like (the last segment of /reset-password/{uuid}/): a link
 * with anything else was not made by the server, so it is refused without a call.
 */
export function isResetToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{1,200}$/.test(token);
}
