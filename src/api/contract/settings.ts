/** User settings, e-mail and subscriptions: operations.md §3 (Settings, User subscription), §7 (Settings). */
import { z } from 'zod';
import { settingWire, userSubscriptionWire } from './auth';

export const settingRequest = z.object({ postavka: z.string().min(1), vrijednost: z.enum(['true', 'false']) });
export const settingResponse = z.object({ detail: z.string(), postavka: settingWire });

export const emailRequest = z.object({ email: z.string().email() });
export const emailResponse = z.object({ detail: z.string(), email: z.string() });

export const subscriptionRequest = z.object({ service_group_code: z.string().min(1), is_enabled: z.boolean() });
export const subscriptionResponse = z.object({ user_subscriptions: z.array(userSubscriptionWire) });

export type SettingRequest = z.infer<typeof settingRequest>;
export type SubscriptionRequest = z.infer<typeof subscriptionRequest>;
