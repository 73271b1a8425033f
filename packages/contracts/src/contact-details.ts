import { hasLink } from './links.ts';

/*
 * Before a guest has paid for a booking, what would let the two people take the payment elsewhere is hidden
 * from a message: e-mail addresses (also spelled out, "name at example dot com"), phone numbers and links
 * (what links.ts reads as one). It is hidden when the message is read, never rewritten, so after booking the
 * same message shows whole. The server applies it to every message and e-mail excerpt it hands out; the
 * page only draws the marker in the reader's language.
 */

/** What stands where a detail was hidden; the page shows it as its translated "shared after booking". */
export const HIDDEN_DETAIL = '[shared after booking]';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** An address spelled out to dodge the rule: "ana at example dot com", "ana (arroba) example (punto) es". */
const SPELLED_EMAIL =
  /[\p{L}\p{N}._%+-]+\s*[([]?\s*(?:at|arroba)\s*[)\]]?\s*[\p{L}\p{N}-]+(?:\s*[([]?\s*(?:dot|punto|punt)\s*[)\]]?\s*[a-z]{2,})+\b/giu;

/**
 * A phone number: 9 digits or more (a Spanish number is 9), or 7 or more after an international "+" or "00",
 * with spaces, dots, dashes or brackets between them. Times (19.30), prices (10.000) and dates (2026-05-12)
 * have fewer digits.
 */
const PHONE = /(?:\+|\b00)\d(?:[\s().-]{0,2}\d){6,}|(?<![\p{L}\p{N}])\d(?:[\s().-]{0,2}\d){8,}/gu;

/** Punctuation that ends a sentence rather than a link: kept outside what is hidden. */
const TRAILING = /[.,;:!?)\]'"»]+$/u;
const LEADING = /^[(['"«]+/u;

function hideLinks(text: string, marker: string): string {
  return text.replace(/\S+/gu, (word) => {
    const lead = LEADING.exec(word)?.[0] ?? '';
    const trail = TRAILING.exec(word.slice(lead.length))?.[0] ?? '';
    const core = word.slice(lead.length, word.length - trail.length);
    return core && hasLink(core) ? `${lead}${marker}${trail}` : word;
  });
}

/**
 * `text` with its e-mail addresses, phone numbers and links replaced by `marker`, and how many were hidden.
 * The marker is `HIDDEN_DETAIL` for the page, or the words of an e-mail's language.
 */
export function hideContactDetails(
  text: string,
  marker: string = HIDDEN_DETAIL,
): { text: string; hidden: number } {
  let hidden = 0;
  const hide = () => {
    hidden += 1;
    return marker;
  };
  // Addresses first: their domain would otherwise be hidden as a link, leaving the name before the "@".
  const withoutAddresses = text.replace(EMAIL, hide).replace(SPELLED_EMAIL, hide).replace(PHONE, hide);
  const result = hideLinks(withoutAddresses, '\u0000');
  const links = result.split('\u0000').length - 1;
  hidden += links;
  return { text: links ? result.split('\u0000').join(marker) : result, hidden };
}
