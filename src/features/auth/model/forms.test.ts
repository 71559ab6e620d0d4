import { describe, expect, it } from 'vitest';
import { changePasswordForm, isResetToken, resetPasswordForm, setNewPasswordForm } from './forms';
import { checkLoginForm } from './login-form';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('auth forms', () => {
  it('login needs both fields', () => {
    expect(checkLoginForm({ username: ' ', password: '' }).errors).toEqual({
      username: 'validation.required',
      password: 'validation.required',
    });
    expect(checkLoginForm({ username: ' ana ', password: ' x ' }).data).toEqual({ username: 'ana', password: ' x ' });
  });
  it('reset needs a username', () => {
    expect(resetPasswordForm.safeParse({ username: 'ana' }).success).toBe(true);
    expect(messages(resetPasswordForm.safeParse({ username: '' }))).toEqual({ username: 'validation.required' });
  });
  it('set new password needs an equal confirmation', () => {
    expect(messages(setNewPasswordForm.safeParse({ new_password: 'a', confirm_password: 'b' }))).toEqual({
      confirm_password: 'validation.passwordsMustMatch',
    });
    expect(setNewPasswordForm.safeParse({ new_password: 'a', confirm_password: 'a' }).success).toBe(true);
  });
  it('change password needs all three and an equal confirmation', () => {
    expect(messages(changePasswordForm.safeParse({ current_password: '', new_password: 'x', confirm_password: 'x' }))).toEqual({
      current_password: 'validation.required',
    });
    // Every problem is reported at once, so the user fixes them in one pass.
    expect(messages(changePasswordForm.safeParse({ current_password: '', new_password: 'x', confirm_password: 'y' }))).toEqual({
      current_password: 'validation.required',
      confirm_password: 'validation.passwordsMustMatch',
    });
    expect(messages(changePasswordForm.safeParse({ current_password: 'o', new_password: 'x', confirm_password: 'y' }))).toEqual({
      confirm_password: 'validation.passwordsMustMatch',
    });
  });
  it('takes a reset token only when it stays one path segment', () => {
    expect(isResetToken('demo-reset-token')).toBe(true);
    expect(isResetToken('MQ_abc-123')).toBe(true);
    for (const token of ['', '..', '../../auth/logout?', '..%2F..%2Fauth', 'a b', 'a.b', 'x'.repeat(201)]) {
      expect(isResetToken(token)).toBe(false);
    }
  });
});
