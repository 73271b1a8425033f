import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { type Account, newAccount, newActivity, newHost, unique } from './admin-helpers.ts';
import { expect, setTheme, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * The moment after paying (issue 34): back from the test provider's payment page, My Bookings opens on a
 * confirmation of what was booked (the activity, its date, meeting point, party and amount) with 'Show
 * tickets', 'Add to calendar' and 'Share', all on a phone's first screen; it stays through a reload and a
 * Back from the tickets until dismissed. And the cards below: on a phone their buttons are a finger's size
 * and the way out stands apart from 'Show tickets'. Pictures at both widths in both themes (SHOTS_DIR,
 * default e2e/screenshots, not committed).
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'screenshots');
const CONFIRMED = 'Booking confirmed! Payment successful.';

/** A guest's checkout of `spots`, paid on the test provider's page in the browser, as a guest pays. */
async function payInBrowser(page: Page, guest: Account, activityId: string, spots: number) {
  const checkout = await page.request.post('/api/checkout', { data: { activityId, spots } });
  expect(checkout.status(), await checkout.text()).toBe(201);
  await page.goto((await checkout.json()).url);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(guest.name);
  await page.getByRole('button', { name: /^Pay €/ }).click();
}

/** Where a phone's first screen ends: the top of the tab bar fixed at the bottom, or the window's edge. */
async function foldOf(page: Page): Promise<number> {
  const tabBar = page.getByRole('navigation', { name: 'Bottom navigation' });
  const box = (await tabBar.count()) > 0 && (await tabBar.isVisible()) ? await tabBar.boundingBox() : null;
  return box?.y ?? PHONE.height;
}

async function expectAboveFold(locator: Locator, fold: number) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), 'bottom edge above the fold').toBeLessThanOrEqual(fold);
  expect(box?.y ?? -1, 'top edge on screen').toBeGreaterThanOrEqual(0);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test('after paying on a phone, the confirmation shows what was booked and what to do next, until dismissed', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const host = await newHost(unique('Confirm Host'), { payouts: true });
  const title = unique('Bunkers del Carmel sunset');
  const activityId = await newActivity(host, title, { days: 30, priceCents: 2500 });
  const guest = await newAccount(unique('Aina'));

  await page.setViewportSize(PHONE);
  await signIn(page, guest);
  await payInBrowser(page, guest, activityId, 2);

  await expect(page).toHaveURL(/\/bookings$/);
  const confirmation = page.getByRole('region', { name: CONFIRMED });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole('heading', { name: CONFIRMED })).toBeFocused();
  const { items } = (await (await guest.api.get('/api/bookings')).json()) as {
    items: { id: string; activity: { id: string } }[];
  };
  const bookingId = items.find((item) => item.activity.id === activityId)?.id;
  expect(bookingId).toBeTruthy();

  const fold = await foldOf(page);
  const facts = {
    activity: confirmation.getByRole('link', { name: title }),
    picture: confirmation.locator('img'),
    date: confirmation.getByText(/ · 20:00–22:00$/),
    meetingPoint: confirmation.getByText('Plaça Nova, Plaça Nova 5, 08002 Barcelona'),
    party: confirmation.getByText('2 people', { exact: true }),
    amount: confirmation.getByText('€50', { exact: true }),
    tickets: confirmation.getByRole('link', { name: 'Show tickets' }),
    calendar: confirmation.getByRole('link', { name: 'Add to calendar' }),
    share: confirmation.getByRole('button', { name: 'Share' }),
  };
  for (const [what, locator] of Object.entries(facts)) {
    await test.step(`${what} is on the first screen`, () => expectAboveFold(locator, fold));
  }
  await expect(confirmation.getByText('Meeting point')).toBeVisible();
  for (const action of [facts.tickets, facts.calendar, facts.share]) {
    expect((await action.boundingBox())?.height, 'a finger-sized action').toBeGreaterThanOrEqual(44);
  }
  await expectNoSidewaysScroll(page);

  // A reload keeps it (the booking is in the history entry), and so does a Back from the tickets.
  await page.reload();
  await expect(confirmation).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);
  await facts.tickets.click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${bookingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your tickets' })).toBeVisible();
  await page.goBack();
  await expect(confirmation).toBeVisible();

  // 'Add to calendar' is the booking's event, as a calendar file.
  const [download] = await Promise.all([page.waitForEvent('download'), facts.calendar.click()]);
  expect(download.suggestedFilename()).toMatch(/^sortim-bunkers-del-carmel-sunset.*\.ics$/);
  const ics = readFileSync((await download.path()) ?? '', 'utf8').replace(/\r\n[ \t]/g, '');
  expect(ics).toContain(`UID:booking-${bookingId}@sortim.app`);
  expect(ics).toContain(`SUMMARY:${title}`);

  await confirmation.getByRole('button', { name: 'Dismiss' }).click();
  await expect(confirmation).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(confirmation).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("My Bookings' buttons on a phone are a finger's size, and the way out stands apart from the tickets", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const host = await newHost(unique('Reach Host'), { payouts: true });
  const title = unique('Tibidabo funicular ride');
  const activityId = await newActivity(host, title, { days: 31, priceCents: 1800 });
  const guest = await newAccount(unique('Oriol'));
  const checkout = await guest.api.post('/api/checkout', { data: { activityId, spots: 1 } });
  const { url } = (await checkout.json()) as { url: string };
  const paid = await guest.api.post(new URL(url).pathname, {
    form: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: guest.name },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);

  await page.setViewportSize(PHONE);
  await signIn(page, guest);
  await page.goto('/bookings');
  const card = page.getByRole('article', { name: title });
  const tickets = card.getByRole('link', { name: 'Show tickets' });
  const refund = card.getByRole('button', { name: 'Request Refund' });
  await expect(refund).toBeVisible();
  const ticketsBox = await tickets.boundingBox();
  const refundBox = await refund.boundingBox();
  if (!ticketsBox || !refundBox) throw new Error('the buttons are not on screen');
  for (const box of [ticketsBox, refundBox]) {
    expect(box.height, 'tall enough for a finger').toBeGreaterThanOrEqual(44);
    expect(box.width, 'wide enough for a finger').toBeGreaterThanOrEqual(44);
  }
  // Below it, with room between: a tap that misses 'Show tickets' lands on nothing.
  expect(refundBox.y - (ticketsBox.y + ticketsBox.height), 'space between the two').toBeGreaterThanOrEqual(
    16,
  );
  await expectNoSidewaysScroll(page);
  await card.screenshot({
    path: path.join(shots, 'bookings-card-actions-mobile-light.png'),
    animations: 'disabled',
  });
  expect(consoleErrors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', PHONE],
  ] as const) {
    test(`the confirmation at ${viewport.width}px in ${theme}`, async ({ page, consoleErrors }) => {
      test.setTimeout(90_000);
      const host = await newHost(unique('Shot Host'), { payouts: true });
      const activityId = await newActivity(host, unique('Sant Pau hospital tour'), {
        days: 32,
        priceCents: 3000,
      });
      const guest = await newAccount(unique('Marina'));
      await setTheme(page, theme);
      await page.setViewportSize(viewport);
      await signIn(page, guest);
      await payInBrowser(page, guest, activityId, 3);
      const confirmation = page.getByRole('region', { name: CONFIRMED });
      await expect(confirmation).toBeVisible();
      await expect(confirmation.locator('img')).toHaveJSProperty('complete', true);
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: path.join(shots, `booking-confirmation-${name}-${theme}.png`),
        animations: 'disabled',
      });

      // Refunded, it leaves Upcoming for a tab of its own: Cancelled, beside Past.
      await confirmation.getByRole('button', { name: 'Dismiss' }).click();
      const { items } = (await (await guest.api.get('/api/bookings')).json()) as { items: { id: string }[] };
      expect((await guest.api.post(`/api/bookings/${items[0]?.id}/refund`)).status()).toBe(200);
      await page.reload();
      await page.getByRole('tab', { name: 'Cancelled (1)' }).click();
      await expect(page.getByRole('tabpanel').getByRole('article')).toContainText('Refunded');
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: path.join(shots, `bookings-cancelled-${name}-${theme}.png`),
        animations: 'disabled',
      });
      expect(consoleErrors).toEqual([]);
    });
  }
}
