import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { LIMITS } from '@sortim/contracts/limits';
import { PRICING_MESSAGES } from '@sortim/contracts/pricing';
import { PRIVATE_GROUP_MESSAGES, type PrivateRequest } from '@sortim/contracts/private-groups';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activities,
  emailOutbox,
  paymentSessions,
  priceCategories,
  privateDateRequests,
  profiles,
} from '#src/db/schema.ts';
import { barcelonaClock, DAY, HOUR } from '#src/lib/barcelona-time.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { startCheckoutAs, subjectsTo } from '#src/test/checkout.ts';
import {
  acceptedRequest,
  answer,
  aRequest,
  askPrivateDate,
  createPrivateOffer,
  dayAhead,
  holdOf,
  requestMade,
  signUpHost,
} from '#src/test/private-groups.ts';

/*
 * "Ask for a private date": a guest asks for a day, a time and a group size; the host is told, and accepts
 * (a date is made and held for the guest 48 hours, who gets a payment link) or declines with a note. Only
 * the guest, the activity's host and admins see a request.
 */

// No workers: the sweep would otherwise act on the holds these tests read back.
const ctx = useTestApp({ ROLE: 'web' });

async function world() {
  const host = await signUpHost(ctx.app);
  const guest = await signUp(ctx.app, { name: 'Gala Guest' });
  const activity = await createPrivateOffer(ctx.app, host.id);
  return { host, guest, activity };
}

const get = (url: string, caller: { cookie: string } | null) =>
  ctx.app.inject({ method: 'GET', url, headers: caller ? { cookie: caller.cookie } : {} });

const activityCount = async () => (await ctx.app.db.select({ id: activities.id }).from(activities)).length;

describe('POST /api/activities/:id/private-requests', () => {
  it('records the request at the Barcelona time asked for and tells the host', async () => {
    const { host, guest, activity } = await world();

    const res = await askPrivateDate(ctx.app, guest, activity.id, aRequest({ time: '19:15', groupSize: 7 }));

    expect(res.statusCode).toBe(201);
    const request = res.json() as PrivateRequest;
    expect(request).toMatchObject({
      stage: 'pending',
      groupSize: 7,
      message: 'A birthday dinner for my sister',
      activity: { id: activity.id, title: 'Paella workshop' },
      guest: { displayName: 'Gala Guest' },
      date: null,
    });
    expect(barcelonaClock(new Date(request.startsAt))).toBe('19:15');
    // The activity's length: two hours.
    expect(Date.parse(request.endsAt) - Date.parse(request.startsAt)).toBe(2 * HOUR);
    expect(await subjectsTo(ctx.app, host.email)).toEqual(['Private date requested: Paella workshop']);
    const [mail] = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, host.email));
    expect(mail?.text).toContain('Gala Guest would like to book Paella workshop privately.');
    expect(mail?.text).toContain('Group: 7 people');
    expect(mail?.text).toContain('A birthday dinner for my sister');
  });

  it('writes to the host in their language', async () => {
    const { host, guest, activity } = await world();
    await ctx.app.db.update(profiles).set({ locale: 'ca' }).where(eq(profiles.id, host.id));

    await requestMade(ctx.app, guest, activity.id);

    expect(await subjectsTo(ctx.app, host.email)).toEqual(['Sol·licitud de data privada: Paella workshop']);
  });

  it('refuses anonymous callers, groups too large or too small, and days too soon', async () => {
    const { guest, activity } = await world();

    expect((await askPrivateDate(ctx.app, null, activity.id)).statusCode).toBe(401);
    const tooLarge = await askPrivateDate(ctx.app, guest, activity.id, aRequest({ groupSize: 13 }));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.fields.groupSize).toBe(
      'This activity takes private groups of up to 12 people',
    );
    const alone = await askPrivateDate(ctx.app, guest, activity.id, aRequest({ groupSize: 1 }));
    expect(alone.json().error.fields.groupSize).toBe(PRIVATE_GROUP_MESSAGES.groupSizeMin);
    const soon = await askPrivateDate(ctx.app, guest, activity.id, aRequest({ day: dayAhead(0) }));
    expect(soon.statusCode).toBe(400);
    expect(soon.json().error.fields.day).toBe(PRIVATE_GROUP_MESSAGES.startTooSoon);
    const late = await askPrivateDate(ctx.app, guest, activity.id, aRequest({ day: dayAhead(400) }));
    expect(late.json().error.fields.day).toBe(PRIVATE_GROUP_MESSAGES.startTooLate);
    const badTime = await askPrivateDate(ctx.app, guest, activity.id, aRequest({ time: '25:00' }));
    expect(badTime.json().error.fields.time).toBe(PRIVATE_GROUP_MESSAGES.chooseTime);
    const made = await ctx.app.db
      .select()
      .from(privateDateRequests)
      .where(eq(privateDateRequests.guestId, guest.id));
    expect(made).toHaveLength(0);
  });

  it('refuses an activity not offered privately, the host’s own, and a second request waiting', async () => {
    const { host, guest, activity } = await world();
    const plain = await createPrivateOffer(ctx.app, host.id, {
      privateMinimumCents: null,
      privateMaxGroup: null,
    });

    const notOffered = await askPrivateDate(ctx.app, guest, plain.id);
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json().error.message).toBe(PRICING_MESSAGES.notPrivate);
    const own = await askPrivateDate(ctx.app, host, activity.id);
    expect(own.json().error.message).toBe(BOOKING_MESSAGES.ownActivity);
    await requestMade(ctx.app, guest, activity.id);
    const again = await askPrivateDate(ctx.app, guest, activity.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PRIVATE_GROUP_MESSAGES.alreadyAsked);
    const draft = await createPrivateOffer(ctx.app, host.id, { isPublished: false, status: 'draft' });
    expect((await askPrivateDate(ctx.app, guest, draft.id)).statusCode).toBe(404);
  });
});

describe('POST /api/host/private-requests/:id/accept', () => {
  it('makes the date as a copy at the time asked for, holds it for the guest 48 hours and sends the link', async () => {
    const { host, guest, activity } = await world();
    const seriesId = crypto.randomUUID();
    await ctx.app.db.update(activities).set({ seriesId }).where(eq(activities.id, activity.id));
    await ctx.app.db.insert(priceCategories).values({
      activityId: activity.id,
      position: 1,
      kind: 'child',
      priceCents: 1500,
      minAge: 4,
      maxAge: 12,
    });
    const request = await requestMade(ctx.app, guest, activity.id, aRequest({ groupSize: 10 }));

    const res = await answer(ctx.app, host, request.id, 'accept');

    expect(res.statusCode).toBe(200);
    const accepted = res.json() as PrivateRequest;
    expect(accepted.stage).toBe('payable');
    const dateId = accepted.date?.id ?? '';
    const [date] = await ctx.app.db.select().from(activities).where(eq(activities.id, dateId));
    expect(date).toMatchObject({
      title: activity.title,
      seriesId,
      hostId: host.id,
      startTime: new Date(request.startsAt),
      endTime: new Date(request.endsAt),
      isPublished: true,
      status: 'published',
      privateMinimumCents: 20_000,
      privateMaxGroup: 12,
      // Large enough for the group, and every seat held for it.
      capacity: 10,
      spotsRemaining: 0,
    });
    const prices = await ctx.app.db
      .select({
        kind: priceCategories.kind,
        priceCents: priceCategories.priceCents,
        minAge: priceCategories.minAge,
      })
      .from(priceCategories)
      .where(eq(priceCategories.activityId, dateId))
      .orderBy(asc(priceCategories.position));
    expect(prices).toEqual([
      { kind: 'adult', priceCents: 3000, minAge: null },
      { kind: 'child', priceCents: 1500, minAge: 4 },
    ]);
    const hold = await holdOf(ctx.app, request.id);
    expect(hold).toMatchObject({ activityId: dateId, status: 'open', isPrivate: true, spots: 10 });
    // Ten adults at €30 is more than the €200 minimum.
    expect(hold.amountCents).toBe(30_000);
    expect(accepted.date).toMatchObject({ amountCents: 30_000, bookingId: null });
    const hours = (hold.holdExpiresAt.getTime() - Date.now()) / HOUR;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(await subjectsTo(ctx.app, guest.email)).toEqual([
      'Your private date is ready to pay: Paella workshop',
    ]);
    const [mail] = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, guest.email));
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/private-requests/${request.id}`);
    expect(mail?.text).toMatch(/Price for the group: €300\.00/);
  });

  it('charges the private minimum for a small group, and the date is closed to everyone else', async () => {
    const { host, guest, activity } = await world();
    const request = await requestMade(ctx.app, guest, activity.id, aRequest({ groupSize: 3 }));

    const accepted = (await answer(ctx.app, host, request.id, 'accept')).json() as PrivateRequest;

    expect(accepted.date?.amountCents).toBe(20_000);
    const other = await signUp(ctx.app);
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: other.cookie },
      payload: { activityId: accepted.date?.id },
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().error.message).toBe(PRICING_MESSAGES.bookedPrivately);
  });

  it('refuses another host, and a second answer, leaving the request as it was', async () => {
    const { host, guest, activity } = await world();
    const request = await requestMade(ctx.app, guest, activity.id);
    const otherHost = await signUpHost(ctx.app, 'Otto Host');
    const before = await activityCount();

    expect((await answer(ctx.app, otherHost, request.id, 'accept')).statusCode).toBe(403);
    expect((await answer(ctx.app, otherHost, request.id, 'decline')).statusCode).toBe(403);
    expect((await answer(ctx.app, guest, request.id, 'accept')).statusCode).toBe(403);
    expect((await answer(ctx.app, null, request.id, 'accept')).statusCode).toBe(401);
    expect(await activityCount()).toBe(before);

    expect((await answer(ctx.app, host, request.id, 'accept')).statusCode).toBe(200);
    const twice = await answer(ctx.app, host, request.id, 'accept');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(PRIVATE_GROUP_MESSAGES.alreadyAnswered);
    expect((await answer(ctx.app, host, request.id, 'decline')).statusCode).toBe(409);
    expect(await activityCount()).toBe(before + 1);
  });

  it('leaves nothing behind when the hold cannot be taken', async () => {
    const { host, guest, activity } = await world();
    const request = await requestMade(ctx.app, guest, activity.id, aRequest({ groupSize: 12 }));
    // The host lowered their largest group since: the group no longer fits the offer.
    await ctx.app.db.update(activities).set({ privateMaxGroup: 8 }).where(eq(activities.id, activity.id));
    const before = await activityCount();

    const res = await answer(ctx.app, host, request.id, 'accept');

    expect(res.statusCode).toBe(400);
    expect(await activityCount()).toBe(before);
    const held = await ctx.app.db.select().from(paymentSessions).where(eq(paymentSessions.userId, guest.id));
    expect(held).toHaveLength(0);
    const [row] = await ctx.app.db
      .select()
      .from(privateDateRequests)
      .where(eq(privateDateRequests.id, request.id));
    expect(row).toMatchObject({ status: 'pending', createdActivityId: null, paymentSessionId: null });
    expect(await subjectsTo(ctx.app, guest.email)).toEqual([]);
  });

  it('refuses a host whose payouts are not connected', async () => {
    const { host, guest, activity } = await world();
    const request = await requestMade(ctx.app, guest, activity.id);
    await ctx.app.db.update(profiles).set({ payoutsEnabled: false }).where(eq(profiles.id, host.id));

    const res = await answer(ctx.app, host, request.id, 'accept');

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PRIVATE_GROUP_MESSAGES.payoutsFirst);
  });

  it('does not count the held date among the guest’s unpaid checkouts', async () => {
    const { host, guest, activity } = await world();
    await acceptedRequest(ctx.app, host, guest, activity.id);

    for (let i = 0; i < LIMITS.maxOpenHolds; i++) {
      const other = await createPrivateOffer(ctx.app, host.id, { title: `Tapas crawl ${i + 1}` });
      expect((await startCheckoutAs(ctx.app, guest, other.id)).url).toContain('/pay/');
    }
  });

  it('lets an admin answer for the host', async () => {
    const { guest, activity } = await world();
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const request = await requestMade(ctx.app, guest, activity.id);

    expect((await answer(ctx.app, admin, request.id, 'accept')).json().stage).toBe('payable');
  });
});

describe('POST /api/host/private-requests/:id/decline', () => {
  it('records the note and sends it to the guest', async () => {
    const { host, guest, activity } = await world();
    const request = await requestMade(ctx.app, guest, activity.id);

    const res = await answer(ctx.app, host, request.id, 'decline', 'We are closed that week, sorry!');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      stage: 'declined',
      hostNote: 'We are closed that week, sorry!',
      date: null,
    });
    expect(await subjectsTo(ctx.app, guest.email)).toEqual(['Your private date request: Paella workshop']);
    const [mail] = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, guest.email));
    expect(mail?.text).toContain('We are closed that week, sorry!');
    // The guest may ask again, for another day.
    expect((await askPrivateDate(ctx.app, guest, activity.id)).statusCode).toBe(201);
  });

  it('needs a note', async () => {
    const { host, guest, activity } = await world();
    const request = await requestMade(ctx.app, guest, activity.id);

    const res = await answer(ctx.app, host, request.id, 'decline', '   ');

    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.note).toBe(PRIVATE_GROUP_MESSAGES.noteRequired);
  });
});

describe('who sees a request', () => {
  it('is its guest, its activity’s host and admins: anyone else hears it does not exist', async () => {
    const { host, guest, activity } = await world();
    const request = await requestMade(ctx.app, guest, activity.id);
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const otherGuest = await signUp(ctx.app);
    const otherHost = await signUpHost(ctx.app, 'Otto Host');
    const url = `/api/private-requests/${request.id}`;

    for (const who of [guest, host, admin]) expect((await get(url, who)).statusCode).toBe(200);
    for (const who of [otherGuest, otherHost]) expect((await get(url, who)).statusCode).toBe(404);
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get('/api/private-requests/not-an-id', guest)).statusCode).toBe(404);
  });

  it('lists a guest’s own requests, and a host’s requests on their activities, waiting ones first', async () => {
    const { host, guest, activity } = await world();
    const first = await requestMade(ctx.app, guest, activity.id);
    await answer(ctx.app, host, first.id, 'decline');
    const second = await requestMade(ctx.app, guest, activity.id, aRequest({ day: dayAhead(9) }));
    const otherGuest = await signUp(ctx.app);
    const otherHost = await signUpHost(ctx.app, 'Otto Host');

    const mine = (await get('/api/private-requests', guest)).json().items as PrivateRequest[];
    expect(mine.map((r) => r.id)).toEqual([second.id, first.id]);
    expect((await get('/api/private-requests', otherGuest)).json().items).toEqual([]);
    const hosts = (await get('/api/host/private-requests', host)).json().items as PrivateRequest[];
    expect(hosts.map((r) => [r.id, r.stage])).toEqual([
      [second.id, 'pending'],
      [first.id, 'declined'],
    ]);
    expect((await get('/api/host/private-requests', otherHost)).json().items).toEqual([]);
    expect((await get('/api/host/private-requests', guest)).statusCode).toBe(403);
  });

  it('ends a request’s link once its hold has run out unpaid', async () => {
    const { host, guest, activity } = await world();
    const request = await requestMade(ctx.app, guest, activity.id);
    await answer(ctx.app, host, request.id, 'accept');
    const hold = await holdOf(ctx.app, request.id);
    await ctx.app.db
      .update(paymentSessions)
      .set({ holdExpiresAt: new Date(Date.now() - DAY) })
      .where(eq(paymentSessions.id, hold.id));

    expect((await get(`/api/private-requests/${request.id}`, guest)).json().stage).toBe('expired');
  });
});
