import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { injectHead, injectPreloads } from './page-head.ts';

const SHELL =
  '<!doctype html><html><head><title>Sortim</title>\n<meta name="description" content="Generic" />\n</head><body><div id="root"></div></body></html>';

/** Everything String.replace reads as a pattern in a replacement string, and what HTML reads as markup. */
const TRICKY = `$& $' $\` $1 $$ $<name> </script><script>alert(1)</script> <b>&amp; "double" 'single'`;

const contentOf = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const jsonLdBlock = (html: string) =>
  contentOf(html, /<script type="application\/ld\+json">(.*?)<\/script>/s);

/** The page's text is in the head once, escaped once; the rest of the shell is untouched. */
function expectVerbatim(html: string, title: string, description: string) {
  expect(contentOf(html, /<title>(.*?)<\/title>/s)).toBe(escapeHtml(title));
  expect(contentOf(html, /<meta name="description" content="([^"]*)" \/>/)).toBe(escapeHtml(description));
  expect(contentOf(html, /<meta property="og:title" content="([^"]*)" \/>/)).toBe(escapeHtml(title));
  expect(contentOf(html, /<meta property="og:description" content="([^"]*)" \/>/)).toBe(
    escapeHtml(description),
  );
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<div id="root"><\/div><\/body><\/html>/g)).toHaveLength(1);
  expect(html.endsWith('</html>')).toBe(true);
  expect(html).not.toContain('<b>');
  expect(html).not.toContain('alert(1)</script>');
}

describe('injectHead', () => {
  it('puts titles and descriptions with replacement patterns, markup and quotes in verbatim', () => {
    const title = `Tapas ${TRICKY}`;
    const description = `Walk ${TRICKY}`;
    const html = injectHead(SHELL, {
      title,
      description,
      canonicalUrl: 'https://sortim.example/activity/1?a=1&b="2"',
      imageUrl: "https://sortim.example/x.webp?$'",
      jsonLd: { name: title, description },
    });
    expectVerbatim(html, title, description);
    expect(html).toContain(
      '<link rel="canonical" href="https://sortim.example/activity/1?a=1&amp;b=&quot;2&quot;" />',
    );
    expect(html).toContain('<meta property="og:image" content="https://sortim.example/x.webp?$&#39;" />');
  });

  it('keeps the JSON-LD closed to </script> and reads back as the same data', () => {
    const data = { name: `</script><!-- ${TRICKY}`, description: '\u2028 & >' };
    const block = jsonLdBlock(
      injectHead(SHELL, { title: 't', description: 'd', canonicalUrl: 'u', jsonLd: data }),
    );
    expect(block).toBeDefined();
    expect(block).not.toMatch(/[<>]/);
    expect(JSON.parse(block ?? '')).toEqual(data);
  });
});

describe('injectPreloads', () => {
  it('adds the hero image at high priority and each module before </head>, escaped', () => {
    const html = injectPreloads(SHELL, {
      modules: ['/assets/page-1.js', '/assets/shared-2.js'],
      image: '/uploads/a.webp?x="1"&y=<2>',
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/uploads/a.webp?x=&quot;1&quot;&amp;y=&lt;2&gt;" fetchpriority="high" />',
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1.js" />');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js" />');
    expect(html.match(/<div id="root"><\/div><\/body><\/html>/g)).toHaveLength(1);
  });

  it('leaves the shell as it is with nothing to preload', () => {
    expect(injectPreloads(SHELL, { modules: [] })).toBe(SHELL);
  });
});

describe('GET /activity/:id (server-rendered head)', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sortim-page-head-'));
  const dist = path.join(root, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  const ctx = useTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://sortim.example' });
  let activityId: string;

  beforeAll(async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: `Vermut ${TRICKY}`,
      description: `An evening ${TRICKY}`,
    });
    activityId = activity.id;
  });

  it('renders a title and description full of patterns and markup verbatim, escaped once', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/activity/${activityId}` });
    expect(res.statusCode).toBe(200);
    expectVerbatim(res.body, `Vermut ${TRICKY} · Sortim`, `An evening ${TRICKY}`);
    expect(JSON.parse(jsonLdBlock(res.body) ?? '')).toMatchObject({
      name: `Vermut ${TRICKY}`,
      description: `An evening ${TRICKY}`,
    });
  });
});
