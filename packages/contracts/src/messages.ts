/*
 * Every message the contracts define (the API's refusals, the schemas' field messages, the spec's copy) is
 * English, and has a stable key: `<scope>.<name>` of the table that defines it. The server sends the key
 * beside the English (`messageKey`, `fieldKeys`); the web app translates it from its catalogs under
 * `messages.<scope>.<name>`, and finds the key of a schema's message by its English text. Unknown keys and
 * texts show as the English they are.
 */

const keyByText = new Map<string, string>();
const textByKey = new Map<string, string>();

/**
 * Declares a table of messages under `scope`, returned as it is. A text defined twice keeps the key it
 * was first given; the catalogs translate such keys alike (their test checks it).
 */
export function defineMessages<const Table extends Record<string, string>>(
  scope: string,
  table: Table,
): Table {
  for (const [name, text] of Object.entries(table)) {
    textByKey.set(`${scope}.${name}`, text);
    if (!keyByText.has(text)) keyByText.set(text, `${scope}.${name}`);
  }
  return table;
}

/** The key of a message the contracts define, by its English text; undefined for any other text. */
export const messageKey = (text: string): string | undefined => keyByText.get(text);

/** Every defined message, key to English (for the catalogs' test). */
export const definedMessages = (): ReadonlyMap<string, string> => textByKey;
