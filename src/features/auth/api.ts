/** Sign-in, sign-out and passwords (reporting.md §2 public routes, §7 Auth). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  loginResponse,
  okResponse,
  type LoginRequest,
} from '../../api/contract/auth';
import { endpoints } from '../../api/contract/endpoints';
import { http } from '../../api/http';
import { clearToken, setToken } from '../../api/token';
import { getUserInfo, sessionKeys, type User } from '../../api/session';

export async function login(credentials: LoginRequest): Promise<User> {
  const { token } = await http.post(endpoints.login, { body: credentials, schema: loginResponse });
  if (token) setToken(token);
  return getUserInfo();
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // A new session starts from nothing but this user.
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.user(), user);
    },
  });
}

/** Calls the logout endpoint (its failure is not handled, as the spec says), then forgets everything. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await http.post(endpoints.logout, { schema: okResponse });
      } catch {
        // reporting.md §8: logout failure is not handled; the session is forgotten regardless.
      }
    },
    onSettled: () => {
      clearToken();
      queryClient.clear();
    },
  });
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      http.post(endpoints.changePassword, {
        body: { current_password: input.currentPassword, new_password: input.newPassword },
        schema: okResponse,
      }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: { username: string; captchaToken: string }) =>
      http.post(endpoints.resetPassword, {
        body: { username: input.username, captcha_token: input.captchaToken },
        schema: okResponse,
      }),
  });
}

export function useSetNewPassword(token: string) {
  return useMutation({
    mutationFn: (input: { newPassword: string; confirmPassword: string }) =>
      http.post(endpoints.setNewPassword(token), {
        body: { new_password: input.newPassword, confirm_password: input.confirmPassword },
        schema: okResponse,
      }),
  });
}
