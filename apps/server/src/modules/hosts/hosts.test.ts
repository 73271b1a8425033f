import type { HostProfile } from '@sortim/contracts/host-dashboard';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewReplies, tickets } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createBooking, createHost, createReview, createUser } from '#src/test/factories.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(Date.now() + ms);

const ctx = useTestApp();
const get = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/hosts/${id}` });

describe('GET /api/hosts/:id', () => {
  it("shows a verified host's profile, 5 soonest public upcoming activities and 10 latest readable reviews", async () => {
    const db = ctx.app.db;
    const host = await createHost(db, {
      roles: ['verified_host'],
      profile: {
        displayName: 'Marta Puig',
        avatarUrl: '/uploads/marta.webp',
        bio: 'Cook and walker.',
        city: 'Barcelona',
        languages: ['Catalan', 'English'],
      },
    });
    const otherHost = await createHost(db, { roles: ['verified_host'] });
    // 7 upcoming public activities, created out of start order: the count says 7, the list shows the 5 soonest.
    const upcomingDays = [9, 3, 7, 1, 5, 2, 8];
    const upcoming = [];
    for (const days of upcomingDays) {
      upcoming.push(
        await createActivity(db, {
          hostId: host.id,
          title: `Upcoming in ${days} days`,
          startTime: fromNow(days * DAY),
        }),
      );
    }
    await createActivity(db, {
      hostId: host.id,
      title: 'Unpublished one',
      isPublished: false,
      startTime: fromNow(DAY / 2),
    });
    await createActivity(db, {
      hostId: host.id,
      title: 'Draft one',
      status: 'draft',
      startTime: fromNow(DAY / 2),
    });
    await createActivity(db, {
      hostId: host.id,
      title: 'Cancelled one',
      status: 'cancelled',
      startTime: fromNow(DAY / 2),
    });
    await createActivity(db, { hostId: otherHost.id, title: 'Not hers', startTime: fromNow(DAY / 2) });

    // 12 readable reviews over 3 past activities (ratings 5, 4, 4 repeated: 52 / 12 = 4.33...), and
    // reviews that must not count: on an unpublished activity, and on another host's.
    const past = [];
    for (const n of [1, 2, 3]) {
      past.push(
        await createActivity(db, {
          hostId: host.id,
          title: `Past walk ${n}`,
          startTime: fromNow(-n * 10 * DAY),
        }),
      );
    }
    const hidden = await createActivity(db, {
      hostId: host.id,
      title: 'Hidden past',
      isPublished: false,
      startTime: fromNow(-5 * DAY),
    });
    const othersPast = await createActivity(db, { hostId: otherHost.id, startTime: fromNow(-5 * DAY) });
    const ratings = [5, 4, 4];
    for (let i = 0; i < 12; i++) {
      const author = await createUser(db, {
        name: `Account ${i}`,
        profile: { displayName: `Reviewer ${i}`, avatarUrl: i === 0 ? '/uploads/r0.webp' : null },
      });
      await createReview(db, {
        userId: author.id,
        activityId: (past[i % 3] as (typeof past)[number]).id,
        rating: ratings[i % 3] as number,
        comment: i === 1 ? null : `Comment ${i}`,
        createdAt: fromNow(-(i + 1) * HOUR),
      });
      if (i === 0) {
        await createReview(db, {
          userId: author.id,
          activityId: hidden.id,
          rating: 1,
          createdAt: fromNow(0),
        });
        await createReview(db, {
          userId: author.id,
          activityId: othersPast.id,
          rating: 1,
          createdAt: fromNow(0),
        });
      }
    }

    const res = await get(host.id);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json() as HostProfile;
    expect(body).toMatchObject({
      id: host.id,
      displayName: 'Marta Puig',
      avatarUrl: '/uploads/marta.webp',
      bio: 'Cook and walker.',
      city: 'Barcelona',
      languages: ['Catalan', 'English'],
      verified: true,
      upcomingCount: 7,
      rating: 4.3,
      reviewCount: 12,
    });
    expect(body.upcoming.map((a) => a.title)).toEqual([
      'Upcoming in 1 days',
      'Upcoming in 2 days',
      'Upcoming in 3 days',
      'Upcoming in 5 days',
      'Upcoming in 7 days',
    ]);
    // The guest list's cards, host included.
    expect(body.upcoming[0]).toMatchObject({
      id: upcoming[3]?.id,
      priceCents: 1500,
      host: { id: host.id, displayName: 'Marta Puig', roles: ['verified_host'] },
    });
    expect(body.reviews).toHaveLength(10);
    expect(body.reviews.map((r) => r.author.displayName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Reviewer ${i}`),
    );
    expect(body.reviews[0]).toMatchObject({
      rating: 5,
      comment: 'Comment 0',
      author: { displayName: 'Reviewer 0', avatarUrl: '/uploads/r0.webp' },
      activityTitle: 'Past walk 1',
    });
    expect(body.reviews[1]).toMatchObject({
      comment: null,
      author: { avatarUrl: null },
      activityTitle: 'Past walk 2',
    });
    expect(body.reviews.some((r) => r.activityTitle === 'Hidden past')).toBe(false);
  });

  it("marks 'Attended' on the reviews of guests checked in at the reviewed activity's door", async () => {
    const db = ctx.app.db;
    const host = await createHost(db, { roles: ['verified_host'] });
    const past = await createActivity(db, { hostId: host.id, startTime: fromNow(-3 * DAY) });
    const there = await createUser(db, { profile: { displayName: 'Was There' } });
    const absent = await createUser(db, { profile: { displayName: 'Stayed Home' } });
    const booking = await createBooking(db, { userId: there.id, activityId: past.id });
    await createBooking(db, { userId: absent.id, activityId: past.id });
    await db
      .update(tickets)
      .set({ checkedInAt: fromNow(-3 * DAY) })
      .where(eq(tickets.bookingId, booking.id));
    await createReview(db, { userId: there.id, activityId: past.id, createdAt: fromNow(-2 * DAY) });
    await createReview(db, { userId: absent.id, activityId: past.id, createdAt: fromNow(-DAY) });

    const body = (await get(host.id)).json() as HostProfile;

    expect(body.reviews.map((r) => [r.author.displayName, r.attended])).toEqual([
      ['Stayed Home', false],
      ['Was There', true],
    ]);
  });

  it("shows the host's reply under the reviews that have one, with the host's name and whether it was edited", async () => {
    const db = ctx.app.db;
    const host = await createHost(db, { roles: ['verified_host'], profile: { displayName: 'Marta Puig' } });
    const past = await createActivity(db, { hostId: host.id, startTime: fromNow(-3 * DAY) });
    const ana = await createUser(db, { profile: { displayName: 'Ana' } });
    const joan = await createUser(db, { profile: { displayName: 'Joan' } });
    const pau = await createUser(db, { profile: { displayName: 'Pau' } });
    const anas = await createReview(db, {
      userId: ana.id,
      activityId: past.id,
      createdAt: fromNow(-3 * HOUR),
    });
    const joans = await createReview(db, {
      userId: joan.id,
      activityId: past.id,
      createdAt: fromNow(-2 * HOUR),
    });
    await createReview(db, { userId: pau.id, activityId: past.id, createdAt: fromNow(-HOUR) });
    const posted = fromNow(-2 * DAY);
    await db.insert(reviewReplies).values([
      { reviewId: anas.id, hostId: host.id, body: 'Thank you, Ana!', createdAt: posted, updatedAt: posted },
      {
        reviewId: joans.id,
        hostId: host.id,
        body: 'Glad you came, Joan.',
        createdAt: posted,
        updatedAt: new Date(posted.getTime() + HOUR),
      },
    ]);

    const body = (await get(host.id)).json() as HostProfile;

    expect(body.reviews.map((r) => [r.author.displayName, r.reply?.body ?? null])).toEqual([
      ['Pau', null],
      ['Joan', 'Glad you came, Joan.'],
      ['Ana', 'Thank you, Ana!'],
    ]);
    expect(body.reviews[2]?.reply).toEqual({
      body: 'Thank you, Ana!',
      hostName: 'Marta Puig',
      createdAt: posted.toISOString(),
      editedAt: null,
      editableUntil: new Date(posted.getTime() + DAY).toISOString(),
    });
    expect(body.reviews[1]?.reply?.editedAt).toBe(new Date(posted.getTime() + HOUR).toISOString());
  });

  it('shows a verified host without activities or reviews with empty lists and no rating', async () => {
    const host = await createHost(ctx.app.db, { roles: ['verified_host'] });

    const res = await get(host.id);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      upcomingCount: 0,
      rating: null,
      reviewCount: 0,
      upcoming: [],
      reviews: [],
    });
  });

  it('is not found for a host who is not verified, a guest, an admin or an unknown id', async () => {
    const db = ctx.app.db;
    const plainHost = await createUser(db, { roles: ['host'] });
    await createActivity(db, { hostId: plainHost.id });
    const guest = await createUser(db);
    const admin = await createUser(db, { roles: ['admin'] });

    for (const id of [plainHost.id, guest.id, admin.id, 'c3f1f0d2-6f0a-4d4e-9d55-0b1f7c1a2b3c']) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found', message: 'Host not found' } });
      // Only a found profile is cacheable; a miss is never kept (a host may be verified a moment later).
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is not found for a malformed id', async () => {
    for (const id of ['not%20an%20id', `${'x'.repeat(65)}`, "o'brien"]) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Host not found');
    }
  });
});
