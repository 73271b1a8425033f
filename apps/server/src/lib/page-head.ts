/** What the server puts in a page's <head> so search engines and link previews see the real page. */
export type PageHead = {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Absolute URL of the Open Graph image. */
  imageUrl?: string;
  /** schema.org data, embedded as JSON-LD. */
  jsonLd?: Record<string, unknown>;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Replaces the SPA shell's generic <title> and description with the page's own, and adds canonical,
 * Open Graph, Twitter card and JSON-LD tags before </head>.
 */
export function injectHead(html: string, head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}" />`,
    ...(head.imageUrl
      ? [
          `<meta property="og:image" content="${escapeHtml(head.imageUrl)}" />`,
          '<meta name="twitter:card" content="summary_large_image" />',
        ]
      : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`] : []),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/s,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
