import TOP_LEVEL_DOMAINS from 'tlds' with { type: 'json' };

/*
 * What a mail client would turn into a link in plain text: an address with a scheme (https://...), one
 * starting "www.", an IPv4 address with a path or port (192.0.2.7/login; bare, it reads as a Spanish
 * landline, 93.123.45.67), or a name ending in a real top-level domain (IANA's list, the `tlds`
 * package: evil.de, bit.do, example.co.uk, пример.рф, any punycode xn-- ending). Prose stays prose: a
 * number (3.5 km, 19.30, 10.000), an abbreviation whose ending is no domain (e.g., p.ej., EE.UU.) and an
 * ordinal (1.er, 2.as) are not links. A missing space after a full stop before a country's code
 * ("Bring water.It starts at 10") reads as a link, as it does to a mail client.
 */

const TOP_LEVEL = new Set(TOP_LEVEL_DOMAINS);

const SCHEME_OR_WWW = /\b[a-z][a-z0-9+.-]*:\/\/\S|(?<![\p{L}\p{N}.-])www\.[\p{L}\p{N}]/iu;

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_WITH_PATH = new RegExp(`(?<![\\d.])${OCTET}(?:\\.${OCTET}){3}(?:/|:\\d)`);

/** Runs of dotted labels ("mail.example.co.uk", "EE.UU", "3.5"), each read label by label. */
const DOTTED = /[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** A number of one or two digits before an ending is an ordinal (1.er, 3.er, 2.as), not a name. */
const ORDINAL = /^\d{1,2}$/;

const isTopLevel = (label: string): boolean => {
  const lower = label.toLowerCase();
  return TOP_LEVEL.has(lower) || /^xn--[a-z0-9-]{2,59}$/.test(lower);
};

/** Whether `labels` hold a domain name: a real ending after a name that is no ordinal. */
function holdsDomain(labels: string[]): boolean {
  return labels.some((label, i) => i > 0 && isTopLevel(label) && !(i === 1 && ORDINAL.test(labels[0] ?? '')));
}

/** Whether plain text carries something a mail client would make a link of. */
export function hasLink(text: string): boolean {
  if (SCHEME_OR_WWW.test(text) || IPV4_WITH_PATH.test(text)) return true;
  for (const [run] of text.matchAll(DOTTED)) {
    if (holdsDomain(run.split('.'))) return true;
  }
  return false;
}
