import { REVIEW_MESSAGES, type ReviewList } from '@sortim/contracts/reviews';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createBooking, createHost, createReview, createUser } from '#src/test/factories.ts';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe('GET /api/activities/:id/reviews', () => {
  const ctx = useTestApp();
  const get = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/activities/${id}/reviews` });

  it('lists reviews newest first with their authors, and the average to one decimal', async () => {
    const db = ctx.app.db;
    const host = await createHost(db);
    const activity = await createActivity(db, { hostId: host.id, startTime: ago(30) });
    const ratings: [string, number, number][] = [
      ['Oriol Vidal', 5, 4],
      ['Núria Font', 4, 1],
      ['Pau Roca', 4, 3],
      ['Laia Soler', 4, 2],
    ];
    for (const [displayName, rating, daysAgo] of ratings) {
      const author = await createUser(db, {
        profile: { displayName, avatarUrl: `/uploads/${displayName}.webp` },
      });
      await createReview(db, { userId: author.id, activityId: activity.id, rating, createdAt: ago(daysAgo) });
    }

    const res = await get(activity.id);

    expect(res.statusCode).toBe(200);
    const body = res.json() as ReviewList;
    // 17 / 4 = 4.25, rounded half up.
    expect(body.summary).toEqual({ average: 4.3, count: 4 });
    expect(body.items.map((r) => r.author.displayName)).toEqual([
      'Núria Font',
      'Laia Soler',
      'Pau Roca',
      'Oriol Vidal',
    ]);
    expect(body.items[0]).toMatchObject({
      activityId: activity.id,
      rating: 4,
      comment: 'Lovely evening.',
      author: { displayName: 'Núria Font', avatarUrl: '/uploads/Núria Font.webp' },
    });
    expect(Object.keys(body.items[0]?.author ?? {}).sort()).toEqual(['avatarUrl', 'displayName']);
  });

  it.each([
    [[5, 5, 4], 4.7],
    [[1, 2], 1.5],
    [[3], 3],
  ])('averages %j as %d', async (ratings, average) => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, startTime: ago(3) });
    for (const rating of ratings) {
      const author = await createUser(ctx.app.db);
      await createReview(ctx.app.db, { userId: author.id, activityId: activity.id, rating });
    }
    expect((await get(activity.id)).json().summary).toEqual({ average, count: ratings.length });
  });

  it("marks the reviews of guests checked in at this activity's door as attended, and no others", async () => {
    const db = ctx.app.db;
    const host = await createHost(db);
    const activity = await createActivity(db, { hostId: host.id, startTime: ago(3), capacity: 10 });
    const other = await createActivity(db, { hostId: host.id, startTime: ago(3) });
    const review = async (name: string, daysAgo: number) => {
      const author = await createUser(db, { profile: { displayName: name } });
      await createReview(db, { userId: author.id, activityId: activity.id, createdAt: ago(daysAgo) });
      return author;
    };
    // One seat of the party's two checked in is attendance.
    const partly = await review('Checked In', 1);
    const booked = await createBooking(db, { userId: partly.id, activityId: activity.id, spots: 2 });
    const [seat] = await db.select().from(tickets).where(eq(tickets.bookingId, booked.id));
    await db
      .update(tickets)
      .set({ checkedInAt: ago(3) })
      .where(eq(tickets.id, seat?.id ?? ''));
    // Booked but never scanned in.
    const absent = await review('Never Scanned', 2);
    await createBooking(db, { userId: absent.id, activityId: activity.id });
    // Scanned in, but at another activity.
    const elsewhere = await review('Other Door', 3);
    const otherBooking = await createBooking(db, { userId: elsewhere.id, activityId: other.id });
    await db
      .update(tickets)
      .set({ checkedInAt: ago(3) })
      .where(eq(tickets.bookingId, otherBooking.id));

    const body = (await get(activity.id)).json() as ReviewList;

    expect(body.items.map((r) => [r.author.displayName, r.attended])).toEqual([
      ['Checked In', true],
      ['Never Scanned', false],
      ['Other Door', false],
    ]);
  });

  it('answers an activity without reviews with a null average', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    expect((await get(activity.id)).json()).toEqual({
      summary: { average: null, count: 0 },
      items: [],
      viewer: null,
    });
  });

  it('answers 404 for an unknown activity or an unpublished one', async () => {
    const host = await createHost(ctx.app.db);
    const draft = await createActivity(ctx.app.db, { hostId: host.id, status: 'draft', isPublished: false });
    expect((await get('8a4b7f61-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).statusCode).toBe(404);
    expect((await get(draft.id)).statusCode).toBe(404);
  });
});

describe('GET /api/activities/:id/reviews, the viewer', () => {
  const ctx = useTestApp();
  const get = (id: string, cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/activities/${id}/reviews`,
      headers: cookie ? { cookie } : {},
    });

  async function activityWithGuest(startTime: Date, status: 'paid' | 'refunded' | null) {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, startTime });
    const guest = await signUp(ctx.app, { name: 'Marta Ribas' });
    if (status) {
      await createBooking(ctx.app.db, {
        userId: guest.id,
        activityId: activity.id,
        status,
        refundedAt: status === 'refunded' ? new Date() : null,
      });
    }
    return { activity, guest };
  }

  it('is null for an anonymous visitor', async () => {
    const { activity } = await activityWithGuest(ago(2), 'paid');
    expect((await get(activity.id)).json().viewer).toBeNull();
  });

  it('says a guest with a paid booking of a started activity attended and has not reviewed yet', async () => {
    const { activity, guest } = await activityWithGuest(ago(2), 'paid');
    expect((await get(activity.id, guest.cookie)).json().viewer).toEqual({
      attended: true,
      ownReviewId: null,
      isHost: false,
    });
  });

  it('says so once the guest has reviewed it', async () => {
    const { activity, guest } = await activityWithGuest(ago(2), 'paid');
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/activities/${activity.id}/reviews`,
      payload: { rating: 5 },
      headers: { cookie: guest.cookie },
    });
    expect(posted.statusCode).toBe(201);
    expect((await get(activity.id, guest.cookie)).json().viewer).toEqual({
      attended: true,
      ownReviewId: expect.any(String),
      isHost: false,
    });
  });

  it.each([
    ['a paid booking of an upcoming activity', new Date(Date.now() + 2 * DAY), 'paid' as const],
    ['a refunded booking', ago(2), 'refunded' as const],
    ['no booking', ago(2), null],
  ])('does not count %s as attended', async (_, startTime, status) => {
    const { activity, guest } = await activityWithGuest(startTime, status);
    expect((await get(activity.id, guest.cookie)).json().viewer).toEqual({
      attended: false,
      ownReviewId: null,
      isHost: false,
    });
  });

  it("does not count another guest's review as the caller's", async () => {
    const { activity, guest } = await activityWithGuest(ago(2), 'paid');
    const other = await createUser(ctx.app.db);
    await createReview(ctx.app.db, { userId: other.id, activityId: activity.id, rating: 4 });
    expect((await get(activity.id, guest.cookie)).json().viewer).toEqual({
      attended: true,
      ownReviewId: null,
      isHost: false,
    });
  });
});

describe('POST /api/activities/:id/reviews', () => {
  const ctx = useTestApp();
  const ids = {} as { host: string; past: string; future: string };
  let guest: TestAccount;

  const post = (activityId: string, payload: object, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/activities/${activityId}/reviews`,
      payload,
      headers: cookie ? { cookie } : {},
    });

  /** A fresh signed-in user with a paid booking for `activityId` (or none). */
  async function attendee(activityId: string | null, status: 'paid' | 'refunded' = 'paid') {
    const account = await signUp(ctx.app, { name: 'Marta Ribas' });
    if (activityId) {
      await createBooking(ctx.app.db, {
        userId: account.id,
        activityId,
        status,
        refundedAt: status === 'refunded' ? new Date() : null,
      });
    }
    return account;
  }

  beforeAll(async () => {
    const host = await createHost(ctx.app.db);
    ids.host = host.id;
    ids.past = (await createActivity(ctx.app.db, { hostId: host.id, startTime: ago(2) })).id;
    ids.future = (await createActivity(ctx.app.db, { hostId: host.id })).id;
    guest = await attendee(ids.past);
  });

  it('asks an anonymous visitor to log in, whatever the body', async () => {
    for (const payload of [{ rating: 5 }, {}]) {
      const res = await post(ids.past, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'unauthorized',
        message: REVIEW_MESSAGES.loginRequired,
      });
    }
  });

  it('accepts a review from someone who attended, with 201 and the review', async () => {
    const res = await post(ids.past, { rating: 5, comment: '  Wonderful sunset.  ' }, guest.cookie);

    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      activityId: ids.past,
      rating: 5,
      comment: 'Wonderful sunset.',
      author: { displayName: 'Marta Ribas', avatarUrl: null },
    });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/activities/${ids.past}/reviews` });
    expect(list.json().items).toEqual([res.json()]);
  });

  it('refuses a second review of the same activity with 409', async () => {
    const res = await post(ids.past, { rating: 3 }, guest.cookie);

    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', message: REVIEW_MESSAGES.alreadyReviewed });
  });

  it.each([
    ['without a booking', async () => attendee(null), () => ids.past],
    ['with a refunded booking', async () => attendee(ids.past, 'refunded'), () => ids.past],
    ['before the activity starts', async () => attendee(ids.future), () => ids.future],
  ])('refuses a review %s with 403', async (_, makeUser, activityId) => {
    const user = await makeUser();
    const res = await post(activityId(), { rating: 4 }, user.cookie);

    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'forbidden', message: REVIEW_MESSAGES.attendRequired });
  });

  it('refuses a paid booking of another activity with 403', async () => {
    const other = await createActivity(ctx.app.db, { hostId: ids.host, startTime: ago(5) });
    const user = await attendee(other.id);
    expect((await post(ids.past, { rating: 4 }, user.cookie)).statusCode).toBe(403);
  });

  it.each([
    ['a rating of 0', { rating: 0 }],
    ['a rating of 6', { rating: 6 }],
    ['a rating of 2.5', { rating: 2.5 }],
    ['no rating', { comment: 'Nice' }],
    ['a rating as text', { rating: '5' }],
  ])('refuses %s with 400 and "Please select a rating"', async (_, payload) => {
    const user = await attendee(ids.past);
    const res = await post(ids.past, payload, user.cookie);

    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { rating: REVIEW_MESSAGES.ratingRequired },
    });
  });

  it('refuses a comment of 501 characters, and accepts one of 500', async () => {
    const user = await attendee(ids.past);
    const long = await post(ids.past, { rating: 4, comment: 'x'.repeat(501) }, user.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ comment: REVIEW_MESSAGES.commentTooLong });

    const ok = await post(ids.past, { rating: 4, comment: `${'x'.repeat(500)}   ` }, user.cookie);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().comment).toHaveLength(500);
  });

  it.each([
    ['a blank', '   '],
    ['an empty', ''],
    ['a null', null],
    ['a missing', undefined],
  ])('stores %s comment as null', async (_, comment) => {
    const user = await attendee(ids.past);
    const res = await post(ids.past, { rating: 2, comment }, user.cookie);

    expect(res.statusCode).toBe(201);
    expect(res.json().comment).toBeNull();
  });

  it('answers 404 for an unknown activity', async () => {
    const res = await post('8a4b7f61-1c2d-4e5f-8a9b-0c1d2e3f4a5b', { rating: 4 }, guest.cookie);
    expect(res.statusCode).toBe(404);
  });
});
