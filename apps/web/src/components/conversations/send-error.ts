import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';
import { messageText } from '#/lib/message-text.ts';

/**
 * What a refused message says: the server's own words for its limits (too many conversations today, too
 * fast, suspended), which the generic answer to a 429 would hide.
 */
export function sendErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.fromServer && error.message) {
    return messageText(error.message, error.messageKey);
  }
  return errorMessage(error, fallback);
}
