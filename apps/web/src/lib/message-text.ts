import { messageKey, messageParams } from '@sortim/contracts/messages';
import { i18n } from '#/lib/i18n.ts';

/**
 * A message of the contracts (a server error, a field message, a schema's own) in the page's language:
 * found by the key the server sent, else by its English text (see contracts/messages.ts). Words the
 * catalogs do not know show as the English they are; a message's values go into its translation.
 */
export function messageText(text: string, key: string | undefined = messageKey(text)): string {
  return key ? i18n.t(`messages.${key}`, { defaultValue: text, ...messageParams(key, text) }) : text;
}
