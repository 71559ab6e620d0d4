/** Sign-in, sign-out and passwords (reporting.md §2 public routes, §7 Auth). */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOneWrite } from '../../api/one-write';
import type { LoginRequest } from '../../api/contract/auth';
import { endpoints } from '../../api/contract/endpoints';
import { ApiError } from '../../api/errors';
import { contractParser, sendWrite, setSignedOut } from '../../api/http';
import { getRuntimeConfig } from '../../api/runtime-config';
import { clearToken, setToken } from '../../api/token';
import { getUserInfo, sessionKeys, type User } from '../../api/session';

/**
 * Signs in, then loads the user: the session is the user info. The answer "may contain token"
 * (reporting.md §7): with token auth on it must, as nothing else would carry the session; with it
 * off the session cookie does, and any token is only kept, as the spec keeps it.
 */
export async function login(credentials: LoginRequest): Promise<User> {
  // A token left from an earlier session would be sent with the login and refused.
  clearToken();
  // The answer's schema (and zod) load while the login is under way: the login screen holds neither.
  const parser = contractParser(() => import('../../api/contract/auth').then((contract) => contract.loginResponse));
  parser.catch(() => undefined);
  const answer = await sendWrite('POST', endpoints.login, { body: credentials, authFailure: 'ignore' });
  const parsed = (await parser)(answer.body ?? {});
  const token = parsed.success ? parsed.data.token : undefined;
  if (token) setToken(token);
  else if (getRuntimeConfig().tokenAuth.enabled) {
    throw new ApiError({ kind: 'contract', path: endpoints.login, detail: 'The login answer has no token, which token authentication needs.' });
  }
  return getUserInfo();
}

/** The login mutation: a new session starts from nothing but the signed-in user. */
export function loginMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: login,
    onSuccess: (user: User) => {
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.user(), user);
    },
  };
}

export function useLogin() {
  return useOneWrite(loginMutationOptions(useQueryClient()));
}

/**
 * Calls the logout endpoint (its failure is not handled, as the spec says), then, in one step,
 * runs `leave` (the app's own forgetting and its way to login) and forgets the stored token and the
 * cache. The step belongs to the mutation, not to the screen that asked: it runs even when that
 * screen has gone, as it does once the session is forgotten. A 401 here (a session already over) is
 * not published.
 */
export function logoutMutationOptions(queryClient: QueryClient, leave: () => void = () => undefined) {
  return {
    mutationFn: async (): Promise<void> => {
      // What the page being left still asks for is refused from now on, and that ends nothing.
      setSignedOut(true);
      try {
        await sendWrite('POST', endpoints.logout, { authFailure: 'ignore' });
      } catch {
        // reporting.md §8: logout failure is not handled; the session is forgotten regardless.
      }
    },
    onSettled: () => {
      leave();
      clearToken();
      queryClient.clear();
    },
  };
}

export function useLogout(leave?: () => void) {
  return useOneWrite(logoutMutationOptions(useQueryClient(), leave));
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** Any 2xx is success: the screen shows only the spec's own message, nothing from the answer. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await sendWrite('POST', endpoints.changePassword, {
    body: { current_password: input.currentPassword, new_password: input.newPassword },
  });
}

export function useChangePassword() {
  return useOneWrite({ mutationFn: changePassword });
}

export async function requestPasswordReset(input: { username: string; captchaToken: string }): Promise<void> {
  await sendWrite('POST', endpoints.resetPassword, { body: { username: input.username, captcha_token: input.captchaToken } });
}

/**
 * The reset request with its bot check: `challenge` runs on submit and its token goes with the
 * username; both are one write, so a second Send while the challenge or the call runs is refused.
 */
export function useRequestPasswordReset(challenge: () => Promise<string>) {
  return useOneWrite({
    mutationFn: async ({ username }: { username: string }) => requestPasswordReset({ username, captchaToken: await challenge() }),
  });
}

export async function setNewPassword(token: string, input: { newPassword: string; confirmPassword: string }): Promise<void> {
  await sendWrite('POST', endpoints.setNewPassword(token), {
    body: { new_password: input.newPassword, confirm_password: input.confirmPassword },
  });
}

export function useSetNewPassword(token: string) {
  return useOneWrite({ mutationFn: (input: { newPassword: string; confirmPassword: string }) => setNewPassword(token, input) });
}
