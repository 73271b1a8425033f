import { ActivityList, ActivityListQuery } from '@sortim/contracts/activities';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { guestListReplies } from './guest-list-replies.ts';

const query = (raw: Record<string, string> = {}) => ActivityListQuery.parse(raw);
const nextTick = () => new Promise((resolve) => setImmediate(resolve));

describe('guestListReplies', () => {
  it('loads a search once for everyone asking while it loads and within its time', async () => {
    let loads = 0;
    const replies = guestListReplies(60_000, async (q) => {
      loads += 1;
      await nextTick();
      return JSON.stringify({ q: q.q ?? null, load: loads });
    });
    const [a, b] = await Promise.all([replies(query({ q: 'yoga' })), replies(query({ q: 'yoga' }))]);
    expect(a).toBe(b);
    expect(await replies(query({ q: 'yoga' }))).toBe(a);
    expect(loads).toBe(1);
    // Another search, or another page of it, is another reply.
    await replies(query({ q: 'yoga', limit: '12' }));
    await replies(query({ q: 'wine' }));
    expect(loads).toBe(3);
  });

  it('sees the same search in another order as the same search', async () => {
    let loads = 0;
    const replies = guestListReplies(60_000, async () => String(++loads));
    await replies(query({ categories: 'Go Social,Get Outdoors', priceMin: '5' }));
    await replies(query({ priceMin: '5', categories: 'Get Outdoors,Go Social' }));
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    let loads = 0;
    const replies = guestListReplies(60_000, async () => {
      loads += 1;
      if (loads === 1) throw new Error('database unavailable');
      return '{"ok":true}';
    });
    await expect(replies(query())).rejects.toThrow('database unavailable');
    await expect(replies(query())).resolves.toBe('{"ok":true}');
  });

  it('answers every caller when more searches are in flight than it keeps', async () => {
    const replies = guestListReplies(60_000, async (q) => {
      await nextTick();
      return `reply to ${q.q}`;
    });
    // 2,500 different searches at once: making room evicts loads still running.
    const words = Array.from({ length: 2_500 }, (_, i) => `word${i}`);
    const answers = await Promise.all(words.map((q) => replies(query({ q }))));
    expect(answers).toEqual(words.map((q) => `reply to ${q}`));
  });

  it('loads a fresh search (its asker just wrote) for that asker alone, neither from nor into what is kept', async () => {
    const loads: boolean[] = [];
    const replies = guestListReplies(60_000, async (_q, fresh) => {
      loads.push(fresh);
      return `load ${loads.length}`;
    });
    expect(await replies(query())).toBe('load 1');
    expect(await replies(query(), true)).toBe('load 2');
    expect(await replies(query())).toBe('load 1');
    expect(loads).toEqual([false, true]);
  });

  it('calls the load every time when turned off', async () => {
    let loads = 0;
    const replies = guestListReplies(0, async () => String(++loads));
    await replies(query());
    await replies(query());
    expect(loads).toBe(2);
  });
});

describe('GET /api/activities with the reply cache on', () => {
  const TTL_MS = 400;
  const ctx = useTestApp({ GUEST_LIST_CACHE_MS: String(TTL_MS) });
  let activityId: string;

  beforeAll(async () => {
    const host = await createHost(ctx.app.db);
    activityId = (await createActivity(ctx.app.db, { hostId: host.id, title: 'Sunset kayak' })).id;
  });

  const titles = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/activities' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = ActivityList.parse(res.json());
    return page.items.map((i) => i.title);
  };

  it('serves a search again for its time, then reads the database', async () => {
    expect(await titles()).toEqual(['Sunset kayak']);
    await ctx.app.db.update(activities).set({ title: 'Sunrise kayak' }).where(eq(activities.id, activityId));
    expect(await titles()).toEqual(['Sunset kayak']);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
    expect(await titles()).toEqual(['Sunrise kayak']);
  });

  it('still refuses a bad parameter, naming it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/activities?priceMin=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('priceMin');
  });
});
