import { groupTicketCode } from '@sortim/contracts/bookings';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { bookingReminders, bookings, emailOutbox, tickets } from '#src/db/schema.ts';
import { barcelonaTime, HOUR } from '#src/lib/barcelona-time.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';
import { type ReminderContext, sendDueReminders } from './reminders.service.ts';

/*
 * The reminder job on a real database with a controlled clock: each run is given its instant. The
 * activities are in 2027, so the app's own schedule (stopped here anyway) could never find them due.
 */

const ctx = useTestApp();
let reminders: ReminderContext;
beforeAll(async () => {
  await ctx.app.jobs.boss.offWork('reminders.send');
  reminders = { db: ctx.app.db, mailer: ctx.app.mailer, publicUrl: ctx.config.publicUrl };
});

const at = (iso: string) => new Date(iso);
const run = (now: Date) => sendDueReminders(reminders, now);

/** A host's activity starting at `start` with one guest's paid booking of `spots` (their e-mail unique). */
async function bookedActivity(
  db: Database,
  start: Date,
  options: {
    spots?: number;
    locale?: 'en' | 'es' | 'ca';
    remindersEnabled?: boolean;
    deleted?: boolean;
    status?: 'paid' | 'refunded' | 'cancelled';
    bookedAt?: Date;
    activity?: Omit<Parameters<typeof createActivity>[1], 'hostId'>;
  } = {},
) {
  const host = await createHost(db, { profile: { displayName: 'Marta Puig' } });
  const activity = await createActivity(db, {
    title: 'Tapas walk in the Gothic Quarter',
    startTime: start,
    endTime: new Date(start.getTime() + 2 * HOUR),
    locationName: 'Plaça del Rei',
    address: 'Plaça del Rei, 08002 Barcelona',
    ...options.activity,
    hostId: host.id,
  });
  const guest = await createUser(db, {
    profile: {
      displayName: 'Jordi',
      locale: options.locale ?? 'en',
      remindersEnabled: options.remindersEnabled ?? true,
      ...(options.deleted ? { deletedAt: new Date() } : {}),
    },
  });
  const booking = await createBooking(db, {
    userId: guest.id,
    activityId: activity.id,
    spots: options.spots ?? 1,
    status: options.status ?? 'paid',
    ...(options.status === 'refunded' ? { refundedAt: new Date(), refundedCents: 1500 } : {}),
    ...(options.bookedAt ? { createdAt: options.bookedAt } : {}),
  });
  return { host, activity, guest, booking };
}

function mailTo(db: Database, to: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.createdAt));
}

const calendarOf = (row: { attachments: { content: string }[] }) =>
  row.attachments.map((a) => Buffer.from(a.content, 'base64').toString('utf8')).join('');

describe('the day-before reminder', () => {
  it('is due at the same Barcelona time the day before: 23 real hours before a start on the day the clocks go forward', async () => {
    // 2027-03-28 10:00 in Barcelona is 08:00 UTC (summer time since 02:00); 10:00 the day before is 09:00 UTC.
    const start = barcelonaTime({ year: 2027, month: 3, day: 28 }, '10:00');
    expect(start.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    const { guest } = await bookedActivity(ctx.app.db, start);

    expect(await run(at('2027-03-27T08:59:00Z'))).toEqual({ day_before: 0, two_hours: 0 });
    expect(await run(at('2027-03-27T09:00:00Z'))).toEqual({ day_before: 1, two_hours: 0 });
    expect(await run(at('2027-03-27T09:05:00Z'))).toEqual({ day_before: 0, two_hours: 0 });

    const mail = await mailTo(ctx.app.db, guest.email);
    expect(mail.map((m) => m.subject)).toEqual(['Tomorrow: Tapas walk in the Gothic Quarter']);
  });

  it('is 25 real hours before a start on the day the clocks go back', async () => {
    // 2027-10-31 10:00 in Barcelona is 09:00 UTC (winter time since 03:00); 10:00 the day before is 08:00 UTC.
    const start = barcelonaTime({ year: 2027, month: 10, day: 31 }, '10:00');
    expect(start.toISOString()).toBe('2027-10-31T09:00:00.000Z');
    const { guest } = await bookedActivity(ctx.app.db, start);

    expect(await run(at('2027-10-30T07:59:00Z'))).toEqual({ day_before: 0, two_hours: 0 });
    expect(await run(at('2027-10-30T08:00:00Z'))).toEqual({ day_before: 1, two_hours: 0 });
    expect(await mailTo(ctx.app.db, guest.email)).toHaveLength(1);
  });

  it('says when, the meeting point, the host, every ticket, how to stop them, and carries the calendar entry (UID, current SEQUENCE)', async () => {
    const start = at('2027-05-12T17:30:00Z'); // 19:30 in Barcelona
    const { guest, booking } = await bookedActivity(ctx.app.db, start, {
      spots: 3,
      activity: { scheduleVersion: 2 },
    });
    const codes = await ctx.app.db
      .select({ code: tickets.code })
      .from(tickets)
      .where(eq(tickets.bookingId, booking.id))
      .orderBy(asc(tickets.seat));
    expect(codes).toHaveLength(3);

    await run(at('2027-05-11T17:30:00Z'));

    const [mail] = await mailTo(ctx.app.db, guest.email);
    if (!mail) throw new Error('no reminder');
    expect(mail.text).toContain('Hi Jordi,');
    expect(mail.text).toContain('A reminder: Tapas walk in the Gothic Quarter is tomorrow.');
    expect(mail.text).toContain('19:30');
    expect(mail.text).toContain('Meeting point: Plaça del Rei, Plaça del Rei, 08002 Barcelona');
    expect(mail.text).toContain('Your host: Marta Puig');
    expect(mail.text).toContain('Your 3 tickets (show them at the door):');
    codes.forEach(({ code }, i) => {
      expect(mail.text).toContain(`Ticket ${i + 1}: ${groupTicketCode(code)}`);
      expect(mail.html).toContain(groupTicketCode(code));
    });
    expect(mail.text).toContain(`See your tickets: ${ctx.config.publicUrl}/tickets/${booking.id}`);
    expect(mail.text).toContain(
      `turn off reminder e-mails in your profile (${ctx.config.publicUrl}/profile)`,
    );
    const calendar = calendarOf(mail);
    expect(calendar).toContain(`UID:booking-${booking.id}@sortim.app`);
    expect(calendar).toContain('SEQUENCE:2');
    expect(calendar).toContain('DTSTART:20270512T173000Z');
  });

  it('is in the guest’s language', async () => {
    const start = at('2027-05-13T17:30:00Z');
    const es = await bookedActivity(ctx.app.db, start, { locale: 'es' });
    const ca = await bookedActivity(ctx.app.db, start, { locale: 'ca' });

    await run(at('2027-05-12T17:30:00Z'));

    const [toEs] = await mailTo(ctx.app.db, es.guest.email);
    const [toCa] = await mailTo(ctx.app.db, ca.guest.email);
    expect(toEs?.subject).toBe('Mañana: Tapas walk in the Gothic Quarter');
    expect(toEs?.text).toContain('Punto de encuentro: Plaça del Rei');
    expect(toCa?.subject).toBe('Demà: Tapas walk in the Gothic Quarter');
    expect(toCa?.text).toContain('Punt de trobada: Plaça del Rei');
  });

  it('reads a series occurrence by the title guests know', async () => {
    const start = at('2027-05-14T17:30:00Z');
    const { guest } = await bookedActivity(ctx.app.db, start, {
      activity: { title: 'Tapas walk (2)', seriesId: crypto.randomUUID() },
    });
    await run(at('2027-05-13T17:30:00Z'));
    const [mail] = await mailTo(ctx.app.db, guest.email);
    expect(mail?.subject).toBe('Tomorrow: Tapas walk');
  });
});

describe('the two-hour reminder', () => {
  it('follows the day-before one, 2 real hours before the start, once', async () => {
    const start = at('2027-06-01T08:00:00Z');
    const { guest, booking } = await bookedActivity(ctx.app.db, start);

    expect(await run(at('2027-05-31T08:00:00Z'))).toEqual({ day_before: 1, two_hours: 0 });
    expect(await run(at('2027-06-01T05:59:00Z'))).toEqual({ day_before: 0, two_hours: 0 });
    expect(await run(at('2027-06-01T06:00:00Z'))).toEqual({ day_before: 0, two_hours: 1 });
    expect(await run(at('2027-06-01T07:00:00Z'))).toEqual({ day_before: 0, two_hours: 0 });

    const mail = await mailTo(ctx.app.db, guest.email);
    expect(mail.map((m) => m.subject)).toEqual([
      'Tomorrow: Tapas walk in the Gothic Quarter',
      'In 2 hours: Tapas walk in the Gothic Quarter',
    ]);
    expect(mail[1]?.text).toContain('starts in about 2 hours');
    const sent = await ctx.app.db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.bookingId, booking.id));
    expect(sent.map((r) => r.kind).sort()).toEqual(['day_before', 'two_hours']);
  });

  it('is the only one sent when the day-before one was not sent before it came due', async () => {
    const start = at('2027-06-02T08:00:00Z');
    const { guest } = await bookedActivity(ctx.app.db, start);

    expect(await run(at('2027-06-02T06:10:00Z'))).toEqual({ day_before: 0, two_hours: 1 });
    expect(await run(at('2027-06-02T06:15:00Z'))).toEqual({ day_before: 0, two_hours: 0 });
    const mail = await mailTo(ctx.app.db, guest.email);
    expect(mail.map((m) => m.subject)).toEqual(['In 2 hours: Tapas walk in the Gothic Quarter']);
  });
});

describe('who gets no reminder', () => {
  it('a booking made after the day-before moment gets only the two-hour one; one made after that, none', async () => {
    const start = at('2027-06-03T08:00:00Z');
    const late = await bookedActivity(ctx.app.db, start, { bookedAt: at('2027-06-02T09:00:00Z') });
    const later = await bookedActivity(ctx.app.db, start, { bookedAt: at('2027-06-03T06:30:00Z') });

    expect(await run(at('2027-06-02T09:30:00Z'))).toEqual({ day_before: 0, two_hours: 0 });
    expect(await run(at('2027-06-03T06:00:00Z'))).toEqual({ day_before: 0, two_hours: 1 });
    expect(await run(at('2027-06-03T07:00:00Z'))).toEqual({ day_before: 0, two_hours: 0 });
    expect(await mailTo(ctx.app.db, late.guest.email)).toHaveLength(1);
    expect(await mailTo(ctx.app.db, later.guest.email)).toHaveLength(0);
  });

  it('refunded and cancelled bookings, cancelled and unpublished activities, guests who turned reminders off, deleted accounts', async () => {
    const start = at('2027-06-04T08:00:00Z');
    const guests = await Promise.all([
      bookedActivity(ctx.app.db, start, { status: 'refunded' }),
      bookedActivity(ctx.app.db, start, { status: 'cancelled' }),
      bookedActivity(ctx.app.db, start, { activity: { status: 'cancelled' } }),
      bookedActivity(ctx.app.db, start, { activity: { isPublished: false } }),
      bookedActivity(ctx.app.db, start, { remindersEnabled: false }),
      bookedActivity(ctx.app.db, start, { deleted: true }),
    ]);

    expect(await run(at('2027-06-03T08:00:00Z'))).toEqual({ day_before: 0, two_hours: 0 });
    expect(await run(at('2027-06-04T06:00:00Z'))).toEqual({ day_before: 0, two_hours: 0 });
    for (const { guest } of guests) expect(await mailTo(ctx.app.db, guest.email)).toHaveLength(0);
  });

  it('a booking refunded after its day-before reminder gets no two-hour one', async () => {
    const start = at('2027-06-09T08:00:00Z');
    const { guest, booking } = await bookedActivity(ctx.app.db, start);
    expect(await run(at('2027-06-08T08:00:00Z'))).toEqual({ day_before: 1, two_hours: 0 });
    await ctx.app.db
      .update(bookings)
      .set({ status: 'refunded', refundedAt: new Date(), refundedCents: booking.amountCents })
      .where(eq(bookings.id, booking.id));

    expect(await run(at('2027-06-09T06:00:00Z'))).toEqual({ day_before: 0, two_hours: 0 });
    expect(await mailTo(ctx.app.db, guest.email)).toHaveLength(1);
  });

  it('an activity that has started', async () => {
    const start = at('2027-06-05T08:00:00Z');
    const { guest } = await bookedActivity(ctx.app.db, start);
    expect(await run(at('2027-06-05T08:00:00Z'))).toEqual({ day_before: 0, two_hours: 0 });
    expect(await run(at('2027-06-05T09:00:00Z'))).toEqual({ day_before: 0, two_hours: 0 });
    expect(await mailTo(ctx.app.db, guest.email)).toHaveLength(0);
  });
});

describe('sending once', () => {
  it('two workers running at once send each kind once', async () => {
    const start = at('2027-06-06T08:00:00Z');
    const { guest } = await bookedActivity(ctx.app.db, start, { spots: 2 });

    const dayBefore = await Promise.all([run(at('2027-06-05T08:00:00Z')), run(at('2027-06-05T08:00:00Z'))]);
    const twoHours = await Promise.all([run(at('2027-06-06T06:00:00Z')), run(at('2027-06-06T06:01:00Z'))]);

    expect(dayBefore.reduce((n, r) => n + r.day_before, 0)).toBe(1);
    expect(twoHours.reduce((n, r) => n + r.two_hours, 0)).toBe(1);
    const mail = await mailTo(ctx.app.db, guest.email);
    expect(mail.map((m) => m.subject)).toEqual([
      'Tomorrow: Tapas walk in the Gothic Quarter',
      'In 2 hours: Tapas walk in the Gothic Quarter',
    ]);
  });

  it('sends at most a batch per run, the rest at the next', async () => {
    const start = at('2027-06-07T08:00:00Z');
    await bookedActivity(ctx.app.db, start);
    await bookedActivity(ctx.app.db, start);
    await bookedActivity(ctx.app.db, start);
    const now = at('2027-06-06T08:00:00Z');

    expect(await sendDueReminders(reminders, now, 2)).toEqual({ day_before: 2, two_hours: 0 });
    expect(await sendDueReminders(reminders, now, 2)).toEqual({ day_before: 1, two_hours: 0 });
    expect(await sendDueReminders(reminders, now, 2)).toEqual({ day_before: 0, two_hours: 0 });
  });
});
