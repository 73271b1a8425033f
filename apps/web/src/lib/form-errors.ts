import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#/lib/api-client.ts';
import { messageText } from '#/lib/message-text.ts';

/**
 * Puts a server's `fields` errors (`{ error: { fields: { email: '...' } } }`) on the form's own fields,
 * in the page's language. Returns whether any landed, so the caller can skip a toast that would repeat
 * them.
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
      setError(field, { type: 'server', message: messageText(message, error.fieldKeys?.[name]) });
      applied = true;
    }
  }
  return applied;
}

/**
 * A form field's error as text in the page's language: the contracts' schemas give their messages in
 * English, translated here like the server's (a server error set by `applyServerFieldErrors` already
 * is, and shows as it is).
 */
export function useValidationMessage() {
  // Subscribes the form to language changes, so its messages follow a switch.
  useTranslation();
  return (error: { message?: string | undefined } | undefined): string | undefined =>
    error?.message ? messageText(error.message) : undefined;
}
