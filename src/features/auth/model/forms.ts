/**
 * Form rules (reporting.md §5). Messages are i18n keys of the `auth` namespace, so the same
 * schema validates in hr and en.
 */
import { z } from 'zod';

const required = z.string().trim().min(1, 'validation.required');

export const loginForm = z.object({ username: required, password: z.string().min(1, 'validation.required') });
export type LoginForm = z.infer<typeof loginForm>;

export const resetPasswordForm = z.object({ username: required });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const setNewPasswordForm = z
  .object({
    new_password: z.string().min(1, 'validation.required'),
    confirm_password: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'validation.passwordsMustMatch',
  });
export type SetNewPasswordForm = z.infer<typeof setNewPasswordForm>;

export const changePasswordForm = z
  .object({
    current_password: z.string().min(1, 'validation.required'),
    new_password: z.string().min(1, 'validation.required'),
    confirm_password: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'validation.passwordsMustMatch',
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
