import { RATE_LIMITED_MESSAGE } from '@sortim/contracts/common';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { PREVIEW_RATE_LIMIT } from './preview-image.routes.ts';

describe('GET /api/activities/:id/preview.png', () => {
  const ctx = useTestApp();

  it('draws an activity whose stored title holds control characters', async () => {
    const host = await createHost(ctx.app.db);
    // Written straight to the database, as rows were before titles refused control characters.
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Sunset\u0001 hike\u001F to the bunkers\uFFFE',
    });

    const res = await ctx.app.inject({ method: 'GET', url: `/api/activities/${activity.id}/preview.png` });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });
});

describe('GET /api/activities/:id/preview.png: rate limit', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'true' });

  it(`answers 429 after ${PREVIEW_RATE_LIMIT.max} asks a minute from one address, not to another`, async () => {
    // An unknown activity costs no drawing, and counts all the same.
    const ask = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/activities/unknown/preview.png', remoteAddress });
    for (let i = 0; i < PREVIEW_RATE_LIMIT.max; i++) expect((await ask('192.0.2.7')).statusCode).toBe(404);

    const refused = await ask('192.0.2.7');

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited', message: RATE_LIMITED_MESSAGE } });
    expect((await ask('192.0.2.8')).statusCode).toBe(404);
  });
});
