import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, bookings, emailOutbox } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookAndPay, startCheckoutAs, subjectsTo, TEST_CARD, testProviderOf } from '#src/test/checkout.ts';
import { createAs, payingHost } from '#src/test/host-activities.ts';

/*
 * A series is one activity to guests: what a guest is sent about a date of it (the payment page, their
 * e-mails and calendar entry) names the series without the ' (3)' its host's lists number it by, while
 * the host's notices keep the number that tells them which date was booked.
 */

const ctx = useTestApp();

/** A weekly series of three by `host`, as the create form makes it; returns its third date's id. */
async function thirdDate(host: TestAccount): Promise<string> {
  const [, , third] = await createAs(ctx.app, host, {
    title: 'Paella class',
    recurrence: { frequency: 'weekly', occurrences: 3 },
  });
  if (!third) throw new Error('the series has no third date');
  const [row] = await ctx.app.db
    .select({ title: activities.title, seriesId: activities.seriesId })
    .from(activities)
    .where(eq(activities.id, third));
  expect(row?.title).toBe('Paella class (3)');
  expect(row?.seriesId).not.toBeNull();
  return third;
}

async function mailsTo(to: string) {
  return ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
}

describe('a series date in what its guest is sent', () => {
  it('names the series on the payment page, the confirmation and its calendar entry; the host’s notice keeps the date’s number', async () => {
    const host = await payingHost(ctx.app);
    const id = await thirdDate(host);
    const guest = await signUp(ctx.app, { name: 'Núria Guest' });

    const checkout = await startCheckoutAs(ctx.app, guest, id, 2);
    const page = await ctx.app.inject({ method: 'GET', url: `/pay/${checkout.sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p class="description">Paella class</p>');
    expect(page.body).not.toContain('(3)');
    const paid = await testProviderOf(ctx.app).pay(checkout.sessionId, TEST_CARD);
    expect(paid.kind).toBe('paid');
    const [booking] = await ctx.app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.paymentSessionId, checkout.paymentSessionId));
    expect(booking).toBeDefined();

    const [confirmation, ...others] = await mailsTo(guest.email);
    expect(others).toEqual([]);
    expect(confirmation?.subject).toBe('Booking confirmed: Paella class');
    expect(confirmation?.text).toContain('What: Paella class\n');
    expect(confirmation?.text).not.toContain('(3)');
    expect(confirmation?.html).not.toContain('(3)');
    // The calendar entry, then each seat's ticket (its QR code).
    const [calendar, ...moreFiles] = confirmation?.attachments ?? [];
    expect(moreFiles.map((file) => file.filename)).toEqual(['ticket-1.png', 'ticket-2.png']);
    expect(calendar?.filename).toBe('sortim-paella-class.ics');
    // The outbox keeps an attachment's content base64-encoded.
    const ics = Buffer.from(calendar?.content ?? '', 'base64').toString('utf8');
    expect(ics).toContain('SUMMARY:Paella class\r\n');
    expect(ics).not.toContain('(3)');

    expect(await subjectsTo(ctx.app, host.email)).toEqual(['New booking: Paella class (3)']);
  });

  it('names the series in the guest’s refund e-mail; the host’s cancellation notice keeps the date’s number', async () => {
    const host = await payingHost(ctx.app);
    const id = await thirdDate(host);
    const guest = await signUp(ctx.app, { name: 'Pau Guest' });
    const { booking } = await bookAndPay(ctx.app, guest, id, 1);

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/refund`,
      headers: { cookie: guest.cookie },
    });

    expect(res.statusCode).toBe(200);
    const refund = (await mailsTo(guest.email)).find((m) => m.subject.startsWith('Refund processed'));
    expect(refund?.subject).toBe('Refund processed: Paella class');
    expect(refund?.text).toContain('on Paella class has been processed');
    expect(refund?.text).not.toContain('(3)');
    expect(await subjectsTo(ctx.app, host.email)).toEqual([
      'New booking: Paella class (3)',
      'Booking cancelled: Paella class (3)',
    ]);
  });
});
