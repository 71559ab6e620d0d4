/**
 * The text under a zones form's field: a client rule's message is an i18n key of the zones
 * namespace; a server's message is shown as the server wrote it (never through t(), which would read
 * '.' and ':' in it as key and namespace separators).
 */
import { useTranslation } from 'react-i18next';

/** A field's error as react-hook-form keeps it (a day's row or the days table included). */
interface ShownError {
  type?: string;
  message?: string;
}

export function useErrorText(): (error: ShownError | undefined) => string | undefined {
  const { t } = useTranslation('zones');
  return (error) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message);
  };
}
