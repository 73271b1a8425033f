import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activities, emailOutbox, profiles, savedActivities, savedAlerts } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';
import { type SavedAlertContext, sendSavedAlerts } from './saved-alerts.service.ts';

/*
 * The saved-activity e-mail on a real database with a controlled clock: each run is given its instant, in
 * 2027, so the app's own schedule (stopped here anyway) could never find anything due.
 */

const ctx = useTestApp();
let alerts: SavedAlertContext;
beforeAll(async () => {
  await ctx.app.jobs.boss.offWork('saved.alerts');
  alerts = { db: ctx.app.db, mailer: ctx.app.mailer, publicUrl: ctx.config.publicUrl };
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date('2027-05-03T08:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
/** When the guests saved their activities, and when the hosts created those (before the new dates). */
const SAVED_AT = new Date('2027-04-01T10:00:00Z');
const CREATED_AT = new Date('2027-03-01T10:00:00Z');

const run = (now: Date) => sendSavedAlerts(alerts, now);

// Each test's saves alone: a run answers for every guest, and one test's clock is not another's.
beforeEach(async () => {
  await ctx.app.db.delete(savedActivities);
});

async function guestNamed(
  name = 'Jordi',
  profile: { locale?: 'en' | 'es' | 'ca'; savedAlertsEnabled?: boolean } = {},
) {
  return createUser(ctx.app.db, {
    email: `guest-${randomUUID().slice(0, 8)}@example.test`,
    profile: { displayName: name, locale: 'en', ...profile },
  });
}

async function hostNamed(name = 'Marta Puig', payoutsEnabled = true) {
  return createHost(ctx.app.db, { profile: { displayName: name, payoutsEnabled } });
}

type ActivityOverrides = Omit<Parameters<typeof createActivity>[1], 'hostId'>;

/** An activity of `hostId` starting `inMs` after NOW, created before anyone saved it unless told. */
function activityOf(hostId: string, inMs: number, overrides: ActivityOverrides = {}) {
  const start = later(inMs);
  return createActivity(ctx.app.db, {
    title: 'Tapas walk in the Gothic Quarter',
    capacity: 10,
    spotsRemaining: 10,
    createdAt: CREATED_AT,
    ...overrides,
    hostId,
    startTime: start,
    endTime: new Date(start.getTime() + 2 * HOUR),
  });
}

const save = (userId: string, activityId: string, createdAt = SAVED_AT) =>
  ctx.app.db.insert(savedActivities).values({ userId, activityId, createdAt });

const mailTo = (email: string) =>
  ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(asc(emailOutbox.createdAt));

const toldTo = async (userId: string) =>
  (await ctx.app.db.select().from(savedAlerts).where(eq(savedAlerts.userId, userId)))
    .map((row) => `${row.kind} ${row.activityId}`)
    .sort();

describe("'few_spots': a saved activity about to sell out", () => {
  it('e-mails the guest once, with its link and how to turn these e-mails off', async () => {
    const host = await hostNamed();
    const guest = await guestNamed('Jordi');
    const walk = await activityOf(host.id, 5 * DAY, { spotsRemaining: 2 });
    await save(guest.id, walk.id);

    expect(await run(NOW)).toEqual({ emails: 1, alerts: 1 });

    const [mail, ...more] = await mailTo(guest.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Only 2 spots left: Tapas walk in the Gothic Quarter');
    expect(mail?.text).toContain('Hi Jordi,');
    expect(mail?.text).toContain(
      'Tapas walk in the Gothic Quarter (Saturday, May 8th, 2027 · 10:00–12:00, Barcelona time) has only 2 spots left.',
    );
    expect(mail?.text).toContain(`See the activity: ${ctx.config.publicUrl}/activity/${walk.id}`);
    expect(mail?.text).toContain(
      `turn off 'E-mails about my saved activities' in your profile (${ctx.config.publicUrl}/profile)`,
    );
    expect(mail?.html).toContain(`href="${ctx.config.publicUrl}/activity/${walk.id}"`);
    expect(await toldTo(guest.id)).toEqual([`few_spots ${walk.id}`]);

    // Told once: a day later, still with few spots, nothing new is sent.
    expect(await run(later(2 * DAY))).toEqual({ emails: 0, alerts: 0 });
    await ctx.app.db.update(activities).set({ spotsRemaining: 1 }).where(eq(activities.id, walk.id));
    expect(await run(later(3 * DAY))).toEqual({ emails: 0, alerts: 0 });
    expect(await mailTo(guest.email)).toHaveLength(1);
  });

  it('counts few spots as 1 up to max(2, 20 % of the capacity rounded up)', async () => {
    const host = await hostNamed();
    const guest = await guestNamed();
    const cases = [
      { capacity: 30, spotsRemaining: 6, told: true },
      { capacity: 30, spotsRemaining: 7, told: false },
      { capacity: 12, spotsRemaining: 3, told: true }, // 2.4 rounded up
      { capacity: 12, spotsRemaining: 4, told: false },
      { capacity: 5, spotsRemaining: 2, told: true }, // 1 of 5 is 20 %, but 2 is few
      { capacity: 5, spotsRemaining: 3, told: false },
      { capacity: 10, spotsRemaining: 1, told: true },
      { capacity: 10, spotsRemaining: 0, told: false }, // sold out: its waitlist, not this e-mail
    ];
    const expected: string[] = [];
    for (const [i, c] of cases.entries()) {
      const activity = await activityOf(host.id, (i + 1) * DAY, {
        capacity: c.capacity,
        spotsRemaining: c.spotsRemaining,
      });
      await save(guest.id, activity.id);
      if (c.told) expected.push(`few_spots ${activity.id}`);
    }

    expect(await run(NOW)).toEqual({ emails: 1, alerts: 4 });
    expect(await toldTo(guest.id)).toEqual(expected.sort());
  });

  it('tells of activities starting within the next 14 days, not later, and never of started ones', async () => {
    const host = await hostNamed();
    const guest = await guestNamed();
    const edge = await activityOf(host.id, 14 * DAY, { spotsRemaining: 1 });
    const beyond = await activityOf(host.id, 14 * DAY + 60_000, { spotsRemaining: 1 });
    const started = await activityOf(host.id, -HOUR, { spotsRemaining: 1 });
    const startsNow = await activityOf(host.id, 0, { spotsRemaining: 1 });
    for (const a of [edge, beyond, started, startsNow]) await save(guest.id, a.id);

    expect(await run(NOW)).toEqual({ emails: 1, alerts: 1 });
    expect(await toldTo(guest.id)).toEqual([`few_spots ${edge.id}`]);
  });

  it('never tells of a cancelled, unlisted or own activity, nor one the guest booked, nor one nobody can pay for', async () => {
    const host = await hostNamed();
    const guest = await guestNamed();
    const few = { spotsRemaining: 1 };
    const cancelled = await activityOf(host.id, 3 * DAY, { ...few, status: 'cancelled' });
    const draft = await activityOf(host.id, 3 * DAY, { ...few, isPublished: false, status: 'draft' });
    const booked = await activityOf(host.id, 3 * DAY, few);
    await createBooking(ctx.app.db, { userId: guest.id, activityId: booked.id });
    const unpaidHost = await hostNamed('Pau Unpaid', false);
    const waitlistOnly = await activityOf(unpaidHost.id, 3 * DAY, few);
    for (const a of [cancelled, draft, booked, waitlistOnly]) await save(guest.id, a.id);
    // A host who saved their own activity.
    const ownActivity = await activityOf(host.id, 3 * DAY, few);
    await save(host.id, ownActivity.id);

    expect(await run(NOW)).toEqual({ emails: 0, alerts: 0 });
    expect(await mailTo(guest.email)).toHaveLength(0);
    expect(await mailTo(host.email)).toHaveLength(0);

    // A refunded booking is no booking: the guest may want the spot again.
    const refunded = await activityOf(host.id, 4 * DAY, few);
    await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: refunded.id,
      status: 'refunded',
      refundedAt: new Date(),
      refundedCents: 1500,
    });
    await save(guest.id, refunded.id);
    expect(await run(NOW)).toEqual({ emails: 1, alerts: 1 });
    expect(await toldTo(guest.id)).toEqual([`few_spots ${refunded.id}`]);
  });

  it('is not sent to a guest who turned these e-mails off, and is once they turn them on again', async () => {
    const host = await hostNamed();
    const guest = await guestNamed('Jordi', { savedAlertsEnabled: false });
    const walk = await activityOf(host.id, 5 * DAY, { spotsRemaining: 2 });
    await save(guest.id, walk.id);

    expect(await run(NOW)).toEqual({ emails: 0, alerts: 0 });
    expect(await toldTo(guest.id)).toEqual([]);

    await ctx.app.db.update(profiles).set({ savedAlertsEnabled: true }).where(eq(profiles.id, guest.id));
    expect(await run(later(HOUR))).toEqual({ emails: 1, alerts: 1 });
  });

  it('is written in the guest’s language', async () => {
    const host = await hostNamed();
    const ana = await guestNamed('Ana', { locale: 'es' });
    const nuria = await guestNamed('Núria', { locale: 'ca' });
    const walk = await activityOf(host.id, 5 * DAY, { spotsRemaining: 2 });
    await save(ana.id, walk.id);
    await save(nuria.id, walk.id);

    await run(NOW);

    const [es] = await mailTo(ana.email);
    expect(es?.subject).toBe('Solo quedan 2 plazas: Tapas walk in the Gothic Quarter');
    expect(es?.text).toContain('Hola, Ana:');
    expect(es?.text).toContain('desactiva «Correos sobre mis actividades guardadas» en tu perfil');
    const [ca] = await mailTo(nuria.email);
    expect(ca?.subject).toBe('Només queden 2 places: Tapas walk in the Gothic Quarter');
    expect(ca?.text).toContain('desactiva «Correus sobre les meves activitats desades» al teu perfil');
  });
});

describe('at most one e-mail a day', () => {
  it('lists two pieces of news of one day in one e-mail; news the next day comes in a second', async () => {
    const host = await hostNamed();
    const guest = await guestNamed();
    const first = await activityOf(host.id, 2 * DAY, { title: 'Paella workshop', spotsRemaining: 1 });
    const second = await activityOf(host.id, 4 * DAY, { title: 'Sunset kayak', spotsRemaining: 2 });
    const third = await activityOf(host.id, 6 * DAY, { title: 'Gaudí sketching walk' });
    for (const a of [first, second, third]) await save(guest.id, a.id);

    expect(await run(NOW)).toEqual({ emails: 1, alerts: 2 });
    const [mail] = await mailTo(guest.email);
    expect(mail?.subject).toBe('News about 2 activities you saved');
    const text = mail?.text ?? '';
    expect(text).toContain('News about activities you saved:');
    expect(text.indexOf('Paella workshop')).toBeGreaterThan(-1);
    expect(text.indexOf('Paella workshop')).toBeLessThan(text.indexOf('Sunset kayak'));

    // The third one runs low an hour later: it waits until a day has passed since the first e-mail.
    await ctx.app.db.update(activities).set({ spotsRemaining: 1 }).where(eq(activities.id, third.id));
    expect(await run(later(HOUR))).toEqual({ emails: 0, alerts: 0 });
    expect(await run(later(DAY - 60_000))).toEqual({ emails: 0, alerts: 0 });
    expect(await run(later(DAY))).toEqual({ emails: 1, alerts: 1 });
    const mails = await mailTo(guest.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'News about 2 activities you saved',
      'Only 1 spot left: Gaudí sketching walk',
    ]);
  });

  it('lists at most 5 pieces of news, the soonest; the rest come the next day', async () => {
    const host = await hostNamed();
    const guest = await guestNamed();
    const saved = [];
    for (let i = 1; i <= 7; i++) {
      const a = await activityOf(host.id, i * DAY, { title: `Walk number ${i}`, spotsRemaining: 1 });
      await save(guest.id, a.id);
      saved.push(a);
    }

    expect(await run(NOW)).toEqual({ emails: 1, alerts: 5 });
    expect(await run(later(DAY))).toEqual({ emails: 1, alerts: 2 });
    const [firstMail, secondMail] = await mailTo(guest.email);
    for (let i = 1; i <= 5; i++) expect(firstMail?.text).toContain(`Walk number ${i} (`);
    expect(firstMail?.text).not.toContain('Walk number 6');
    expect(secondMail?.text).toContain('Walk number 6 (');
    expect(secondMail?.text).toContain('Walk number 7 (');
    expect(await toldTo(guest.id)).toEqual(saved.map((a) => `few_spots ${a.id}`).sort());
  });

  it('sends one e-mail when two runs go at once', async () => {
    const host = await hostNamed();
    const guest = await guestNamed();
    const walk = await activityOf(host.id, 5 * DAY, { spotsRemaining: 2 });
    await save(guest.id, walk.id);

    const runs = await Promise.all([run(NOW), run(NOW)]);
    expect(runs.reduce((n, r) => n + r.emails, 0)).toBe(1);
    expect(await mailTo(guest.email)).toHaveLength(1);
  });
});

describe("'new_date': the same host publishes a new date of a saved activity", () => {
  it('tells of a new date of the same series once, naming the host', async () => {
    const host = await hostNamed('Marta Puig');
    const guest = await guestNamed();
    const seriesId = randomUUID();
    const savedDate = await activityOf(host.id, -7 * DAY, { title: 'Pottery evening (1)', seriesId });
    await save(guest.id, savedDate.id);
    const newDate = await activityOf(host.id, 9 * DAY, {
      title: 'Pottery evening (2)',
      seriesId,
      createdAt: later(-DAY),
    });

    expect(await run(NOW)).toEqual({ emails: 1, alerts: 1 });
    const [mail] = await mailTo(guest.email);
    expect(mail?.subject).toBe('New date: Pottery evening');
    expect(mail?.text).toContain(
      'Marta Puig has published a new date of Pottery evening: Wednesday, May 12th, 2027 · 10:00–12:00 (Barcelona time).',
    );
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/activity/${newDate.id}`);
    expect(await toldTo(guest.id)).toEqual([`new_date ${newDate.id}`]);

    expect(await run(later(2 * DAY))).toEqual({ emails: 0, alerts: 0 });
  });

  it('tells of a same-titled activity of the same host (case aside), not of another host’s, another title or an older one', async () => {
    const host = await hostNamed();
    const otherHost = await hostNamed('Pere Other');
    const guest = await guestNamed();
    const savedOne = await activityOf(host.id, 2 * DAY, { title: 'Tapas Walk' });
    await save(guest.id, savedOne.id);
    const fresh = { createdAt: later(-HOUR) };
    const sameTitle = await activityOf(host.id, 10 * DAY, { title: 'tapas walk', ...fresh });
    await activityOf(otherHost.id, 10 * DAY, { title: 'Tapas Walk', ...fresh });
    await activityOf(host.id, 10 * DAY, { title: 'Tapas walk by night', ...fresh });
    // Created before the guest saved theirs: they could have seen it then.
    await activityOf(host.id, 11 * DAY, { title: 'Tapas Walk', createdAt: CREATED_AT });

    expect(await run(NOW)).toEqual({ emails: 1, alerts: 1 });
    expect(await toldTo(guest.id)).toEqual([`new_date ${sameTitle.id}`]);
  });

  it('tells of several new dates of one activity as one piece of news, all of them told', async () => {
    const host = await hostNamed('Marta Puig');
    const guest = await guestNamed();
    const savedOne = await activityOf(host.id, -2 * DAY, { title: 'Pottery evening' });
    await save(guest.id, savedOne.id);
    const seriesId = randomUUID();
    const dates = [];
    for (const [i, days] of [12, 5, 19].entries()) {
      dates.push(
        await activityOf(host.id, days * DAY, {
          title: `Pottery evening (${i + 1})`,
          seriesId,
          createdAt: later(-HOUR),
        }),
      );
    }

    expect(await run(NOW)).toEqual({ emails: 1, alerts: 3 });
    const [mail] = await mailTo(guest.email);
    expect(mail?.subject).toBe('New date: Pottery evening');
    expect(mail?.text).toContain(
      'Marta Puig has published new dates of Pottery evening: the first on Saturday, May 8th, 2027 · 10:00–12:00 (Barcelona time), and 2 more.',
    );
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/activity/${dates[1]?.id}`);
    expect(await toldTo(guest.id)).toEqual(dates.map((d) => `new_date ${d.id}`).sort());
  });

  it('is not sent for a date the guest saved or booked already, nor a past, cancelled or unlisted one', async () => {
    const host = await hostNamed();
    const guest = await guestNamed();
    const seriesId = randomUUID();
    const savedOne = await activityOf(host.id, 2 * DAY, { title: 'Choir (1)', seriesId });
    await save(guest.id, savedOne.id);
    const fresh = { seriesId, createdAt: later(-HOUR) };
    const alsoSaved = await activityOf(host.id, 3 * DAY, { title: 'Choir (2)', ...fresh });
    await save(guest.id, alsoSaved.id);
    const booked = await activityOf(host.id, 4 * DAY, { title: 'Choir (3)', ...fresh });
    await createBooking(ctx.app.db, { userId: guest.id, activityId: booked.id });
    await activityOf(host.id, -HOUR, { title: 'Choir (4)', ...fresh });
    await activityOf(host.id, 6 * DAY, { title: 'Choir (5)', ...fresh, status: 'cancelled' });
    await activityOf(host.id, 7 * DAY, { title: 'Choir (6)', ...fresh, isPublished: false, status: 'draft' });

    expect(await run(NOW)).toEqual({ emails: 0, alerts: 0 });
    expect(await mailTo(guest.email)).toHaveLength(0);
  });

  it("never tells a host of their own activity's new date", async () => {
    const host = await hostNamed();
    const savedOwn = await activityOf(host.id, 2 * DAY, { title: 'Sailing lesson' });
    await save(host.id, savedOwn.id);
    await activityOf(host.id, 9 * DAY, { title: 'Sailing lesson', createdAt: later(-HOUR) });

    expect(await run(NOW)).toEqual({ emails: 0, alerts: 0 });
    expect(await mailTo(host.email)).toHaveLength(0);
  });

  it('comes in the same e-mail as few-spots news of the same day, the soonest first', async () => {
    const host = await hostNamed('Marta Puig');
    const guest = await guestNamed();
    const low = await activityOf(host.id, 8 * DAY, { title: 'Sunset kayak', spotsRemaining: 1 });
    const savedOne = await activityOf(host.id, -3 * DAY, { title: 'Market tour' });
    for (const a of [low, savedOne]) await save(guest.id, a.id);
    const newDate = await activityOf(host.id, 3 * DAY, { title: 'Market tour', createdAt: later(-HOUR) });

    expect(await run(NOW)).toEqual({ emails: 1, alerts: 2 });
    const text = (await mailTo(guest.email))[0]?.text ?? '';
    expect(text.indexOf('new date of Market tour')).toBeGreaterThan(-1);
    expect(text.indexOf('new date of Market tour')).toBeLessThan(text.indexOf('Sunset kayak'));
    expect(await toldTo(guest.id)).toEqual([`few_spots ${low.id}`, `new_date ${newDate.id}`].sort());
  });
});
