import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { type Account, newAccount, newActivity, newHost, paidBooking, unique } from './admin-helpers.ts';
import { expect, setTheme, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * A guest's tickets: one per seat, each a QR code on the ticket page (/tickets/:bookingId) that reads back
 * as its code, in the confirmation e-mail too, void once refunded. Pictures of a ticket at both widths in
 * both themes (SHOTS_DIR, default e2e/screenshots, not committed).
 */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'screenshots');

// The decoder the door's polyfill uses (ZXing), here in Node with its wasm from the package, not a CDN.
prepareZXingModule({
  overrides: {
    wasmBinary: readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'))
      .buffer as ArrayBuffer,
  },
});

type Ticket = { seat: number; code: string; state: string };
type Booking = { id: string; activity: { id: string }; tickets: Ticket[] };

/** The guest's booking of the activity, as My Bookings answers it. */
async function bookingOf(guest: Account, activityId: string): Promise<Booking> {
  const { items } = (await (await guest.api.get('/api/bookings')).json()) as { items: Booking[] };
  const booking = items.find((item) => item.activity.id === activityId);
  if (!booking) throw new Error('no booking of the activity');
  return booking;
}

const grouped = (code: string) => code.match(/.{1,5}/g)?.join(' ') ?? code;

/** What a camera would read off the QR code on screen: the picture of it, decoded. */
async function scanned(qr: Locator): Promise<string[]> {
  const results = await readBarcodes(new Uint8Array(await qr.screenshot()), { formats: ['QRCode'] });
  return results.filter((result) => result.isValid).map((result) => result.text);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test('a guest books 3 seats and gets 3 tickets, each a QR code that reads back as its code, void once refunded', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const host = await newHost(unique('Tickets Host'), { payouts: true });
  const title = unique('Cathedral rooftops');
  const activityId = await newActivity(host, title, { days: 44, priceCents: 2000 });
  const guest = await newAccount(unique('Berta'));

  await signIn(page, guest);
  await page.goto(`/activity/${activityId}`);
  const area = page.getByRole('complementary', { name: 'Price and booking' });
  await area.getByLabel('Number of people').selectOption({ label: '3 people' });
  await area.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/?]+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(guest.name);
  await page.getByRole('button', { name: 'Pay €60.00' }).click();
  await expect(page.getByText('Booking confirmed! Payment successful.')).toBeVisible();

  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Show tickets' }).click();
  const booking = await bookingOf(guest, activityId);
  await expect(page).toHaveURL(new RegExp(`/tickets/${booking.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your tickets' })).toBeVisible();
  expect(booking.tickets.map((t) => [t.seat, t.state])).toEqual([
    [1, 'valid'],
    [2, 'valid'],
    [3, 'valid'],
  ]);
  const tickets = page.getByRole('article');
  await expect(tickets).toHaveCount(3);
  for (const ticket of booking.tickets) {
    const card = tickets.nth(ticket.seat - 1);
    await expect(card.getByRole('heading')).toHaveText(`Ticket ${ticket.seat} of 3`);
    await expect(card).toContainText(grouped(ticket.code));
    const qr = card.getByRole('img', { name: `QR code of ticket ${ticket.seat}` });
    expect(await scanned(qr)).toEqual([ticket.code]);
  }

  // The confirmation e-mail carries the same codes and the way back to this page.
  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/mail/messages?to=${encodeURIComponent(guest.email)}`);
      const mails = (await res.json()) as { subject: string; text: string }[];
      return mails.find((mail) => mail.subject === `Booking confirmed: ${title}`)?.text ?? '';
    })
    .toContain(`/tickets/${booking.id}`);
  const res = await page.request.get(`/dev/mail/messages?to=${encodeURIComponent(guest.email)}`);
  const [mail] = ((await res.json()) as { subject: string; text: string }[]).filter(
    (m) => m.subject === `Booking confirmed: ${title}`,
  );
  for (const ticket of booking.tickets) {
    expect(mail?.text).toContain(`Ticket ${ticket.seat} of 3: ${grouped(ticket.code)}`);
  }

  // Refunded: no code to scan any more, and it says why.
  const refund = await guest.api.post(`/api/bookings/${booking.id}/refund`);
  expect(refund.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Refunded: this ticket is no longer valid')).toHaveCount(3);
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(0);
  await expect(page.getByText(grouped(booking.tickets[0]?.code ?? ''))).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    test(`a ticket scans from the screen at ${viewport.width}px in ${theme}`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      const host = await newHost(unique('Ticket Host'), { payouts: true });
      const activityId = await newActivity(host, unique('Montjuïc castle walk'), {
        days: 45,
        priceCents: 1500,
      });
      const guest = await newAccount(unique('Jordi'));
      await paidBooking(guest, activityId, 2);
      const booking = await bookingOf(guest, activityId);

      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, guest);
      await page.goto(`/tickets/${booking.id}`);
      const first = page.getByRole('article').first();
      const qr = first.getByRole('img', { name: 'QR code of ticket 1' });
      await expect(qr).toBeVisible();
      // Large enough to scan from a phone held up at the door.
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(240);
      expect(await scanned(qr)).toEqual([booking.tickets[0]?.code]);
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: path.join(shots, `ticket-${viewport.name}-${theme}.png`),
        animations: 'disabled',
        fullPage: true,
      });

      // My Bookings leads there.
      await page.goto('/bookings');
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: 'Show tickets' }) });
      await expect(card).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await card.screenshot({
        path: path.join(shots, `bookings-card-${viewport.name}-${theme}.png`),
        animations: 'disabled',
      });
      expect(consoleErrors).toEqual([]);
    });
  }
}

test("a guest checked in at the door shows 'Attended' on their review; the host's dashboard has its check-in rate", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const host = await newHost(unique('Door Host'), { payouts: true });
  const title = unique('Sunrise swim');
  // Starts in a minute: the door is open now, and reviews open once it has started.
  const startsAt = new Date(Date.now() + 60_000);
  const activityId = await newActivity(host, title, { days: 0, startsAt, priceCents: 1000 });
  const there = await newAccount(unique('Laia'));
  const absent = await newAccount(unique('Pau'));
  await paidBooking(there, activityId, 1);
  await paidBooking(absent, activityId, 1);
  const [ticket] = (await bookingOf(there, activityId)).tickets;

  const scan = await host.api.post(`/api/host/activities/${activityId}/check-ins`, {
    data: {
      scans: [
        { nonce: randomUUID(), code: ticket?.code, action: 'check_in', scannedAt: new Date().toISOString() },
      ],
    },
  });
  expect(scan.status(), await scan.text()).toBe(200);
  expect((await bookingOf(there, activityId)).tickets[0]?.state).toBe('valid');
  for (const [guest, rating] of [
    [there, 5],
    [absent, 4],
  ] as const) {
    await expect
      .poll(
        async () =>
          (
            await guest.api.post(`/api/activities/${activityId}/reviews`, {
              data: { rating, comment: `Review by ${guest.name}` },
            })
          ).status(),
        { timeout: 120_000, intervals: [5_000] },
      )
      .toBe(201);
  }
  // Their own tickets say so too.
  const mine = await bookingOf(there, activityId);
  expect(mine.tickets[0]).toMatchObject({ checkedInAt: expect.any(String) });

  for (const [theme, viewport] of [
    ['light', WIDTHS[0]],
    ['dark', WIDTHS[1]],
  ] as const) {
    if (!viewport) continue;
    await setTheme(page, theme);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/activity/${activityId}`);
    const reviews = page.getByRole('list', { name: 'Reviews, newest first' });
    await expect(reviews.getByRole('listitem')).toHaveCount(2);
    await expect(reviews.getByRole('listitem').filter({ hasText: there.name })).toContainText('Attended');
    await expect(reviews.getByRole('listitem').filter({ hasText: absent.name })).not.toContainText(
      'Attended',
    );
    await reviews.scrollIntoViewIfNeeded();
    await reviews.screenshot({
      path: path.join(shots, `reviews-attended-${viewport.name}-${theme}.png`),
      animations: 'disabled',
    });
  }

  await signIn(page, host);
  for (const [theme, viewport] of [
    ['light', WIDTHS[0]],
    ['dark', WIDTHS[1]],
  ] as const) {
    if (!viewport) continue;
    await setTheme(page, theme);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/host-dashboard');
    // Its activity has not ended yet: nothing to count.
    await expect(page.getByText('Check-in rate', { exact: true })).toBeVisible();
    await expect(page.getByText('no past activities with bookings yet')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: path.join(shots, `host-dashboard-${viewport.name}-${theme}.png`),
      animations: 'disabled',
    });
  }
  expect(consoleErrors).toEqual([]);
});
