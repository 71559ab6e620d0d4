/**
 * Auth and user contract: reporting.md §3 (User info, Setting) and §7 (Auth and common).
 * Written with zod's smaller build (zod/mini): the first calls (sign-in, the session check)
 * load these schemas, and nothing on their path loads the full build.
 */
import { z } from 'zod/mini';
import { id } from './wire';

export const loginRequest = z.object({
  username: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
export const loginResponse = z.object({ token: z.optional(z.string().check(z.minLength(1))) });

export const logoutResponse = z.looseObject({});

export const changePasswordRequest = z.object({
  current_password: z.string(),
  new_password: z.string(),
});

export const resetPasswordRequest = z.object({
  username: z.string(),
  captcha_token: z.string(),
});

export const setNewPasswordRequest = z.object({
  new_password: z.string(),
  confirm_password: z.string(),
});

export const okResponse = z.looseObject({ detail: z.optional(z.string()) });

/** A user setting as sent: sifra (code), naziv, opis, tip, vrijednost ('true'/'false' for boolean). */
export const settingWire = z.object({
  sifra: z.string(),
  naziv: z.string(),
  opis: z.string(),
  tip: z.string(),
  vrijednost: z.string(),
});

export const serviceGroupWire = z.object({
  id,
  service_group_code: z.string(),
  service_group_description: z.string(),
});

export const userSubscriptionWire = z.object({
  id,
  is_enabled: z.boolean(),
  service_group: serviceGroupWire,
});

export const userInfoResponse = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  permissions: z.array(z.string()),
  settings: z.array(settingWire),
  user_subscriptions: z.array(userSubscriptionWire),
});

export const permissionListResponse = z.object({ permissions: z.array(z.string()) });

export type LoginRequest = z.infer<typeof loginRequest>;
export type UserInfoWire = z.infer<typeof userInfoResponse>;
export type SettingWire = z.infer<typeof settingWire>;
export type UserSubscriptionWire = z.infer<typeof userSubscriptionWire>;
