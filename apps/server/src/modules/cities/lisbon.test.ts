import { CityList } from '@sortim/contracts/cities';
import { type CityNames, cityNameIn } from '@sortim/contracts/city-name';
import { formatDateRange, formatDateTime } from '@sortim/contracts/date-format';
import { HOSTING_MESSAGES } from '@sortim/contracts/hosting';
import { LOCALES } from '@sortim/contracts/product';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, emailOutbox } from '#src/db/schema.ts';
import { barcelonaDay, barcelonaTime, HOUR, isoDate } from '#src/lib/barcelona-time.ts';
import { sendDueReminders } from '#src/modules/reminders/reminders.service.ts';
import { daysBeforeStart, refundTermsText } from '#src/modules/reservations/refund-terms.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { bookAndPay } from '#src/test/checkout.ts';
import { addLisbon } from '#src/test/cities.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';
import { activityInput, createRequest, uniqueWord } from '#src/test/host-activities.ts';
import { aRequest, requestMade } from '#src/test/private-groups.ts';

/*
 * A second city, Lisbon (Europe/Lisbon, an hour behind Barcelona): its activities' times, deadlines and
 * reminders are on Lisbon's clock, on a real database, where before they were Barcelona's by a constant.
 * Thursday 10 June 2027, 10:00 in Lisbon, is 09:00 UTC and 11:00 in Barcelona.
 */

const ctx = useTestApp();
let lisbon: Awaited<ReturnType<typeof addLisbon>>;
beforeAll(async () => {
  lisbon = await addLisbon(ctx.app.db);
  await ctx.app.jobs.boss.offWork('reminders.send');
});

const LISBON = 'Europe/Lisbon';
const lisbonTime = (day: number, time: string, month = 6) =>
  barcelonaTime({ year: 2027, month, day }, time, LISBON);

async function lisbonActivity(overrides: Partial<Parameters<typeof createActivity>[1]> = {}) {
  const host = await createHost(ctx.app.db);
  const start = lisbonTime(10, '10:00');
  return createActivity(ctx.app.db, {
    title: `Fado night in Alfama ${uniqueWord()}`,
    locationName: 'Largo do Chafariz de Dentro',
    address: 'Largo do Chafariz de Dentro, 1100-139 Lisboa',
    startTime: start,
    endTime: new Date(start.getTime() + 2 * HOUR),
    cancellationPolicy: 'moderate',
    ...overrides,
    hostId: host.id,
    cityId: lisbon.id,
  });
}

const mailTo = (to: string) =>
  ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.createdAt));

const calendarOf = (row: { attachments: { content: string; contentType?: string }[] }) =>
  row.attachments.map((a) => Buffer.from(a.content, 'base64').toString('utf8')).join('');

describe('GET /api/cities', () => {
  it('lists the default city first, then the others, to anyone and cacheable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cities' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { items } = CityList.parse(res.json());
    expect(items.map((c) => [c.slug, c.timeZone, c.isDefault])).toEqual([
      ['barcelona', 'Europe/Madrid', true],
      ['lisbon', 'Europe/Lisbon', false],
    ]);
    expect(items[0]?.center).toEqual({ latitude: 41.3874, longitude: 2.1686 });
  });
});

describe("a Lisbon activity's times", () => {
  it('carries its zone, and its page writes its times and its refund deadline on Lisbon time', async () => {
    const activity = await lisbonActivity();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/activities/${activity.id}` });
    const page = res.json() as {
      timeZone: string;
      startTime: string;
      endTime: string;
      refundTerms: { deadlines: { until: string }[] };
      cityName: CityNames;
    };
    expect(page.timeZone).toBe(LISBON);
    // Its clock's name in each language the page is read in (decision 207).
    expect(LOCALES.map((locale) => cityNameIn(page.cityName, locale))).toEqual([
      'Lisbon',
      'Lisboa',
      'Lisboa',
    ]);
    expect(formatDateRange(page.startTime, page.endTime, 'en', undefined, page.timeZone)).toBe(
      'Thursday, June 10th, 2027 · 10:00–12:00',
    );
    // Moderate: in full until a day before, at the same Lisbon time.
    expect(page.refundTerms.deadlines.map((d) => d.until)).toEqual(['2027-06-09T09:00:00.000Z']);
    expect(formatDateTime(page.refundTerms.deadlines[0]?.until ?? '', 'en', undefined, page.timeZone)).toBe(
      'Wednesday, June 9th, 2027 · 10:00',
    );
    // The payment page's sentence says the same, not Barcelona's 11:00.
    const sentence = refundTermsText(
      { cancellationPolicy: 'moderate', startTime: activity.startTime, hostChanged: false, timeZone: LISBON },
      'en',
      new Date('2027-01-01T00:00:00Z'),
    );
    expect(sentence).toContain('Wednesday, June 9th, 2027 · 10:00');
    expect(sentence).not.toContain('11:00');
  });

  it("a guest's confirmation e-mail, its calendar event and their bookings say Lisbon's times", async () => {
    const activity = await lisbonActivity();
    const guest = await signUp(ctx.app);
    const { booking } = await bookAndPay(ctx.app, guest, activity.id);
    const [mail] = await mailTo(guest.email);
    expect(mail?.text).toContain('When: Thursday, June 10th, 2027 · 10:00–12:00 (Lisbon time)');
    // The refund sentence: in full until the day before at 10:00, Lisbon time.
    expect(mail?.text).toContain('Wednesday, June 9th, 2027 · 10:00');
    expect(mail?.text).not.toContain('11:00');
    // The event is the exact instant (UTC): 10:00 in Lisbon.
    expect(calendarOf(mail as never)).toContain('DTSTART:20270610T090000Z');

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: guest.cookie },
    });
    const row = (mine.json() as { items: { id: string; activity: { timeZone: string } }[] }).items.find(
      (b) => b.id === booking.id,
    );
    expect(row?.activity.timeZone).toBe(LISBON);

    // The answers' cut-off (24 hours before) is an instant; written on the activity's clock it is Lisbon's.
    const answers = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/answers`,
      headers: { cookie: guest.cookie },
    });
    const { editableUntil } = answers.json() as { editableUntil: string };
    expect(editableUntil).toBe('2027-06-09T09:00:00.000Z');
    expect(formatDateTime(editableUntil, 'en', undefined, row?.activity.timeZone)).toBe(
      'Wednesday, June 9th, 2027 · 10:00',
    );
  });

  it("the day-before reminder is due at Lisbon's 10:00 the day before and says Lisbon's times", async () => {
    const activity = await lisbonActivity();
    const guest = await createUser(ctx.app.db, { profile: { displayName: 'Inês', remindersEnabled: true } });
    await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      spots: 1,
      status: 'paid',
      createdAt: new Date('2027-01-01T00:00:00Z'),
    });
    const reminders = { db: ctx.app.db, mailer: ctx.app.mailer, publicUrl: ctx.config.publicUrl };
    // 09:59 in Lisbon the day before: not yet; at 10:00, the reminder, its times on Lisbon's clock.
    await sendDueReminders(reminders, new Date('2027-06-09T08:59:00Z'));
    expect(await mailTo(guest.email)).toHaveLength(0);
    await sendDueReminders(reminders, new Date('2027-06-09T09:00:00Z'));
    const [mail] = await mailTo(guest.email);
    expect(mail?.text).toContain('Thursday, June 10th, 2027 · 10:00–12:00');
    expect(calendarOf(mail as never)).toContain('DTSTART:20270610T090000Z');
  });
});

describe('the deadline rule', () => {
  it("counts days on the zone it is given: where only that zone changed its clocks, 23 hours, Barcelona's 24", () => {
    // Sunday 14 March 2027, 10:00 in New York (summer time since 02:00 that day) is 14:00 UTC.
    const start = new Date('2027-03-14T14:00:00Z');
    expect(daysBeforeStart(start, 1, 'America/New_York').toISOString()).toBe('2027-03-13T15:00:00.000Z');
    expect(daysBeforeStart(start, 1).toISOString()).toBe('2027-03-13T14:00:00.000Z');
  });
});

describe('explore in Lisbon', () => {
  it('finds a Lisbon activity on its Lisbon day, and only under Lisbon', async () => {
    const word = uniqueWord();
    // Friday 11 June, 23:30 in Lisbon: already Saturday 00:30 in Barcelona.
    const start = lisbonTime(11, '23:30');
    await lisbonActivity({
      title: `Late fado ${word}`,
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
    });
    const list = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/activities?q=${word}&${query}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: { title: string }[] }).items.length;
    };
    expect(await list('city=lisbon&dateFrom=2027-06-11&dateTo=2027-06-11')).toBe(1);
    expect(await list('city=lisbon&dateFrom=2027-06-12&dateTo=2027-06-12')).toBe(0);
    expect(await list('city=barcelona')).toBe(0);
    expect(await list('city=lisbon&timeOfDay=evening')).toBe(1);
  });
});

describe('a new activity', () => {
  it("goes to the city its host chose, its series repeating at Lisbon's wall-clock time across the change of clocks", async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    // Thursdays at 10:00 in Lisbon from 21 October 2027; the clocks go back on Sunday 31 October.
    const start = lisbonTime(21, '10:00', 10);
    const res = await createRequest(
      ctx.app,
      host,
      activityInput({
        city: 'lisbon',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 2 * HOUR).toISOString(),
        recurrence: { occurrences: 3, frequency: 'weekly' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const ids = (res.json() as { ids: string[] }).ids;
    const rows = await ctx.app.db
      .select({ cityId: activities.cityId, startTime: activities.startTime })
      .from(activities)
      .where(eq(activities.seriesId, (await seriesOf(ids[0] ?? '')) ?? ''))
      .orderBy(asc(activities.startTime));
    expect(rows.map((r) => r.cityId)).toEqual([lisbon.id, lisbon.id, lisbon.id]);
    expect(rows.map((r) => r.startTime.toISOString())).toEqual([
      '2027-10-21T09:00:00.000Z',
      '2027-10-28T09:00:00.000Z',
      '2027-11-04T10:00:00.000Z',
    ]);

    // Its editor reads the city it is fixed to, and the clock the host types on.
    const editor = await ctx.app.inject({
      method: 'GET',
      url: `/api/host/activities/${ids[0]}`,
      headers: { cookie: host.cookie },
    });
    expect(editor.json()).toMatchObject({ city: 'lisbon', timeZone: 'Europe/Lisbon' });
  });

  it('goes to the default city when its host chose none, and an unknown city is refused on the field', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const created = await createRequest(ctx.app, host, activityInput());
    expect(created.statusCode).toBe(201);
    const [row] = await ctx.app.db
      .select({ cityId: activities.cityId })
      .from(activities)
      .where(eq(activities.id, (created.json() as { ids: string[] }).ids[0] ?? ''));
    const [barcelona] = CityList.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/cities' })).json(),
    ).items;
    expect(row?.cityId).toBe(barcelona?.id);

    const refused = await createRequest(ctx.app, host, activityInput({ city: 'atlantis' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { fields: { city: HOSTING_MESSAGES.unknownCity } },
    });
  });
});

async function seriesOf(id: string) {
  const [row] = await ctx.app.db
    .select({ seriesId: activities.seriesId })
    .from(activities)
    .where(eq(activities.id, id));
  return row?.seriesId;
}

describe('a private date asked for a Lisbon activity', () => {
  it("is read on Lisbon's clock: 18:30 asked is 18:30 in Lisbon, and the request says so", async () => {
    const activity = await lisbonActivity({ privateMinimumCents: 20_000, privateMaxGroup: 12 });
    const guest = await signUp(ctx.app);
    const day = isoDate(barcelonaDay(new Date(Date.now() + 5 * 24 * HOUR), LISBON));
    const request = await requestMade(ctx.app, guest, activity.id, aRequest({ day, time: '18:30' }));
    expect(formatDateTime(request.startsAt, 'en', undefined, LISBON)).toMatch(/· 18:30$/);
    expect(request.activity.timeZone).toBe(LISBON);
  });
});
