import { ACTIVITY_FIELD_MESSAGES } from '@sortim/contracts/hosting';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, bookings, emailOutbox } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { bookAndPay } from '#src/test/checkout.ts';
import { createActivity } from '#src/test/factories.ts';
import {
  activityInput,
  createAs,
  createRequest,
  duplicateRequest,
  editForm,
  HOUR,
  hostActivity,
  payingHost,
  publicListed,
  putRequest,
  uniqueWord,
} from '#src/test/host-activities.ts';

const ctx = useTestApp();

/** The Barceloneta's beach at the end of Passeig de Joan de Borbó, and the Bunkers del Carmel. */
const BARCELONETA = { latitude: 41.3784, longitude: 2.1925 };
const BUNKERS = { latitude: 41.4191, longitude: 2.1617 };

async function pointOf(id: string) {
  const [row] = await ctx.app.db
    .select({ latitude: activities.latitude, longitude: activities.longitude })
    .from(activities)
    .where(eq(activities.id, id));
  return row;
}

/*
 * The meeting point's pin: the host places it on the create and edit pages (optional; the address stays
 * the meeting point's words), a series and a copy carry it, and guests' cards show it.
 */
describe('the pin of an activity', () => {
  it('is saved with a new activity, on every date of a series, and shown on its guest card', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const word = uniqueWord();
    const ids = await createAs(ctx.app, host, {
      title: `Beach yoga ${word}`,
      ...BARCELONETA,
      recurrence: { frequency: 'weekly', occurrences: 3 },
    });
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(await pointOf(id)).toEqual(BARCELONETA);
    expect(await hostActivity(ctx.app, host, ids[0] as string)).toMatchObject(BARCELONETA);
    const [card] = await publicListed(ctx.app, word);
    expect(card).toMatchObject(BARCELONETA);
  });

  it('is optional: an activity without one has neither coordinate', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const [id] = (await createAs(ctx.app, host)) as [string];
    expect(await pointOf(id)).toEqual({ latitude: null, longitude: null });
  });

  it.each([
    ['only a latitude', { latitude: 41.38 }, 'latitude'],
    ['only a longitude', { longitude: 2.17 }, 'latitude'],
    ['a latitude past the pole', { latitude: 91, longitude: 2.17 }, 'latitude'],
    ['a longitude past the antimeridian', { latitude: 41.38, longitude: 181 }, 'longitude'],
    ['a coordinate that is no number', { latitude: '41.38', longitude: 2.17 }, 'latitude'],
  ])('refuses %s, asking for the pin again, and creates nothing', async (_name, point, field) => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const title = `Refused pin ${uniqueWord()}`;
    const res = await createRequest(ctx.app, host, { ...activityInput({ title }), ...point });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ [field]: ACTIVITY_FIELD_MESSAGES.point });
    expect(await ctx.app.db.select().from(activities).where(eq(activities.title, title))).toEqual([]);
  });

  it('moves with an edit, and goes when the host clears it', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const [id] = (await createAs(ctx.app, host, BARCELONETA)) as [string];

    const moved = await putRequest(
      ctx.app,
      host,
      id,
      editForm(await hostActivity(ctx.app, host, id), BUNKERS),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject(BUNKERS);
    expect(await pointOf(id)).toEqual(BUNKERS);

    const cleared = await putRequest(
      ctx.app,
      host,
      id,
      editForm(await hostActivity(ctx.app, host, id), { latitude: null, longitude: null }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(await pointOf(id)).toEqual({ latitude: null, longitude: null });
  });

  it('is copied by Duplicate', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const [id] = (await createAs(ctx.app, host, BUNKERS)) as [string];
    const res = await duplicateRequest(ctx.app, host, id);
    expect(res.statusCode).toBe(201);
    expect(await pointOf((res.json() as { id: string }).id)).toEqual(BUNKERS);
  });

  it('moves alone without moving the activity: booked guests are not told, even within 24 hours', async () => {
    const host = await payingHost(ctx.app);
    const start = new Date(Date.now() + 20 * HOUR);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: start,
      endTime: new Date(start.getTime() + 2 * HOUR),
      ...BARCELONETA,
    });
    const guest = await signUp(ctx.app);
    const paid = await bookAndPay(ctx.app, guest, activity.id);
    // A few metres along the same promenade: the address, what guests were told, stays.
    const nudged = { latitude: 41.37852, longitude: 2.19266 };

    const res = await putRequest(
      ctx.app,
      host,
      activity.id,
      editForm(await hostActivity(ctx.app, host, activity.id), nudged),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await pointOf(activity.id)).toEqual(nudged);
    const [row] = await ctx.app.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(row?.scheduleVersion).toBe(0);
    const [booking] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, paid.booking.id));
    expect(booking?.hostChange).toBeNull();
    const told = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, guest.email));
    expect(told.filter((mail) => mail.subject.startsWith('Changed by the host'))).toEqual([]);
    // Moving the address is still a move, refused this close to the start.
    const addressMoved = await putRequest(
      ctx.app,
      host,
      activity.id,
      editForm(await hostActivity(ctx.app, host, activity.id), {
        address: 'Carrer de la Marina 19, 08005 Barcelona',
      }),
    );
    expect(addressMoved.statusCode).toBe(409);
  });
});
