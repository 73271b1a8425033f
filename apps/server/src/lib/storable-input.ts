import { REQUEST_MESSAGES } from '@sortim/contracts/common';
import { DomainError, Invalid } from './errors.ts';

/** Deeper than any request of ours nests (the deepest contract is three levels); far below a stack's reach. */
export const MAX_INPUT_DEPTH = 32;

export const UNSTORABLE_TEXT_MESSAGE = REQUEST_MESSAGES.unstorableText;
export const TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;

// PostgreSQL refuses U+0000 in text, and a UTF-16 surrogate without its pair is not text at all (it
// cannot be encoded as UTF-8 on the way to the database).
// (Matched by code unit: no `u` flag, so a surrogate is seen on its own.)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** Names the field as schema errors do ('title', 'items.0.name'), so a form shows it on its field. */
export class UnstorableText extends Invalid {
  constructor(field: string) {
    super(UNSTORABLE_TEXT_MESSAGE, { [field]: UNSTORABLE_TEXT_MESSAGE });
  }
}

/**
 * Refuses, with a 400 naming where, a request part (body, query, params, form fields) holding a string
 * or key PostgreSQL cannot store, or nested deeper than MAX_INPUT_DEPTH. Walks without recursion, so no
 * input can exhaust the stack; stops at the first problem.
 */
export function assertStorableInput(value: unknown, where: string): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: current, path, depth } = item;
    if (typeof current === 'string') {
      if (!isStorableText(current)) throw new UnstorableText(path || where);
      continue;
    }
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw new Invalid(TOO_DEEP_MESSAGE, { [where]: TOO_DEEP_MESSAGE });
    for (const [key, child] of Object.entries(current)) {
      if (!isStorableText(key)) throw new UnstorableText(path || where);
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
}

export const INVALID_JSON_MESSAGE = REQUEST_MESSAGES.invalidJson;

/**
 * The same check for a body kept as raw text (the auth routes hand theirs on to better-auth as sent):
 * JSON is parsed once to look inside, a form is decoded. An empty body passes; whoever reads it decides.
 */
export function assertStorableRawBody(text: string, kind: 'json' | 'form'): void {
  if (text.trim() === '') return;
  if (kind === 'form') {
    for (const [key, value] of new URLSearchParams(text)) {
      if (!isStorableText(key) || !isStorableText(value))
        throw new UnstorableText(isStorableText(key) ? key : 'body');
    }
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DomainError(400, 'bad_request', INVALID_JSON_MESSAGE);
  }
  assertStorableInput(parsed, 'body');
}
