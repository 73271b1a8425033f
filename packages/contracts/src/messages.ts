/*
 * Every message the contracts define (the API's refusals, the schemas' field messages, the spec's copy) is
 * English, and has a stable key: `<scope>.<name>` of the table that defines it. The server sends the key
 * beside the English (`messageKey`, `fieldKeys`); the web app translates it from its catalogs under
 * `messages.<scope>.<name>`, and finds the key of a schema's message by its English text. Unknown keys and
 * texts show as the English they are.
 *
 * A message that carries values names them as the catalogs do, `{{name}}` (formatMessage fills them in);
 * its values are read back from the English text (messageParams), so they travel with it for free.
 */

const keyByText = new Map<string, string>();
const textByKey = new Map<string, string>();
/** The messages with values, as patterns that read the values back out of a filled-in text. */
const patterns = new Map<string, RegExp>();

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function patternOf(template: string): RegExp {
  const parts = template.split(PLACEHOLDER);
  // split keeps the captured names at odd indexes: literal, name, literal, name, ..., literal.
  const source = parts
    .map((part, i) => (i % 2 ? `(?<${part}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 's');
}

/**
 * Declares a table of messages under `scope`, returned as it is. A text defined twice keeps the key it
 * was first given; the catalogs translate such keys alike (their test checks it).
 */
export function defineMessages<const Table extends Record<string, string>>(
  scope: string,
  table: Table,
): Table {
  for (const [name, text] of Object.entries(table)) {
    const key = `${scope}.${name}`;
    textByKey.set(key, text);
    if (!keyByText.has(text)) keyByText.set(text, key);
    if (text.includes('{{')) patterns.set(key, patternOf(text));
  }
  return table;
}

/** A message with values filled in: `formatMessage('At least {{n}}', { n: 5 })` is 'At least 5'. */
export const formatMessage = (template: string, values: Record<string, string | number>): string =>
  template.replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? ''));

/** The key of a message the contracts define, by its English text; undefined for any other text. */
export function messageKey(text: string): string | undefined {
  const exact = keyByText.get(text);
  if (exact) return exact;
  for (const [key, pattern] of patterns) if (pattern.test(text)) return key;
  return undefined;
}

/** The values a message with values was filled in with, read from its English text (else none). */
export const messageParams = (key: string, text: string): Record<string, string> =>
  patterns.get(key)?.exec(text)?.groups ?? {};

/** Every defined message, key to English (for the catalogs' test). */
export const definedMessages = (): ReadonlyMap<string, string> => textByKey;
