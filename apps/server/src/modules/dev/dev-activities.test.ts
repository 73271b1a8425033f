import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, useTestApp } from '#src/test/app.ts';
import { createActivity, createHost } from '#src/test/factories.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('/dev/activities outside production', () => {
  const ctx = useTestApp();

  it('finds activities by exact title, past and unpublished ones included, earliest first', async () => {
    const host = await createHost(ctx.app.db);
    const title = 'Collserola Forest Hike';
    const past = await createActivity(ctx.app.db, {
      hostId: host.id,
      title,
      startTime: new Date(Date.now() - 3 * DAY),
    });
    const draft = await createActivity(ctx.app.db, {
      hostId: host.id,
      title,
      status: 'draft',
      isPublished: false,
    });
    await createActivity(ctx.app.db, { hostId: host.id, title: `${title} (Copy)` });

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/dev/activities?title=${encodeURIComponent(title)}`,
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: past.id, title, startTime: past.startTime.toISOString() },
      { id: draft.id, title, startTime: draft.startTime.toISOString() },
    ]);
  });

  it('asks for a title', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/activities' });
    expect(res.statusCode).toBe(400);
  });
});

describe('/dev/activities from anywhere but this machine', () => {
  const ctx = useTestApp();
  const url = '/dev/activities?title=Anything';

  it('answers a loopback request', async () => {
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('is a 404 to another address', async () => {
    const res = await ctx.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('is a 404 through a proxy, even one claiming the visitor is loopback', async () => {
    for (const remoteAddress of ['127.0.0.1', '203.0.113.9']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('/dev/activities in production', () => {
  const ctx = useTestApp(PRODUCTION_ENV);

  it('does not exist', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/activities?title=Anything' });
    expect(res.statusCode).toBe(404);
  });
});
