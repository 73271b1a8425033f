import { ACTIVITY_FIELD_MESSAGES, HOSTING_MESSAGES, type HostActivity } from '@sortim/contracts/hosting';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { activities } from '#src/db/schema.ts';
import { sweepPayments } from '#src/modules/reservations/sweep.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { bookAndPay, providerCheckoutOf, providerRefundsOf, subjectsTo } from '#src/test/checkout.ts';
import { createActivity, createBooking, createUser } from '#src/test/factories.ts';
import {
  createAs,
  DAY,
  deleteRequest,
  duplicateRequest,
  editForm,
  HOUR,
  hostActivity,
  payingHost,
  publicListed,
  putRequest,
  uniqueWord,
} from '#src/test/host-activities.ts';
import { refundRetriesDueNow } from '#src/test/payments.ts';

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

describe('an edit and the host’s cancellation at the same time', () => {
  /** A published activity a guest has paid for, on the public list under its unique word. */
  async function bookedActivity() {
    const host = await payingHost(ctx.app);
    const word = uniqueWord();
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: `Tapas walk ${word}`,
      capacity: 6,
      priceCents: 2000,
    });
    const guest = await signUp(ctx.app);
    const paid = await bookAndPay(ctx.app, guest, activity.id, 1);
    return { host, word, activity, guest, paid };
  }

  /**
   * Runs `meanwhile` once, when the edit has read the activity and is about to open its transaction: the
   * moment a cancellation used to slip in between the edit's check and its write.
   */
  function beforeFirstTransaction(meanwhile: () => Promise<void>) {
    const db = ctx.app.payments.db;
    let staged = false;
    ctx.app.payments.db = new Proxy(db, {
      get(target, prop) {
        if (prop !== 'transaction' || staged) return Reflect.get(target, prop);
        return async (...args: Parameters<Database['transaction']>) => {
          staged = true;
          await meanwhile();
          return target.transaction(...args);
        };
      },
    });
    onTestFinished(() => {
      ctx.app.payments.db = db;
    });
  }

  async function expectCancelledAndRefunded(booked: Awaited<ReturnType<typeof bookedActivity>>) {
    const row = await activityRow(booked.activity.id);
    expect(row).toMatchObject({ status: 'cancelled', isPublished: false });
    expect(await publicListed(ctx.app, booked.word)).toEqual([]);
    const atProvider = await providerCheckoutOf(ctx.app, booked.paid.checkout.sessionId);
    expect(atProvider.refundedCents).toBe(2000);
    expect(await providerRefundsOf(ctx.app, atProvider.paymentId)).toHaveLength(1);
    expect((await subjectsTo(ctx.app, booked.guest.email)).filter((s) => s.startsWith('Cancelled'))).toEqual([
      `Cancelled by the host: ${row.title}`,
    ]);
  }

  it('keeps a cancelled activity cancelled when the cancellation lands between the edit’s check and its write, so its refused refund is retried', async () => {
    const booked = await bookedActivity();
    // The edit form still matches the seats: the provider refuses the guest's refund, so theirs stays taken.
    const form = editForm(await hostActivity(ctx.app, booked.host, booked.activity.id), {
      title: 'Renamed while cancelled',
    });
    const refunds = vi.spyOn(ctx.app.payments.provider, 'refund');
    onTestFinished(() => refunds.mockRestore());
    refunds.mockRejectedValueOnce(new Error('card network down'));
    let cancelled: Awaited<ReturnType<typeof deleteRequest>> | undefined;
    beforeFirstTransaction(async () => {
      cancelled = await deleteRequest(ctx.app, booked.host, booked.activity.id);
    });

    const edited = await putRequest(ctx.app, booked.host, booked.activity.id, form);

    expect(cancelled?.statusCode).toBe(502);
    expect(edited.statusCode).toBe(409);
    expect(edited.json().error.message).toBe(HOSTING_MESSAGES.cancelledNotEditable);
    expect(await activityRow(booked.activity.id)).toMatchObject({
      status: 'cancelled',
      isPublished: false,
      title: booked.activity.title,
    });
    // Still cancelled, so the sweep finds the refused refund (owed, once its backoff has passed) and makes it.
    await refundRetriesDueNow(ctx.app);
    await sweepPayments(ctx.app.payments);
    await expectCancelledAndRefunded(booked);
    expect(refunds).toHaveBeenCalledTimes(2);
  });

  it('keeps the activity cancelled and unpublished when both are sent at once, whichever goes first', async () => {
    const booked = await bookedActivity();
    const form = editForm(await hostActivity(ctx.app, booked.host, booked.activity.id), {
      title: `Renamed tapas walk ${booked.word}`,
    });

    const [edited, cancelled] = await Promise.all([
      putRequest(ctx.app, booked.host, booked.activity.id, form),
      deleteRequest(ctx.app, booked.host, booked.activity.id),
    ]);

    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ outcome: 'cancelled', refundedBookings: 1 });
    // An edit decided before the cancellation is saved, then cancelled; one after is refused.
    if (edited.statusCode === 200) {
      expect((await activityRow(booked.activity.id)).title).toBe(`Renamed tapas walk ${booked.word}`);
    } else {
      expect(edited.statusCode).toBe(409);
      expect(edited.json().error.message).toBe(HOSTING_MESSAGES.cancelledNotEditable);
      expect((await activityRow(booked.activity.id)).title).toBe(booked.activity.title);
    }
    await expectCancelledAndRefunded(booked);
  });

  it('refuses to edit a cancelled activity (409), saying why', async () => {
    const booked = await bookedActivity();
    const form = editForm(await hostActivity(ctx.app, booked.host, booked.activity.id), {
      isPublished: true,
    });
    expect((await deleteRequest(ctx.app, booked.host, booked.activity.id)).statusCode).toBe(200);

    const res = await putRequest(ctx.app, booked.host, booked.activity.id, form);

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(HOSTING_MESSAGES.cancelledNotEditable);
    await expectCancelledAndRefunded(booked);
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
