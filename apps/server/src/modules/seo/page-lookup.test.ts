import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createHost } from '#src/test/factories.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'sortim-page-lookup-'));
const dist = path.join(root, 'dist');
mkdirSync(dist, { recursive: true });
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Sortim</title></head></html>',
);

const titleOf = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /activity/:id with the page cache on', () => {
  const TTL_MS = 400;
  const ctx = useTestApp({ WEB_DIST_DIR: dist, GUEST_LIST_CACHE_MS: String(TTL_MS) });
  let activityId: string;

  beforeAll(async () => {
    const host = await createHost(ctx.app.db);
    activityId = (await createActivity(ctx.app.db, { hostId: host.id, title: 'Sunset kayak' })).id;
  });

  const page = (id = activityId) => ctx.app.inject({ method: 'GET', url: `/activity/${id}` });

  it('serves the head again for its time, then reads the database', async () => {
    expect(titleOf((await page()).body)).toBe('Sunset kayak · Sortim');
    await ctx.app.db.update(activities).set({ title: 'Sunrise kayak' }).where(eq(activities.id, activityId));
    expect(titleOf((await page()).body)).toBe('Sunset kayak · Sortim');
    await wait(TTL_MS + 100);
    expect(titleOf((await page()).body)).toBe('Sunrise kayak · Sortim');
  });

  it('answers concurrent views, and sees an activity hidden once its time is over', async () => {
    const views = await Promise.all(Array.from({ length: 20 }, () => page()));
    expect(views.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    await ctx.app.db.update(activities).set({ isPublished: false }).where(eq(activities.id, activityId));
    await wait(TTL_MS + 100);
    const res = await page();
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe('Sortim');
  });

  it('keeps an unknown id as not found', async () => {
    const unknown = '00000000-0000-0000-0000-000000000000';
    expect((await page(unknown)).statusCode).toBe(404);
    expect((await page(unknown)).statusCode).toBe(404);
  });
});
