import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, profiles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookAndPay, subjectsTo } from '#src/test/checkout.ts';
import { createAs, enablePayouts, payingHost } from '#src/test/host-activities.ts';

/* Hosts hear of each new paid booking and each guest cancellation, at the address given on becoming a host. */

const ctx = useTestApp();

/** Someone who became a host through Quick Setup, naming `notificationEmail`, with payouts working. */
async function hostNotifiedAt(notificationEmail: string): Promise<TestAccount> {
  const host = await signUp(ctx.app, { name: 'Marta Host' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/host/become',
    headers: { cookie: host.cookie },
    payload: { phone: '+34 600 123 456', notificationEmail, activityType: 'Cook Together' },
  });
  if (res.statusCode !== 200) throw new Error(`become host failed: ${res.body}`);
  await enablePayouts(ctx.app, host.id);
  return host;
}

const noticeAddress = () => `notices-${randomUUID().slice(0, 8)}@example.test`;

async function mailTo(to: string, subject: string) {
  const rows = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  return rows.filter((r) => r.subject === subject);
}

const refund = (bookingId: string, guest: TestAccount) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/refund`,
    headers: { cookie: guest.cookie },
  });

describe('host notices', () => {
  it('e-mails the host at their notification address for a new paid booking', async () => {
    const address = noticeAddress();
    const host = await hostNotifiedAt(address);
    const [id] = (await createAs(ctx.app, host, { title: 'Paella class' })) as [string];
    const guest = await signUp(ctx.app, { name: 'Núria Guest' });

    await bookAndPay(ctx.app, guest, id, 2);

    const [notice, ...more] = await mailTo(address, 'New booking: Paella class');
    expect(more).toEqual([]);
    expect(notice?.text).toContain('Núria Guest');
    expect(notice?.text).toContain(`/activity/${id}`);
    // Not to the account's own address as well.
    expect(await subjectsTo(ctx.app, host.email)).toEqual([]);
  });

  it('e-mails the host when a guest cancels and is refunded', async () => {
    const address = noticeAddress();
    const host = await hostNotifiedAt(address);
    const [id] = (await createAs(ctx.app, host, { title: 'Tapas crawl' })) as [string];
    const guest = await signUp(ctx.app, { name: 'Pau Guest' });
    const { booking } = await bookAndPay(ctx.app, guest, id, 1);

    const res = await refund(booking.id, guest);

    expect(res.statusCode).toBe(200);
    const [notice, ...more] = await mailTo(address, 'Booking cancelled: Tapas crawl');
    expect(more).toEqual([]);
    expect(notice?.text).toContain('Pau Guest');
    expect(await subjectsTo(ctx.app, address)).toEqual([
      'New booking: Tapas crawl',
      'Booking cancelled: Tapas crawl',
    ]);
  });

  it('uses the account’s address when the host gave no notification address', async () => {
    const host = await payingHost(ctx.app);
    const [id] = (await createAs(ctx.app, host, { title: 'Kayak at dawn' })) as [string];

    await bookAndPay(ctx.app, await signUp(ctx.app), id, 1);

    expect(await subjectsTo(ctx.app, host.email)).toEqual(['New booking: Kayak at dawn']);
  });

  it('sends nothing to a host who turned notifications off', async () => {
    const address = noticeAddress();
    const host = await hostNotifiedAt(address);
    await ctx.app.db.update(profiles).set({ notificationsEnabled: false }).where(eq(profiles.id, host.id));
    const [id] = (await createAs(ctx.app, host, { title: 'Wine tasting' })) as [string];
    const guest = await signUp(ctx.app);

    const { booking } = await bookAndPay(ctx.app, guest, id, 1);
    expect((await refund(booking.id, guest)).statusCode).toBe(200);

    expect(await subjectsTo(ctx.app, address)).toEqual([]);
    expect(await subjectsTo(ctx.app, host.email)).toEqual([]);
    // The guest still hears of their own booking and refund.
    expect(await subjectsTo(ctx.app, guest.email)).toHaveLength(2);
  });
});
