/**
 * Settings (operations.md §2 Settings page, §4, §7, §8): the e-mail (once), the boolean settings
 * (zagreb_sms, magic_button) and the service-group subscriptions. Each save updates the cached user
 * (src/api/session.ts), so every screen that reads a setting sees the new value at once, and then
 * fetches the user info again, so the screen ends on what the server holds.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOneWrite } from '../../api/one-write';
import { operationsEndpoints } from '../../api/contract/endpoints-operations';
import { subscriptionResponse } from '../../api/contract/settings';
import { sendWrite } from '../../api/http';
import { sessionKeys, toUser, type User, type UserSetting, type UserSubscription } from '../../api/session';

import { serviceGroupsKey, type ServiceGroup } from '../../api/service-groups';

export { getServiceGroups, useServiceGroups, type ServiceGroup } from '../../api/service-groups';

function updateUser(queryClient: QueryClient, change: (user: User) => User) {
  queryClient.setQueryData<User>(sessionKeys.user(), (user) => (user ? change(user) : user));
}

/**
 * After a save the screen shows what was sent at once, then what the server holds: the user info
 * is fetched again (awaited, so a switch that stops moving shows the fetched value). The answer
 * itself is not relied on (operations.md §7 shows none for the e-mail and the settings, and a
 * server may answer 200, 201 or 204 with any body).
 */
async function settle(queryClient: QueryClient, change: (user: User) => User): Promise<void> {
  updateUser(queryClient, change);
  await queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
}

export async function saveEmail(email: string): Promise<void> {
  await sendWrite('POST', operationsEndpoints.setEmail, { body: { email } });
}

/** Stores the e-mail; afterwards the user has one and the field is disabled. */
export function saveEmailMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: saveEmail,
    onSuccess: (_answer: void, email: string) => settle(queryClient, (user) => ({ ...user, email })),
  };
}

export function useSaveEmail() {
  return useOneWrite(saveEmailMutationOptions(useQueryClient()));
}

export async function saveSetting(code: string, enabled: boolean): Promise<void> {
  await sendWrite('POST', operationsEndpoints.userSetting, {
    body: { postavka: code, vrijednost: enabled ? 'true' : 'false' },
  });
}

/** The setting as it is after a save of `enabled`. */
function withValue(setting: UserSetting, enabled: boolean): UserSetting {
  const value = enabled ? 'true' : 'false';
  return { ...setting, value, enabled };
}

export interface SwitchChange {
  code: string;
  enabled: boolean;
}

/** Saves one boolean setting; the cached user takes the saved value, then the server's. */
export function saveSettingMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: ({ code, enabled }: SwitchChange) => saveSetting(code, enabled),
    onSuccess: (_answer: void, { code, enabled }: SwitchChange) =>
      settle(queryClient, (user) => ({ ...user, settings: user.settings.map((s) => (s.code === code ? withValue(s, enabled) : s)) })),
  };
}

export function useSaveSetting() {
  // Each setting is its own write: another setting may be saved while one is in flight.
  return useOneWrite(saveSettingMutationOptions(useQueryClient()), ({ code }) => code);
}

/**
 * Saves one subscription. The answer "carries user_subscriptions" (operations.md §7): the list, when
 * it is there and well formed, else undefined (any 2xx is still success).
 */
export async function saveSubscription(serviceGroupCode: string, enabled: boolean): Promise<UserSubscription[] | undefined> {
  const answer = await sendWrite('POST', operationsEndpoints.userSubscription, {
    body: { service_group_code: serviceGroupCode, is_enabled: enabled },
  });
  const parsed = subscriptionResponse.safeParse(answer.body);
  if (!parsed.success) return undefined;
  // The same mapping as the user info's subscriptions.
  return toUser({ first_name: '', last_name: '', email: '', permissions: [], settings: [], user_subscriptions: parsed.data.user_subscriptions })
    .subscriptions;
}

/** The subscriptions after switching one: the group's entry changed, or added when the user had none for it. */
function withSubscription(subscriptions: UserSubscription[], group: ServiceGroup | undefined, code: string, enabled: boolean): UserSubscription[] {
  if (subscriptions.some((s) => s.serviceGroup.code === code)) {
    return subscriptions.map((s) => (s.serviceGroup.code === code ? { ...s, isEnabled: enabled } : s));
  }
  if (!group) return subscriptions;
  // Not stored yet: the id is the server's, known after the user info is fetched again.
  return [...subscriptions, { id: -group.id, isEnabled: enabled, serviceGroup: { id: group.id, code, description: group.description } }];
}

/**
 * Saves one subscription; the list is replaced by the one in the answer when it carries one (the
 * spec's rule), else the switched entry is set to the sent value; then the user info is fetched again.
 */
export function saveSubscriptionMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: ({ code, enabled }: SwitchChange) => saveSubscription(code, enabled),
    onSuccess: (answered: UserSubscription[] | undefined, { code, enabled }: SwitchChange) => {
      const group = queryClient.getQueryData<ServiceGroup[]>(serviceGroupsKey)?.find((g) => g.code === code);
      return settle(queryClient, (user) => ({
        ...user,
        subscriptions: answered ?? withSubscription(user.subscriptions, group, code, enabled),
      }));
    },
  };
}

export function useSaveSubscription() {
  return useOneWrite(saveSubscriptionMutationOptions(useQueryClient()), ({ code }) => code);
}
