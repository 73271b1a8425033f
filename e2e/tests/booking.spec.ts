import type { Page } from '@playwright/test';
import { expect, test } from './console-guard.ts';
import { seededActivityId } from './seeded-activities.ts';
import { type Credentials, newGuest, signIn } from './sign-in.ts';

/*
 * Booking and paying with the built-in test provider (no Stripe key): its TEST MODE page at /pay/{id}.
 * Each journey signs up a guest of its own and books an activity no other spec books (all by hosts with
 * payouts), so journeys in parallel and retries read spot counts nobody else moves.
 */
const PAID = 'Pintxos Crawl on Carrer de Blai'; // €25 a person
const DECLINED = 'Street Art Walk in Poblenou';
const REFUNDED = 'Gothic Quarter Pub Crawl';
const ANONYMOUS = 'Outdoor Bootcamp on the Montjuïc Steps';
/** The seed's one sold-out activity, with people already waiting. */
const SOLD_OUT = 'Secret Supper Club in Gràcia';

const PAYS = '4242 4242 4242 4242';
const DECLINES = '4000 0000 0000 0002';

const spotsAvailable = (count: number) => (count === 1 ? '1 spot available' : `${count} spots available`);

function bookingArea(page: Page) {
  return page.getByRole('complementary', { name: 'Price and booking' });
}

/** The 'N spots available' fact of the activity page. */
async function spotsLeft(page: Page): Promise<number> {
  const text = await bookingArea(page)
    .getByText(/^\d+ spots? available$/)
    .innerText();
  return Number.parseInt(text, 10);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Berta Puig');
}

/** A paid booking made without the browser: checkout, then the test provider's form posted with a paying card. */
async function paidBooking(page: Page, activityId: string, spots: number) {
  const checkout = await page.request.post('/api/checkout', { data: { activityId, spots } });
  expect(checkout.status()).toBe(201);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await page.request.post(url, {
    form: { number: PAYS, expiry: '12 / 34', cvc: '123', name: 'Berta Puig' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

test.describe('booking and paying', () => {
  // Each goes through several pages and the payment page, and signs a guest up and in first.
  test.describe.configure({ timeout: 60_000 });
  let guest: Credentials;
  test.beforeEach(async ({ page }) => {
    guest = await newGuest(page.request, 'Berta Puig');
  });

  test('a guest books for 2 people and pays with a test card', async ({ page, consoleErrors }) => {
    const activityId = await seededActivityId(page.request, PAID, 'upcoming');
    await signIn(page, guest);
    await page.goto(`/activity/${activityId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(PAID);
    const area = bookingArea(page);
    const before = await spotsLeft(page);
    expect(before).toBeGreaterThanOrEqual(2);

    await area.getByLabel('Number of people').selectOption({ label: '2 people' });
    await expect(area.getByText('€50', { exact: true })).toBeVisible();
    await area.getByRole('button', { name: 'Book Now' }).click();

    await expect(page).toHaveURL(/\/pay\/[^/?]+$/);
    await expect(page.getByText('TEST MODE')).toBeVisible();
    await expect(page.getByText(PAID)).toBeVisible();
    await expect(page.getByText('€50.00', { exact: true })).toBeVisible();
    await fillCard(page, PAYS);
    await page.getByRole('button', { name: 'Pay €50.00' }).click();

    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByText('Booking confirmed! Payment successful.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Upcoming (1)' })).toHaveAttribute('aria-selected', 'true');
    const booking = page.getByRole('article', { name: PAID });
    await expect(booking).toContainText('2 people · €50 paid');
    await expect(booking).toContainText('Confirmed');

    await booking.getByRole('link', { name: PAID }).click();
    await expect(page).toHaveURL(new RegExp(`/activity/${activityId}$`));
    await expect(area.getByRole('button', { name: '✓ Booked' })).toBeDisabled();
    await expect(area.getByText(spotsAvailable(before - 2), { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a declined card books nothing, and cancelling releases the held spot', async ({
    page,
    consoleErrors,
  }) => {
    const activityId = await seededActivityId(page.request, DECLINED, 'upcoming');
    await signIn(page, guest);
    await page.goto(`/activity/${activityId}`);
    const area = bookingArea(page);
    const before = await spotsLeft(page);
    await area.getByRole('button', { name: 'Book Now' }).click();

    await expect(page).toHaveURL(/\/pay\/[^/?]+$/);
    await fillCard(page, DECLINES);
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    // Nothing is kept of the card number; the page asks for another card.
    await expect(page.getByLabel('Card number')).toHaveValue('');

    await page.getByRole('link', { name: 'Cancel and return to Sortim' }).click();
    await expect(page).toHaveURL(new RegExp(`/activity/${activityId}$`));
    await expect(page.getByText('Payment cancelled: your spots were released')).toBeVisible();
    await expect(area.getByText(spotsAvailable(before), { exact: true })).toBeVisible();
    await expect(area.getByRole('button', { name: 'Book Now' })).toBeEnabled();

    await page.goto('/bookings');
    await expect(page.getByRole('tab', { name: 'Upcoming (0)' })).toBeVisible();
    await expect(page.getByText('No upcoming bookings yet')).toBeVisible();
    // The decline is a 402 answer to the form post; the browser reports the status of the page itself.
    expect(consoleErrors.filter((error) => !error.includes('402'))).toEqual([]);
    consoleErrors.length = 0;
  });

  test('a refund from My Bookings returns the spots to the activity', async ({ page, consoleErrors }) => {
    const activityId = await seededActivityId(page.request, REFUNDED, 'upcoming');
    await signIn(page, guest);
    await page.goto(`/activity/${activityId}`);
    const before = await spotsLeft(page);
    await paidBooking(page, activityId, 2);

    await page.goto('/bookings');
    const booking = page.getByRole('article', { name: REFUNDED });
    await expect(booking).toContainText('2 people · €30 paid');
    const upcomingBefore = Number(
      /\((\d+)\)/.exec((await page.getByRole('tab', { name: /^Upcoming/ }).textContent()) ?? '')?.[1],
    );
    await booking.getByRole('button', { name: 'Request Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a refund?' });
    await expect(dialog).toContainText('Refunds arrive within 5-10 business days and cannot be undone.');
    await expect(dialog).toContainText(
      `€30 for 2 people at “${REFUNDED}” goes back to the card you paid with`,
    );

    // Hold the answer back long enough to see the dialog at work.
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/bookings/*/refund', async (route) => {
      await answered;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Confirm Refund' }).click();
    await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Keep Booking' })).toBeDisabled();
    release();

    await expect(page.getByText('Refund processed successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    // A refunded booking no longer counts as upcoming: it leaves Upcoming and is kept under Cancelled.
    const upcomingTab = page.getByRole('tab', { name: /^Upcoming \(\d+\)$/ });
    await expect(upcomingTab).toHaveText(`Upcoming (${upcomingBefore - 1})`);
    await expect(booking).toHaveCount(0);
    await page.getByRole('tab', { name: /^Cancelled \(\d+\)$/ }).click();
    await expect(booking).toContainText('Refunded');
    await expect(booking.getByRole('button', { name: 'Request Refund' })).toHaveCount(0);

    await page.goto(`/activity/${activityId}`);
    await expect(bookingArea(page).getByText(spotsAvailable(before), { exact: true })).toBeVisible();
    await expect(bookingArea(page).getByRole('button', { name: 'Book Now' })).toBeEnabled();
    expect(consoleErrors).toEqual([]);
  });

  test('a guest joins and leaves the waitlist of a sold-out activity', async ({ page, consoleErrors }) => {
    const activityId = await seededActivityId(page.request, SOLD_OUT, 'upcoming');
    await signIn(page, guest);
    await page.goto(`/activity/${activityId}`);
    const area = bookingArea(page);
    await expect(area.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    await expect(area.getByRole('button', { name: 'Book Now' })).toHaveCount(0);

    await area.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByText('Added to waitlist')).toBeVisible();
    await expect(area.getByText("You're on the waitlist.", { exact: false })).toBeVisible();
    await area.getByRole('button', { name: 'Leave Waitlist' }).click();
    await expect(page.getByText('Removed from waitlist')).toBeVisible();
    await expect(area.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    await expect(area.getByText("You're on the waitlist.", { exact: false })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test('an anonymous Book Now asks to sign in first', async ({ page, consoleErrors }) => {
  const activityId = await seededActivityId(page.request, ANONYMOUS, 'upcoming');
  await page.goto(`/activity/${activityId}`);
  await bookingArea(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText('Please sign in to book this activity')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
