/** User settings, e-mail and subscriptions: operations.md §3 (Settings, User subscription), §7 (Settings). */
import { z } from 'zod';
import { settingWire, userSubscriptionWire } from './auth';

export const settingRequest = z.object({ postavka: z.string().min(1), vrijednost: z.enum(['true', 'false']) });
/**
 * The answers of the setting and e-mail saves are not shown (operations.md §7): any 2xx is success and
 * the client reads nothing from them (it fetches the user info again). These describe what a server
 * may add, as the simulator does: a message and the saved value.
 */
export const settingResponse = z.looseObject({ detail: z.string().optional(), postavka: z.optional(settingWire) });

export const emailRequest = z.object({ email: z.string().email() });
export const emailResponse = z.looseObject({ detail: z.string().optional(), email: z.string().optional() });

export const subscriptionRequest = z.object({ service_group_code: z.string().min(1), is_enabled: z.boolean() });
/** "Response carries user_subscriptions" (operations.md §7); a 2xx without it is still success for the client. */
export const subscriptionResponse = z.object({ user_subscriptions: z.array(userSubscriptionWire) });

export type SettingRequest = z.infer<typeof settingRequest>;
export type SubscriptionRequest = z.infer<typeof subscriptionRequest>;
