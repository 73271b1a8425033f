import { ACTIVITY_FIELD_MESSAGES, HOSTING_MESSAGES, type HostActivity } from '@sortim/contracts/hosting';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { createActivity, createBooking, createUser } from '#src/test/factories.ts';
import {
  createAs,
  DAY,
  duplicateRequest,
  editForm,
  HOUR,
  hostActivity,
  publicListed,
  putRequest,
  uniqueWord,
} from './hosting-test-helpers.ts';

const ctx = useTestApp();

async function activityRow(id: string) {
  const [row] = await ctx.app.db.select().from(activities).where(eq(activities.id, id));
  if (!row) throw new Error(`no activity ${id}`);
  return row;
}

describe('PUT /api/host/activities/:id', () => {
  it('saves every main field, and guests see the change', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const word = uniqueWord();
    const [id] = (await createAs(ctx.app, host, { title: `Pottery night ${word}` })) as [string];
    const start = new Date(Date.now() + 20 * DAY);

    const res = await putRequest(
      ctx.app,
      host,
      id,
      editForm(await hostActivity(ctx.app, host, id), {
        title: `Wine tasting ${word}`,
        category: 'Taste & Cook',
        subtype: 'Taste Wine',
        description: 'Six natural wines from the Penedès with the people who make them.',
        locationName: 'Carrer de Verdi',
        address: 'Carrer de Verdi 30, 08012 Barcelona',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 3 * HOUR).toISOString(),
        priceCents: 3500,
        activityLanguages: ['Catalan', 'English'],
        level: 'Beginner',
        tags: ['wine', 'small group'],
      }),
    );

    expect(res.statusCode).toBe(200);
    const saved = res.json() as HostActivity;
    expect(saved).toMatchObject({
      title: `Wine tasting ${word}`,
      category: 'Taste & Cook',
      subtype: 'Taste Wine',
      locationName: 'Carrer de Verdi',
      startTime: start.toISOString(),
      priceCents: 3500,
      activityLanguages: ['Catalan', 'English'],
      level: 'Beginner',
      tags: ['wine', 'small group'],
      isPublished: true,
      status: 'published',
    });
    expect(await hostActivity(ctx.app, host, id)).toEqual(saved);
    const listed = await publicListed(ctx.app, word);
    expect(listed.map((a) => [a.title, a.priceCents])).toEqual([[`Wine tasting ${word}`, 3500]]);
  });

  it('applies the create rules to an edit, and changes nothing on a refusal', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const [id] = (await createAs(ctx.app, host)) as [string];
    const current = await hostActivity(ctx.app, host, id);
    const past = new Date(Date.now() - DAY);

    const refusals = [
      [{ title: 'Yoga' }, 'title'],
      [{ subtype: 'Taste Wine' }, 'subtype'],
      [{ endTime: current.startTime }, 'endTime'],
      [
        { startTime: past.toISOString(), endTime: new Date(past.getTime() + HOUR).toISOString() },
        'startTime',
      ],
      [{ thumbnailUrl: 'https://evil.example/pixel.png' }, 'thumbnailUrl'],
      [{ thirdPartyAttendees: 11, spotsRemaining: 0 }, 'thirdPartyAttendees'],
      [{ thirdPartyAttendees: -1 }, 'thirdPartyAttendees'],
      [{ spotsRemaining: -1 }, 'spotsRemaining'],
    ] as const;
    for (const [change, field] of refusals) {
      const res = await putRequest(ctx.app, host, id, editForm(current, change));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().error.fields), field).toContain(field);
    }
    expect(await hostActivity(ctx.app, host, id)).toEqual(current);
  });

  it('takes third-party attendees from 0 up to the capacity', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const [id] = (await createAs(ctx.app, host, { capacity: 6 })) as [string];
    const current = await hostActivity(ctx.app, host, id);

    const all = await putRequest(
      ctx.app,
      host,
      id,
      editForm(current, { thirdPartyAttendees: 6, spotsRemaining: 0 }),
    );
    const none = await putRequest(
      ctx.app,
      host,
      id,
      editForm(current, { thirdPartyAttendees: 0, spotsRemaining: 6 }),
    );

    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ thirdPartyAttendees: 6, spotsRemaining: 0, takenSpots: 0 });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ thirdPartyAttendees: 0, spotsRemaining: 6 });
  });

  it('keeps images the activity already shows, even from elsewhere, but refuses a new one from elsewhere', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const demoArt = 'https://images.example/demo.jpg';
    const activity = await createActivity(ctx.app.db, { hostId: host.id, coverImageUrl: demoArt });
    const current = await hostActivity(ctx.app, host, activity.id);

    const kept = await putRequest(
      ctx.app,
      host,
      activity.id,
      editForm(current, { title: 'Still the demo art' }),
    );
    const swapped = await putRequest(
      ctx.app,
      host,
      activity.id,
      editForm(current, { coverImageUrl: 'https://images.example/other.jpg' }),
    );

    expect(kept.statusCode).toBe(200);
    expect(kept.json().coverImageUrl).toBe(demoArt);
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().error.fields).toEqual({ coverImageUrl: ACTIVITY_FIELD_MESSAGES.image });
  });

  it('unpublishes an activity nobody has booked, taking it off the public list', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const word = uniqueWord();
    const [id] = (await createAs(ctx.app, host, { title: `Draft me ${word}` })) as [string];

    const res = await putRequest(
      ctx.app,
      host,
      id,
      editForm(await hostActivity(ctx.app, host, id), { isPublished: false }),
    );

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isPublished: false, status: 'draft' });
    expect(await publicListed(ctx.app, word)).toEqual([]);
  });

  it('refuses to unpublish an activity with paid seats (409), and leaves it on sale', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const guest = await createUser(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 10, spotsRemaining: 8 });
    await createBooking(ctx.app.db, { userId: guest.id, activityId: activity.id, spots: 2 });
    const current = await hostActivity(ctx.app, host, activity.id);
    expect(current).toMatchObject({ takenSpots: 2, paidBookings: 1, paidAmountCents: 3000 });

    const res = await putRequest(ctx.app, host, activity.id, editForm(current, { isPublished: false }));

    expect(res.statusCode).toBe(409);
    expect(await activityRow(activity.id)).toMatchObject({ isPublished: true, status: 'published' });
  });

  it('refuses to edit a published activity that has started (409)', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() - HOUR),
      endTime: new Date(Date.now() + HOUR),
    });
    const current = await hostActivity(ctx.app, host, activity.id);

    const res = await putRequest(
      ctx.app,
      host,
      activity.id,
      editForm(current, { title: 'Too late to rename' }),
    );

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(HOSTING_MESSAGES.startedNotEditable);
    expect((await activityRow(activity.id)).title).toBe(activity.title);
  });

  it('lets the host move a past draft into the future and publish it', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() - DAY),
      endTime: new Date(Date.now() - DAY + HOUR),
      isPublished: false,
      status: 'draft',
    });
    const current = await hostActivity(ctx.app, host, activity.id);
    const start = new Date(Date.now() + 5 * DAY);

    const stillPast = await putRequest(ctx.app, host, activity.id, editForm(current, { isPublished: true }));
    const moved = await putRequest(
      ctx.app,
      host,
      activity.id,
      editForm(current, {
        isPublished: true,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + HOUR).toISOString(),
      }),
    );

    expect(stillPast.statusCode).toBe(400);
    expect(stillPast.json().error.fields).toEqual({ startTime: ACTIVITY_FIELD_MESSAGES.startInFuture });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ isPublished: true, status: 'published' });
  });
});

describe('POST /api/host/activities/:id/duplicate', () => {
  it('makes an unpublished copy titled (Copy), every spot free again, for the same host', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const guest = await createUser(ctx.app.db);
    const word = uniqueWord();
    const original = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: `Tapas crawl ${word}`,
      capacity: 10,
      thirdPartyAttendees: 2,
      spotsRemaining: 5,
      tags: ['food'],
      featured: true,
    });
    await createBooking(ctx.app.db, { userId: guest.id, activityId: original.id, spots: 3 });

    const res = await duplicateRequest(ctx.app, host, original.id);

    expect(res.statusCode).toBe(201);
    const copy = await hostActivity(ctx.app, host, res.json().id);
    expect(copy).toMatchObject({
      hostId: host.id,
      title: `Tapas crawl ${word} (Copy)`,
      description: original.description,
      priceCents: original.priceCents,
      capacity: 10,
      spotsRemaining: 10,
      thirdPartyAttendees: 0,
      takenSpots: 0,
      paidBookings: 0,
      isPublished: false,
      status: 'draft',
      featured: false,
      tags: ['food'],
    });
    expect(await publicListed(ctx.app, word)).toEqual([expect.objectContaining({ id: original.id })]);
    // The original is untouched.
    expect(await activityRow(original.id)).toMatchObject({ spotsRemaining: 5, thirdPartyAttendees: 2 });
  });

  it('gives an admin’s copy to the original’s host', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const [id] = (await createAs(ctx.app, host)) as [string];

    const res = await duplicateRequest(ctx.app, admin, id);

    expect(res.statusCode).toBe(201);
    expect((await activityRow(res.json().id)).hostId).toBe(host.id);
    const mine = await ctx.app.db.select().from(activities).where(eq(activities.hostId, admin.id));
    expect(mine).toEqual([]);
  });

  it('keeps a long title within 100 characters', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const [id] = (await createAs(ctx.app, host, { title: 'b'.repeat(100) })) as [string];

    const res = await duplicateRequest(ctx.app, host, id);

    expect((await activityRow(res.json().id)).title).toBe(`${'b'.repeat(93)} (Copy)`);
  });
});
