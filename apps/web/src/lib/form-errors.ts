import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#/lib/api-client.ts';
import en from '#/locales/en.json';

/**
 * Puts a server's `fields` errors (`{ error: { fields: { email: '...' } } }`) on the form's own fields.
 * Returns whether any landed, so the caller can skip a toast that would repeat them.
 */
export function applyServerFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { type: 'server'; message: string }) => void,
): boolean {
  if (!(error instanceof ApiRequestError) || !error.fields) return false;
  let applied = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fields.find((candidate) => candidate === name);
    if (field) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

type ValidationKey = keyof typeof en.validation;
const keyByMessage = new Map(
  Object.entries(en.validation).map(([key, message]) => [message, key as ValidationKey]),
);

/**
 * The contracts' validation messages are the spec's English copy; the catalogs translate them under
 * `validation`, found by that English text. A message the catalogs do not know (the server's own words)
 * shows as it is.
 */
export function useValidationMessage() {
  const { t } = useTranslation();
  return (error: { message?: string | undefined } | undefined): string | undefined => {
    if (!error?.message) return undefined;
    const key = keyByMessage.get(error.message);
    return key ? t(`validation.${key}`) : error.message;
  };
}
