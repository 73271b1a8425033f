import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createHost } from '#src/test/factories.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'sortim-seo-'));
const dist = path.join(root, 'dist');
mkdirSync(dist, { recursive: true });
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Sortim</title>\n<meta name="description" content="Generic" />\n</head><body><div id="root"></div></body></html>',
);

const DAY = 24 * 60 * 60 * 1000;

/** The JSON-LD block of a page. */
function jsonLd(html: string): Record<string, unknown> {
  const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]);
}

describe('search engines and sharing', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://sortim.example' });
  let upcomingId: string;
  let draftId: string;
  let pastId: string;

  beforeAll(async () => {
    const host = await createHost(ctx.app.db, { profile: { displayName: 'Marta Puig' } });
    const upcoming = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Paella <night> & "friends"',
      description: 'Cook a real Valencian paella with locals in Gràcia, then eat it together on the terrace.',
      coverImageUrl: '/images/demo/taste-cook-1.webp',
      startTime: new Date(Date.now() + 3 * DAY),
      endTime: new Date(Date.now() + 3 * DAY + 3 * 60 * 60 * 1000),
      priceCents: 2500,
      capacity: 8,
      spotsRemaining: 0,
      category: 'Taste & Cook',
      subtype: 'Cook Together',
    });
    upcomingId = upcoming.id;
    draftId = (await createActivity(ctx.app.db, { hostId: host.id, isPublished: false, status: 'draft' })).id;
    pastId = (
      await createActivity(ctx.app.db, {
        hostId: host.id,
        startTime: new Date(Date.now() - 3 * DAY),
        endTime: new Date(Date.now() - 3 * DAY + 60 * 60 * 1000),
      })
    ).id;
  });

  it('serves a public activity page with its own title, description, Open Graph image and Event JSON-LD', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/activity/${upcomingId}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Paella &lt;night&gt; &amp; &quot;friends&quot; · Sortim</title>');
    expect(html).toContain('<meta name="description" content="Cook a real Valencian paella');
    expect(html).not.toContain('content="Generic"');
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="https://sortim\\.example/api/activities/${upcomingId}/preview\\.png\\?v=[0-9a-f]{16}" />`,
      ),
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain(`<link rel="canonical" href="https://sortim.example/activity/${upcomingId}" />`);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Event',
      name: 'Paella <night> & "friends"',
      location: { '@type': 'Place', address: { addressLocality: 'Barcelona' } },
      organizer: { name: 'Marta Puig' },
      offers: { price: '25.00', priceCurrency: 'EUR', availability: 'https://schema.org/SoldOut' },
    });
    // The title's "<" cannot close the script element.
    expect(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1]).not.toContain('<night>');
  });

  it("answers the head's og:image with a 1200 x 630 PNG, cached for ever under its version", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `/activity/${upcomingId}` });
    const imageUrl = page.body.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    if (!imageUrl) throw new Error('no og:image');
    const res = await ctx.app.inject({
      method: 'GET',
      url: new URL(imageUrl).pathname + new URL(imageUrl).search,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });

    // Without the current version (an old link), the answer is the current picture, cached briefly.
    const stale = await ctx.app.inject({
      method: 'GET',
      url: `/api/activities/${upcomingId}/preview.png?v=old`,
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
  });

  it('refuses the preview of a draft and of an unknown activity, like their pages', async () => {
    for (const id of [draftId, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/activities/${id}/preview.png` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('serves the plain shell for drafts, unknown ids (404) and other pages', async () => {
    for (const [url, status] of [
      [`/activity/${draftId}`, 404],
      ['/activity/not-a-uuid', 404],
      ['/activity/00000000-0000-0000-0000-000000000000', 404],
      ['/explore', 200],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toContain('<title>Sortim</title>');
      expect(res.body, url).not.toContain('application/ld+json');
    }
  });

  it('lists public pages and upcoming public activities in /sitemap.xml', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://sortim.example/home</loc>');
    expect(res.body).toContain('<loc>https://sortim.example/terms</loc>');
    expect(res.body).toContain(`<loc>https://sortim.example/activity/${upcomingId}</loc>`);
    expect(res.body).not.toContain(draftId);
    expect(res.body).not.toContain(pastId);
  });

  it('serves /robots.txt pointing at the sitemap and keeping crawlers out of the API', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /group/');
    expect(res.body).toContain('Sitemap: https://sortim.example/sitemap.xml');
  });
});
