/**
 * Settings (operations.md §2 Settings page, §4, §7, §8): the e-mail (once), the boolean settings
 * (zagreb_sms, magic_button) and the service-group subscriptions. Each save updates the cached user
 * (src/api/session.ts), so every screen that reads a setting sees the new value at once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '../../api/contract/endpoints-operations';
import { serviceGroupListResponse } from '../../api/contract/incidents';
import { emailResponse, settingResponse, subscriptionResponse } from '../../api/contract/settings';
import { http } from '../../api/http';
import { sessionKeys, toSetting, toUser, type User, type UserSetting, type UserSubscription } from '../../api/session';

export interface ServiceGroup {
  id: number;
  code: string;
  description: string;
}

export const settingsKeys = {
  all: ['settings'] as const,
  serviceGroups: () => [...settingsKeys.all, 'service-groups'] as const,
};

export async function getServiceGroups(signal?: AbortSignal): Promise<ServiceGroup[]> {
  const wire = await http.get(operationsEndpoints.serviceGroupList, { schema: serviceGroupListResponse, signal });
  return wire.service_groups.map((g) => ({ id: g.id, code: g.service_group_code, description: g.service_group_description }));
}

export function serviceGroupsQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.serviceGroups(), queryFn: ({ signal }) => getServiceGroups(signal), staleTime: Infinity });
}

export function useServiceGroups() {
  return useQuery(serviceGroupsQueryOptions());
}

function updateUser(queryClient: QueryClient, change: (user: User) => User) {
  queryClient.setQueryData<User>(sessionKeys.user(), (user) => (user ? change(user) : user));
}

export async function saveEmail(email: string): Promise<string> {
  const wire = await http.post(operationsEndpoints.setEmail, { body: { email }, schema: emailResponse });
  return wire.email;
}

/** Stores the e-mail; afterwards the user has one and the field is disabled. */
export function useSaveEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmail,
    onSuccess: (email) => updateUser(queryClient, (user) => ({ ...user, email })),
  });
}

export async function saveSetting(code: string, enabled: boolean): Promise<UserSetting> {
  const wire = await http.post(operationsEndpoints.userSetting, {
    body: { postavka: code, vrijednost: enabled ? 'true' : 'false' },
    schema: settingResponse,
  });
  return toSetting(wire.postavka);
}

/** Saves one boolean setting; the cached user takes the value the server answers with. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, enabled }: { code: string; enabled: boolean }) => saveSetting(code, enabled),
    onSuccess: (setting) =>
      updateUser(queryClient, (user) => ({ ...user, settings: user.settings.map((s) => (s.code === setting.code ? setting : s)) })),
  });
}

export async function saveSubscription(serviceGroupCode: string, enabled: boolean): Promise<UserSubscription[]> {
  const wire = await http.post(operationsEndpoints.userSubscription, {
    body: { service_group_code: serviceGroupCode, is_enabled: enabled },
    schema: subscriptionResponse,
  });
  // The same mapping as the user info's subscriptions.
  return toUser({ first_name: '', last_name: '', email: '', permissions: [], settings: [], user_subscriptions: wire.user_subscriptions })
    .subscriptions;
}

/** Saves one subscription; the list is replaced by the one in the response. */
export function useSaveSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, enabled }: { code: string; enabled: boolean }) => saveSubscription(code, enabled),
    onSuccess: (subscriptions) => updateUser(queryClient, (user) => ({ ...user, subscriptions })),
  });
}
