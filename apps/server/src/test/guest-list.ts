import type { ActivityList } from '@sortim/contracts/activities';
import { beforeAll, beforeEach, expect } from 'vitest';
import type { App } from '#src/app.ts';
import { activities, bookings } from '#src/db/schema.ts';
import { createActivity, createHost } from './factories.ts';

/*
 * The guest side's tests (modules/activities): a host whose activities are the only ones listed, and the
 * guest list as an anonymous visitor reads it.
 */

type Overrides = Omit<Parameters<typeof createActivity>[1], 'hostId'>;

/**
 * Registers the hooks (one host for the file; every test starts from no activities, so a list shows
 * exactly what the test made) and gives the helpers, on the test file's app (`useTestApp`).
 */
export function useGuestListActivities(ctx: { app: App }) {
  const host = { id: '' };

  beforeAll(async () => {
    const created = await createHost(ctx.app.db, {
      profile: { displayName: 'Laia Serra', avatarUrl: '/uploads/avatars/laia.webp', bio: 'Local guide.' },
    });
    host.id = created.id;
  });

  beforeEach(async () => {
    await ctx.app.db.delete(bookings);
    await ctx.app.db.delete(activities);
  });

  const make = (title: string, overrides: Overrides = {}) =>
    createActivity(ctx.app.db, { hostId: host.id, title, ...overrides });
  /** An instant written as a Barcelona wall time with its offset, e.g. '2027-07-15T23:30+02:00'. */
  const at = (iso: string) => new Date(iso);

  async function list(query = '') {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/activities${query ? `?${query}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ActivityList;
  }
  const titles = async (query = '') => (await list(query)).items.map((i) => i.title);

  return { host, make, at, list, titles };
}
