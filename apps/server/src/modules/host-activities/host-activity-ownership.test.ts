import { randomUUID } from 'node:crypto';
import { HOSTING_MESSAGES, type HostActivityList } from '@sortim/contracts/hosting';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { activities } from '#src/db/schema.ts';
import { findHostActivity } from '#src/modules/host-access/host-activity-view.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { createActivity, createUser } from '#src/test/factories.ts';
import {
  createAs,
  DAY,
  deleteRequest,
  duplicateRequest,
  editForm,
  getRequest,
  putRequest,
} from '#src/test/host-activities.ts';

const ctx = useTestApp();

async function activityRow(id: string) {
  const [row] = await ctx.app.db.select().from(activities).where(eq(activities.id, id));
  return row;
}

/** A host with one activity, another host, an admin and a plain user. */
async function cast() {
  const owner = await signUp(ctx.app, { roles: ['host'], name: 'Owner Host' });
  const otherHost = await signUp(ctx.app, { roles: ['host'] });
  const admin = await signUp(ctx.app, { roles: ['admin'] });
  const guest = await signUp(ctx.app);
  const [id] = await createAs(ctx.app, owner, { title: 'Owned pottery night' });
  return { owner, otherHost, admin, guest, id: id as string };
}

/** The edit form as the activity's own page would send it, renamed. */
async function renamedForm(app: App, id: string) {
  const current = await findHostActivity(app.db, eq(activities.id, id));
  if (!current) throw new Error('no activity to build the form from');
  return editForm(current, { title: 'Renamed pottery night' });
}

type Action = (
  app: App,
  who: { cookie?: string },
  id: string,
  formOf?: string,
) => Promise<LightMyRequestResponse>;

/** Each route as the edit page, My Activities' buttons and the delete dialog call it. */
const actions: [string, Action, number][] = [
  ['GET', (app, who, id) => getRequest(app, who, id), 200],
  ['PUT', async (app, who, id, formOf = id) => putRequest(app, who, id, await renamedForm(app, formOf)), 200],
  ['POST duplicate', (app, who, id) => duplicateRequest(app, who, id), 201],
  ['DELETE', (app, who, id) => deleteRequest(app, who, id), 200],
];

describe.each(actions)('%s /api/host/activities/:id', (_, action, okStatus) => {
  it('refuses anonymous callers, and changes nothing', async () => {
    const { id } = await cast();

    const res = await action(ctx.app, {}, id);

    expect(res.statusCode).toBe(401);
    expect((await activityRow(id))?.title).toBe('Owned pottery night');
  });

  it('refuses a plain user: host privileges required', async () => {
    const { guest, id } = await cast();

    const res = await action(ctx.app, guest, id);

    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(HOSTING_MESSAGES.hostRequired);
    expect((await activityRow(id))?.title).toBe('Owned pottery night');
  });

  it('refuses another host: they can only edit their own activities', async () => {
    const { otherHost, id } = await cast();

    const res = await action(ctx.app, otherHost, id);

    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(HOSTING_MESSAGES.editOwnOnly);
    expect((await activityRow(id))?.title).toBe('Owned pottery night');
    const theirs = await ctx.app.db.select().from(activities).where(eq(activities.hostId, otherHost.id));
    expect(theirs).toEqual([]);
  });

  it('lets the owner', async () => {
    const { owner, id } = await cast();
    expect((await action(ctx.app, owner, id)).statusCode).toBe(okStatus);
  });

  it('lets an admin act on anyone’s activity', async () => {
    const { admin, id } = await cast();
    expect((await action(ctx.app, admin, id)).statusCode).toBe(okStatus);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { owner, id } = await cast();
    for (const unknown of [randomUUID(), 'not-an-id']) {
      const res = await action(ctx.app, owner, unknown, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(HOSTING_MESSAGES.notFound);
    }
  });
});

describe('GET /api/host/activities', () => {
  const list = (who: { cookie?: string }) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/host/activities',
      headers: who.cookie ? { cookie: who.cookie } : {},
    });

  it('refuses anonymous callers and plain users', async () => {
    const guest = await signUp(ctx.app);
    expect((await list({})).statusCode).toBe(401);
    const res = await list(guest);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(HOSTING_MESSAGES.hostRequired);
  });

  it('gives a host only their own activities, soonest first, drafts and past ones included', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const stranger = await createUser(ctx.app.db, { roles: ['host'] });
    const later = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() + 9 * DAY),
    });
    const past = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() - 2 * DAY),
    });
    const draft = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() + 3 * DAY),
      isPublished: false,
      status: 'draft',
    });
    await createActivity(ctx.app.db, { hostId: stranger.id });

    const res = await list(host);

    expect(res.statusCode).toBe(200);
    const { items } = res.json() as HostActivityList;
    expect(items.map((a) => a.id)).toEqual([past.id, draft.id, later.id]);
    expect(items.every((a) => a.hostId === host.id)).toBe(true);
  });

  it('gives an admin everyone’s activities with their host’s name', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const marta = await createUser(ctx.app.db, { roles: ['host'], profile: { displayName: 'Marta Puig' } });
    const jordi = await createUser(ctx.app.db, { roles: ['host'], profile: { displayName: 'Jordi Vila' } });
    const a = await createActivity(ctx.app.db, { hostId: marta.id });
    const b = await createActivity(ctx.app.db, { hostId: jordi.id });

    const { items } = (await list(admin)).json() as HostActivityList;

    expect(items.find((x) => x.id === a.id)?.hostName).toBe('Marta Puig');
    expect(items.find((x) => x.id === b.id)?.hostName).toBe('Jordi Vila');
  });
});
