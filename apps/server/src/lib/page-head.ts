import escapeHtml from 'escape-html';

/** What the server puts in a page's <head> so search engines and link previews see the real page. */
export type PageHead = {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Absolute URL of the Open Graph image. */
  imageUrl?: string;
  /** Its size in pixels, when known (chat apps lay out the card before the picture arrives). */
  imageSize?: { width: number; height: number };
  /** schema.org data, embedded as JSON-LD. */
  jsonLd?: Record<string, unknown>;
};

/**
 * What the server knows of a page: whether it exists for this visitor, its <head> when it is public, and its
 * largest image above the fold (its LCP, exactly as the page's <img> names it), for the head to preload.
 */
export type PageLookup = { found: boolean; head?: PageHead; heroImageUrl?: string };

/**
 * What the browser can fetch before it runs any script: the page's own chunks, its hero image and the API
 * reads it makes first (`fetches`, same-origin with the session cookie, as the app's fetch asks for them).
 */
export type PagePreloads = { modules: string[]; image?: string; fetches?: string[] };

/**
 * JSON inside <script> must not be able to close the element or open a comment: the characters HTML
 * cares about become JSON escapes, which parse back to the same text.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * Replaces the SPA shell's generic <title> and description with the page's own, and adds canonical,
 * Open Graph, Twitter card and JSON-LD tags before </head>. Every value is escaped here, once: callers
 * pass plain text.
 */
export function injectHead(html: string, head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonicalUrl = escapeHtml(head.canonicalUrl);
  const tags = [
    `<link rel="canonical" href="${canonicalUrl}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonicalUrl}" />`,
    ...(head.imageUrl
      ? [
          `<meta property="og:image" content="${escapeHtml(head.imageUrl)}" />`,
          ...(head.imageSize
            ? [
                `<meta property="og:image:width" content="${head.imageSize.width}" />`,
                `<meta property="og:image:height" content="${head.imageSize.height}" />`,
              ]
            : []),
          '<meta name="twitter:card" content="summary_large_image" />',
        ]
      : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`] : []),
  ];
  // Each replacement is a function: its result goes in as it is, whereas a replacement string would read
  // `$&`, `$'` and the like in page text as patterns and paste parts of the shell into the page.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/s,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Adds preload links before </head>: each module the page will import (so the browser fetches them at
 * once rather than one after another as each runs), the hero image at high priority (so it does not
 * wait for the page's script to ask for it) and the page's first API reads (answered by the time the script
 * asks). Not the text font: text shows in the fallback face until it comes (font-display: swap), and on a
 * phone's connection its 49 kB would share the line with the scripts the first paint waits for (decision 89).
 */
export function injectPreloads(html: string, preloads: PagePreloads): string {
  const links = [
    ...(preloads.image
      ? [`<link rel="preload" as="image" href="${escapeHtml(preloads.image)}" fetchpriority="high" />`]
      : []),
    ...preloads.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ...(preloads.fetches ?? []).map(
      (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}" />`,
    ),
  ];
  if (!links.length) return html;
  return html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
}

/** The shell in the visitor's language: `<html lang>` right in the HTML, before any script runs. */
export function withLanguage(html: string, locale: string): string {
  return html.replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(locale)}">`);
}
