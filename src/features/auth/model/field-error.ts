import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/**
 * The text shown under a field: a server message as the server wrote it, a client rule's message
 * translated from its i18n key. Server text never goes through t(), which would read '.' and ':'
 * in it as key and namespace separators.
 */
export function fieldErrorText(error: FieldError | undefined, t: TFunction): string | undefined {
  if (!error) return undefined;
  return error.type === 'server' ? error.message : t(error.message ?? '');
}
