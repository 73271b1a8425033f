import type { HostActivity } from '@sortim/contracts/hosting';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookAndPay, startCheckoutAs, subjectsTo, waitlistOf } from '#src/test/checkout.ts';
import { createActivity, createWaitlistEntry } from '#src/test/factories.ts';
import { editForm, hostActivity, payingHost, putRequest } from '#src/test/host-activities.ts';
import { spotsOf } from '#src/test/payments.ts';

/*
 * "Spots left can never contradict the ledger": the seats guests paid for and the ones held by open
 * checkouts stay theirs whatever the host types, and spots the host adds go to the waitlist first.
 */

const ctx = useTestApp();

/** 10 places: 3 seats paid (2 + 1) and 2 held by a guest now at the payment page. */
async function bookedAndHeld() {
  const host = await payingHost(ctx.app);
  const activity = await createActivity(ctx.app.db, { hostId: host.id, title: 'Paella class', capacity: 10 });
  await bookAndPay(ctx.app, await signUp(ctx.app), activity.id, 2);
  await bookAndPay(ctx.app, await signUp(ctx.app), activity.id, 1);
  await startCheckoutAs(ctx.app, await signUp(ctx.app), activity.id, 2);
  const current = await hostActivity(ctx.app, host, activity.id);
  return { host, activity, current };
}

const resize = (host: TestAccount, current: HostActivity, size: Partial<HostActivity>) =>
  putRequest(ctx.app, host, current.id, editForm(current, size));

describe('PUT /api/host/activities/:id: capacity against the ledger', () => {
  it('shows the host what is taken: paid and held seats', async () => {
    const { current } = await bookedAndHeld();
    expect(current).toMatchObject({
      capacity: 10,
      spotsRemaining: 5,
      takenSpots: 5,
      paidBookings: 2,
      paidAmountCents: 4500,
    });
  });

  it('refuses a capacity below the paid and held seats (400 on capacity), and changes nothing', async () => {
    const { host, activity, current } = await bookedAndHeld();

    const res = await resize(host, current, { capacity: 4, spotsRemaining: 0 });

    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.capacity).toBe('Capacity must be at least 5: 5 spots are booked or held');
    // Its key, so the form shows it in the host's language (the values are read from the English).
    expect(res.json().error.fieldKeys.capacity).toBe('activityField.capacityBelowTaken');
    expect(await spotsOf(ctx.app, activity.id)).toBe(5);
    expect(await hostActivity(ctx.app, host, activity.id)).toEqual(current);
  });

  it('counts third-party attendees on top of the paid and held seats', async () => {
    const { host, activity, current } = await bookedAndHeld();

    const tooSmall = await resize(host, current, { capacity: 6, thirdPartyAttendees: 2, spotsRemaining: 0 });
    const fits = await resize(host, current, { capacity: 7, thirdPartyAttendees: 2, spotsRemaining: 0 });

    expect(tooSmall.statusCode).toBe(400);
    expect(Object.keys(tooSmall.json().error.fields)).toEqual(['capacity']);
    expect(tooSmall.json().error.fields.capacity).toContain('at least 7');
    expect(fits.statusCode).toBe(200);
    expect(fits.json()).toMatchObject({
      capacity: 7,
      thirdPartyAttendees: 2,
      spotsRemaining: 0,
      takenSpots: 5,
    });
    expect(await spotsOf(ctx.app, activity.id)).toBe(0);
  });

  it('lets capacity drop to exactly the seats taken: sold out', async () => {
    const { host, current } = await bookedAndHeld();

    const res = await resize(host, current, { capacity: 5, spotsRemaining: 0 });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ capacity: 5, spotsRemaining: 0, takenSpots: 5 });
  });

  it('refuses spots left that are not capacity minus taken minus third-party (400 on spotsRemaining)', async () => {
    const { host, activity, current } = await bookedAndHeld();

    for (const spotsRemaining of [10, 5, 3]) {
      const res = await resize(host, current, { capacity: 10, thirdPartyAttendees: 1, spotsRemaining });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['spotsRemaining']);
    }
    const agreed = await resize(host, current, { capacity: 12, thirdPartyAttendees: 1, spotsRemaining: 6 });
    expect(agreed.statusCode).toBe(200);
    expect(await spotsOf(ctx.app, activity.id)).toBe(6);
  });

  it('refuses a form loaded before a guest booked (spots left moved meanwhile)', async () => {
    const host = await payingHost(ctx.app);
    const activity = await createActivity(ctx.app.db, { hostId: host.id, capacity: 6 });
    const stale = await hostActivity(ctx.app, host, activity.id);
    await bookAndPay(ctx.app, await signUp(ctx.app), activity.id, 2);

    const res = await resize(host, stale, { capacity: 8, spotsRemaining: 8 });

    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('spotsRemaining');
    expect(await spotsOf(ctx.app, activity.id)).toBe(4);
  });
});

describe('PUT /api/host/activities/:id: spots added go to the waitlist first', () => {
  it('offers a raised capacity’s new spot to the first in line: held, with an expiry and an e-mail', async () => {
    const host = await payingHost(ctx.app);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Kayak at dawn',
      capacity: 2,
    });
    await bookAndPay(ctx.app, await signUp(ctx.app), activity.id, 1);
    await bookAndPay(ctx.app, await signUp(ctx.app), activity.id, 1);
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    await createWaitlistEntry(ctx.app.db, { userId: first.id, activityId: activity.id });
    await createWaitlistEntry(ctx.app.db, { userId: second.id, activityId: activity.id });
    const current = await hostActivity(ctx.app, host, activity.id);
    expect(current).toMatchObject({ spotsRemaining: 0, takenSpots: 2 });

    const res = await resize(host, current, { capacity: 3, spotsRemaining: 1 });

    expect(res.statusCode).toBe(200);
    // The new spot is held for the offer, not on open sale.
    expect(res.json()).toMatchObject({ capacity: 3, spotsRemaining: 0, takenSpots: 3 });
    const line = await waitlistOf(ctx.app, activity.id);
    expect(line.map((e) => e.userId)).toEqual([first.id, second.id]);
    expect(line[0]?.offerExpiresAt).toBeInstanceOf(Date);
    expect(line[0]?.offerExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(line[1]?.offerExpiresAt).toBeNull();
    expect(await subjectsTo(ctx.app, first.email)).toContain('A spot opened up: Kayak at dawn');
    expect(await subjectsTo(ctx.app, second.email)).toEqual([]);
  });

  it('offers spots freed by fewer third-party attendees too', async () => {
    const host = await payingHost(ctx.app);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      capacity: 4,
      thirdPartyAttendees: 4,
      spotsRemaining: 0,
    });
    const waiting = await signUp(ctx.app);
    await createWaitlistEntry(ctx.app.db, { userId: waiting.id, activityId: activity.id });
    const current = await hostActivity(ctx.app, host, activity.id);

    const res = await resize(host, current, { thirdPartyAttendees: 2, spotsRemaining: 2 });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ spotsRemaining: 1, takenSpots: 1 });
    expect((await waitlistOf(ctx.app, activity.id))[0]?.offerExpiresAt).toBeInstanceOf(Date);
  });
});
