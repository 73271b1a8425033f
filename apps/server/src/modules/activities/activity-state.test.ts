import { ActivityDetail, ActivityList, FeaturedActivities } from '@sortim/contracts/activities';
import { type ActivityState, activityState, hasWaitlist } from '@sortim/contracts/activity-state';
import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { HostProfile } from '@sortim/contracts/host-dashboard';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createHost } from '#src/test/factories.ts';

const HOUR = 60 * 60 * 1000;

describe('activityState (the one rule)', () => {
  const facts = {
    status: 'published',
    started: false,
    hostPayoutsEnabled: true,
    spotsRemaining: 4,
    bookedPrivately: false,
  };

  it.each<[string, Partial<typeof facts>, ActivityState]>([
    ['spots left', {}, 'bookable'],
    ['no spots left', { spotsRemaining: 0 }, 'sold-out'],
    ['a host without payouts', { hostPayoutsEnabled: false }, 'waitlist-only'],
    [
      'a host without payouts, sold out too',
      { hostPayoutsEnabled: false, spotsRemaining: 0 },
      'waitlist-only',
    ],
    ['a start time passed', { started: true, spotsRemaining: 0, hostPayoutsEnabled: false }, 'started'],
    ['a cancelled activity', { status: 'cancelled', started: true }, 'cancelled'],
  ])('decides from %s', (_, changed, state) => {
    expect(activityState({ ...facts, ...changed })).toBe(state);
  });

  it('offers the waitlist exactly where booking is not possible yet', () => {
    expect(
      ['bookable', 'sold-out', 'waitlist-only', 'started', 'cancelled'].filter((s) =>
        hasWaitlist(s as ActivityState),
      ),
    ).toEqual(['sold-out', 'waitlist-only']);
  });
});

/**
 * Every answer that carries an activity carries the state the rule gives for its facts, and the rule agrees
 * with what checkout and the waitlist then do.
 */
describe('the state on the guest side’s answers', () => {
  const ctx = useTestApp();

  async function fiveActivities() {
    const host = await createHost(ctx.app.db, { profile: { displayName: 'Laia Serra' } });
    const settingUp = await createHost(ctx.app.db, { profile: { payoutsEnabled: false } });
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const soon = new Date(Date.now() + 3 * 24 * HOUR);
    const bookable = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Bookable',
      startTime: soon,
    });
    const soldOut = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Sold out',
      startTime: new Date(soon.getTime() + HOUR),
      capacity: 4,
      spotsRemaining: 0,
    });
    const waitlistOnly = await createActivity(ctx.app.db, {
      hostId: settingUp.id,
      title: 'Waitlist only',
      startTime: new Date(soon.getTime() + 2 * HOUR),
    });
    const started = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Started',
      startTime: new Date(Date.now() - HOUR),
    });
    const cancelled = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Cancelled',
      status: 'cancelled',
      isPublished: false,
    });
    return { host, admin, bookable, soldOut, waitlistOnly, started, cancelled };
  }

  const detailOf = async (id: string, who: TestAccount | null = null) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/activities/${id}`,
      headers: who ? { cookie: who.cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return ActivityDetail.parse(res.json());
  };

  it('sends each activity’s state on the list, the featured list, the host profile and the page alike', async () => {
    const a = await fiveActivities();
    const list = ActivityList.parse((await ctx.app.inject({ method: 'GET', url: '/api/activities' })).json());
    const featured = FeaturedActivities.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/activities/featured' })).json(),
    );
    const profile = HostProfile.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/hosts/${a.host.id}` })).json(),
    );
    const made = new Set([a.bookable, a.soldOut, a.waitlistOnly, a.started, a.cancelled].map((x) => x.id));
    const onList = Object.fromEntries(
      list.items.filter((card) => made.has(card.id)).map((card) => [card.title, card.state]),
    );
    expect(onList).toEqual({
      Bookable: 'bookable',
      'Sold out': 'sold-out',
      'Waitlist only': 'waitlist-only',
    });
    for (const card of [...list.items, ...featured.items, ...profile.upcoming]) {
      const detail = await detailOf(card.id);
      expect(detail.state).toBe(card.state);
      expect(detail.state).toBe(
        activityState({
          status: detail.status,
          started: new Date(detail.startTime).getTime() <= Date.now(),
          hostPayoutsEnabled: detail.host.payoutsEnabled,
          spotsRemaining: detail.spotsRemaining,
          bookedPrivately: false,
        }),
      );
    }
    // Started and cancelled activities leave the lists; their pages say so.
    expect((await detailOf(a.started.id)).state).toBe('started');
    expect((await detailOf(a.cancelled.id, a.admin)).state).toBe('cancelled');
  });

  it('agrees with checkout and the waitlist: booking only when bookable, the line only when it is needed', async () => {
    const a = await fiveActivities();
    const guest = await signUp(ctx.app);
    for (const activity of [a.bookable, a.soldOut, a.waitlistOnly, a.started]) {
      const { state } = await detailOf(activity.id);
      const checkout = await ctx.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { cookie: guest.cookie },
        payload: { activityId: activity.id },
      });
      expect(checkout.statusCode < 300, `${state}: ${checkout.body}`).toBe(state === 'bookable');
      const join = await ctx.app.inject({
        method: 'POST',
        url: `/api/activities/${activity.id}/waitlist`,
        headers: { cookie: guest.cookie },
      });
      expect(join.statusCode < 300, `${state}: ${join.body}`).toBe(hasWaitlist(state));
    }
    const refusal = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: guest.cookie },
      payload: { activityId: a.started.id },
    });
    expect(refusal.json().error.message).toBe(BOOKING_MESSAGES.started);
  });
});
