import type { MyBookingList } from '@sortim/contracts/bookings';
import { HOSTING_MESSAGES } from '@sortim/contracts/hosting';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, bookings, emailOutbox } from '#src/db/schema.ts';
import { bookingEventUid } from '#src/lib/calendar/booking-event.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookAndPay } from '#src/test/checkout.ts';
import { createActivity } from '#src/test/factories.ts';
import {
  DAY,
  editForm,
  HOUR,
  hostActivity,
  payingHost,
  putRequest,
  uniqueWord,
} from '#src/test/host-activities.ts';

const ctx = useTestApp();

/** The e-mails queued to one address whose subject starts with `prefix`, with their calendar files. */
async function mailsTo(email: string, prefix: string) {
  const rows = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  return rows
    .filter((row) => row.subject.startsWith(prefix))
    .map((row) => ({
      subject: row.subject,
      text: row.text,
      calendars: row.attachments.map((a) => Buffer.from(a.content, 'base64').toString('utf8')),
    }));
}

async function myBookings(guest: TestAccount) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/bookings',
    headers: { cookie: guest.cookie },
  });
  return (res.json() as MyBookingList).items;
}

/** A paid activity a week ahead with two paying guests (one speaking Spanish) and one who got a refund. */
async function bookedActivity(startsIn = 7 * DAY) {
  const host = await payingHost(ctx.app);
  const start = new Date(Date.now() + startsIn);
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title: `Sunset kayak ${uniqueWord()}`,
    priceCents: 2500,
    startTime: start,
    endTime: new Date(start.getTime() + 2 * HOUR),
  });
  const ana = await signUp(ctx.app, { name: 'Ana' });
  const bruno = await signUp(ctx.app, { name: 'Bruno', locale: 'es' });
  const gone = await signUp(ctx.app, { name: 'Gone' });
  const anaPaid = await bookAndPay(ctx.app, ana, activity.id, 2);
  const brunoPaid = await bookAndPay(ctx.app, bruno, activity.id, 1);
  const gonePaid = await bookAndPay(ctx.app, gone, activity.id, 1);
  const refund = await ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${gonePaid.booking.id}/refund`,
    headers: { cookie: gone.cookie },
  });
  expect(refund.statusCode).toBe(200);
  return { host, activity, ana, bruno, gone, anaPaid, brunoPaid };
}

const moveTo = async (host: TestAccount, id: string, changes: Parameters<typeof editForm>[1]) =>
  putRequest(ctx.app, host, id, editForm(await hostActivity(ctx.app, host, id), changes));

describe('a host moving an activity with paid guests', () => {
  it('tells every paid guest once, in their language, with the same calendar UID and a raised SEQUENCE', async () => {
    const booked = await bookedActivity();
    const newStart = new Date(booked.activity.startTime.getTime() + DAY + 2 * HOUR);

    const res = await moveTo(booked.host, booked.activity.id, {
      startTime: newStart.toISOString(),
      endTime: new Date(newStart.getTime() + 2 * HOUR).toISOString(),
      locationName: 'Platja de la Nova Icària',
    });

    expect(res.statusCode).toBe(200);
    const title = booked.activity.title;
    const [toAna, ...moreToAna] = await mailsTo(booked.ana.email, 'Changed by the host');
    expect(moreToAna).toEqual([]);
    expect(toAna?.subject).toBe(`Changed by the host: ${title}`);
    expect(toAna?.text).toContain('Where\nNow: Platja de la Nova Icària, Passeig Marítim de la Barceloneta');
    expect(toAna?.text).toContain('\nWas: Barceloneta Beach');
    expect(toAna?.text).toContain('with a full refund whatever the cancellation policy');
    expect(toAna?.calendars).toHaveLength(1);
    const calendar = toAna?.calendars[0] ?? '';
    expect(calendar).toContain(`UID:${bookingEventUid(booked.anaPaid.booking.id)}`);
    expect(calendar).toMatch(/SEQUENCE:1\r?\n/);
    expect(calendar).toContain(`DTSTART:${newStart.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);

    const toBruno = await mailsTo(booked.bruno.email, 'Cambiada por el anfitrión');
    expect(toBruno.map((m) => m.subject)).toEqual([`Cambiada por el anfitrión: ${title}`]);
    expect(toBruno[0]?.calendars[0]).toContain(`UID:${bookingEventUid(booked.brunoPaid.booking.id)}`);
    // Refunded before the move: nothing to tell.
    expect(await mailsTo(booked.gone.email, 'Changed by the host')).toEqual([]);

    // My Bookings compares with what the guest booked; the refund stays open until the new start.
    const [card] = await myBookings(booked.ana);
    expect(card).toMatchObject({
      canRefund: true,
      activity: { startTime: newStart.toISOString(), locationName: 'Platja de la Nova Icària' },
      hostChange: {
        before: { startTime: booked.activity.startTime.toISOString(), locationName: 'Barceloneta Beach' },
      },
    });

    // A second move raises the SEQUENCE again, and the card still compares with the booked values.
    const later = new Date(newStart.getTime() + HOUR);
    const again = await moveTo(booked.host, booked.activity.id, {
      startTime: later.toISOString(),
      endTime: new Date(later.getTime() + 2 * HOUR).toISOString(),
    });
    expect(again.statusCode).toBe(200);
    const both = await mailsTo(booked.ana.email, 'Changed by the host');
    expect(both).toHaveLength(2);
    expect(both.some((m) => /SEQUENCE:2\r?\n/.test(m.calendars[0] ?? ''))).toBe(true);
    const [row] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, booked.anaPaid.booking.id));
    expect(row?.hostChange?.before.startTime).toBe(booked.activity.startTime.toISOString());
    const [activity] = await ctx.app.db
      .select()
      .from(activities)
      .where(eq(activities.id, booked.activity.id));
    expect(activity?.scheduleVersion).toBe(2);

    // Moved back to what they booked: told once more, and no change left on the card.
    const back = await moveTo(booked.host, booked.activity.id, {
      startTime: booked.activity.startTime.toISOString(),
      endTime: booked.activity.endTime.toISOString(),
      locationName: booked.activity.locationName,
    });
    expect(back.statusCode).toBe(200);
    expect(await mailsTo(booked.ana.email, 'Changed by the host')).toHaveLength(3);
    const [unchanged] = await myBookings(booked.ana);
    expect(unchanged?.hostChange).toBeNull();
  });

  it('tells nobody when only the description changes', async () => {
    const booked = await bookedActivity();

    const res = await moveTo(booked.host, booked.activity.id, {
      description: 'Bring a towel and sun cream: we paddle out to watch the sun go down behind the city.',
    });

    expect(res.statusCode).toBe(200);
    expect(await mailsTo(booked.ana.email, 'Changed by the host')).toEqual([]);
    expect(await mailsTo(booked.bruno.email, 'Cambiada')).toEqual([]);
    const [card] = await myBookings(booked.ana);
    expect(card?.hostChange).toBeNull();
  });

  it('refuses a move within 24 hours of the start, and a new start less than 24 hours away', async () => {
    const soon = await bookedActivity(20 * HOUR);
    const inside = await moveTo(soon.host, soon.activity.id, {
      address: 'Carrer de la Marina 19, 08005 Barcelona',
    });
    expect(inside.statusCode).toBe(409);
    expect(inside.json()).toMatchObject({ error: { message: HOSTING_MESSAGES.scheduleLocked } });

    const week = await bookedActivity();
    const tomorrowMorning = new Date(Date.now() + 10 * HOUR);
    const tooSoon = await moveTo(week.host, week.activity.id, {
      startTime: tomorrowMorning.toISOString(),
      endTime: new Date(tomorrowMorning.getTime() + HOUR).toISOString(),
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toMatchObject({
      error: {
        message: HOSTING_MESSAGES.newStartTooSoon,
        fields: { startTime: HOSTING_MESSAGES.newStartTooSoon },
      },
    });

    // Nothing changed and nobody was told.
    for (const booked of [soon, week]) {
      const [row] = await ctx.app.db.select().from(activities).where(eq(activities.id, booked.activity.id));
      expect(row).toMatchObject({
        startTime: booked.activity.startTime,
        address: booked.activity.address,
        scheduleVersion: 0,
      });
      expect(await mailsTo(booked.ana.email, 'Changed by the host')).toEqual([]);
    }
  });

  it('moves an activity nobody has paid for freely, even within 24 hours', async () => {
    const host = await payingHost(ctx.app);
    const start = new Date(Date.now() + 20 * HOUR);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
    });
    const later = new Date(start.getTime() + 2 * HOUR);

    const res = await moveTo(host, activity.id, {
      startTime: later.toISOString(),
      endTime: new Date(later.getTime() + HOUR).toISOString(),
    });

    expect(res.statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(row).toMatchObject({ startTime: later, scheduleVersion: 0 });
  });
});
