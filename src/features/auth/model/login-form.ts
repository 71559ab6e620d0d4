/**
 * The login form's rules (reporting.md §5): both fields are required, the username without its
 * surrounding spaces. Plain code rather than a zod schema, because the login screen loads no zod.
 * Messages are i18n keys of the `auth` namespace.
 */
export interface LoginForm {
  username: string;
  password: string;
}

export type LoginField = keyof LoginForm;

export const LOGIN_FIELDS = ['username', 'password'] as const satisfies readonly LoginField[];

/** The message of a field's value, or undefined when it passes. */
export function loginFieldError(field: LoginField, value: string): string | undefined {
  return (field === 'username' ? value.trim() : value) === '' ? 'validation.required' : undefined;
}

/** Every field's message, and the values to send (the username trimmed) when there is none. */
export function checkLoginForm(values: LoginForm): { data: LoginForm | null; errors: Partial<Record<LoginField, string>> } {
  const errors: Partial<Record<LoginField, string>> = {};
  for (const field of LOGIN_FIELDS) {
    const message = loginFieldError(field, values[field]);
    if (message) errors[field] = message;
  }
  return { data: Object.keys(errors).length ? null : { username: values.username.trim(), password: values.password }, errors };
}
