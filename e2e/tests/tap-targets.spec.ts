import type { Locator, Page } from '@playwright/test';
import { type Account, newAccount, newActivity, newHost, paidBooking, unique } from './admin-helpers.ts';
import { expect, test } from './console-guard.ts';
import { seededActivityId } from './seeded-activities.ts';

/*
 * On a phone every key action is at least 44 x 44 px, a finger's reach (WCAG 2.5.5, Apple's and Google's
 * guides; issue 34 found card buttons, Save, Share, Back, chips, check boxes and Close at 20 to 40 px).
 * The key actions, page by page:
 * - home: a card's Save (the heart) and 'Join now', the tab bar's entries;
 * - explore: the quick chips, 'Filters', an active filter's remove button and 'Clear all'; in the filter
 *   drawer its check boxes (their rows), the price thumbs, 'Close' and 'Show N activities';
 * - an activity page: Save, Share, the way back, 'Show all N dates', the booking bar's button, the review
 *   form's stars, and the visitor header's 'Go back' and 'Sign in';
 * - My Bookings: 'Show tickets', 'Request Refund', 'Cancel booking', and the refund dialog's Close and Keep;
 * - the door: 'Back to Guests', 'Start camera', the search and 'Check in'.
 * Each is measured where it is on the page; a failure names every action that is too small, and its size.
 */

const PHONE = { width: 390, height: 844 };
const MIN = 44;
const SERIES = 'Sunrise Yoga on Barceloneta Beach';

type Target = [name: string, locator: Locator];

/** The targets smaller than MIN either way, as 'name: W x H px' (or 'not shown'). */
async function tooSmall(targets: Target[]): Promise<string[]> {
  const failures: string[] = [];
  for (const [name, locator] of targets) {
    if (!(await locator.isVisible())) {
      failures.push(`${name}: not shown`);
      continue;
    }
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    // Sub-pixel layout: 43.99 is 44.
    if (!box || box.width < MIN - 0.01 || box.height < MIN - 0.01) {
      failures.push(`${name}: ${box ? `${Math.round(box.width)} x ${Math.round(box.height)} px` : 'no box'}`);
    }
  }
  return failures;
}

async function expectReachable(targets: Target[]) {
  expect(await tooSmall(targets), `key actions under ${MIN} x ${MIN} px at ${PHONE.width} px`).toEqual([]);
}

/** Signs the page's browser in through the API (these journeys are about sizes, not the sign-in form). */
async function signInAs(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  expect(res.ok()).toBe(true);
}

test.describe('key actions on a phone are at least 44 x 44 px', () => {
  let host: Account;
  let guest: Account;
  let paidId: string;

  test.beforeAll(async () => {
    host = await newHost(unique('Tap Host'), { payouts: true });
    guest = await newAccount(unique('Tap Guest'));
    paidId = await newActivity(host, unique('Tap old town walk'), { days: 30, priceCents: 1500 });
    const freeId = await newActivity(host, unique('Tap free walk'), { days: 31, priceCents: 0 });
    await paidBooking(guest, paidId, 1);
    const free = await guest.api.post('/api/checkout', { data: { activityId: freeId, spots: 1 } });
    expect(free.status()).toBe(201);
  });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('home: the cards and the tab bar', async ({ page, consoleErrors }) => {
    await signInAs(page, guest);
    await page.goto('/home');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Bottom navigation' });
    await expectReachable([
      ["a card's Save", card.getByRole('button', { name: 'Save', exact: true })],
      ["a card's Join now", card.getByRole('link', { name: 'Join now' })],
      ['tab bar: Home', tabs.getByRole('link', { name: 'Home' })],
      ['tab bar: Explore', tabs.getByRole('link', { name: 'Explore' })],
      ['tab bar: Bookings', tabs.getByRole('link', { name: 'Bookings' })],
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('explore: the chips and the filter drawer', async ({ page, consoleErrors }) => {
    await signInAs(page, guest);
    await page.goto('/explore');
    const chips = page.getByRole('list', { name: 'Quick filters' });
    await expect(chips.getByRole('button', { name: 'Free' })).toBeVisible();
    await expectReachable([
      ['chip: This Weekend', chips.getByRole('button', { name: 'This Weekend' })],
      ['chip: Free', chips.getByRole('button', { name: 'Free' })],
      ['chip: Beginner-Friendly', chips.getByRole('button', { name: 'Beginner-Friendly' })],
      ['Filters', page.getByRole('button', { name: /^Filters/ })],
    ]);

    await chips.getByRole('button', { name: 'Beginner-Friendly' }).click();
    const active = page.getByRole('list', { name: 'Active filters' });
    await expect(active).toBeVisible();
    await expectReachable([
      ["an active filter's remove", active.getByRole('button', { name: /^Remove filter/ }).first()],
      ['Clear all', page.getByRole('button', { name: 'Clear all' })],
    ]);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const box = (name: string) =>
      drawer.locator('label').filter({ has: page.getByRole('checkbox', { name }) });
    await expectReachable([
      ['drawer: a category check box', box('Be Active')],
      ['drawer: a time of day check box', box('Morning')],
      ['drawer: a level check box', box('Beginner')],
      ['drawer: the lowest price thumb', drawer.getByRole('slider', { name: 'Minimum price' })],
      ['drawer: the highest price thumb', drawer.getByRole('slider', { name: 'Maximum price' })],
      ['drawer: Close', drawer.getByRole('button', { name: 'Close' })],
      ['drawer: Show N activities', drawer.getByRole('button', { name: /^Show .*activit/ })],
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('an activity page, signed out: Save, Share, the way back, dates, booking and the review stars', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/activity/${await seededActivityId(page.request, SERIES, 'upcoming')}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    const bar = page.getByRole('region', { name: 'Book this activity' });
    const star = (count: number) =>
      page.locator('label').filter({
        has: page.getByRole('radio', { name: `${count} star${count === 1 ? '' : 's'} out of 5` }),
      });
    // The review form loads as its place comes near.
    await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    await expect(star(1)).toBeVisible();
    await expectReachable([
      ['header: Go back', header.getByRole('button', { name: 'Go back' })],
      ['header: Sign in', header.getByRole('link', { name: 'Sign in' })],
      ['Back to home', page.getByRole('link', { name: 'Back to home' })],
      // The page's own heart, before the cards' of 'More like this'.
      ['Save', page.getByRole('button', { name: 'Save', exact: true }).first()],
      ['Share', page.getByRole('button', { name: 'Share' })],
      ['Show all dates', page.getByRole('button', { name: /^Show all \d+ dates$/ })],
      ["the booking bar's Book Now", bar.getByRole('button', { name: 'Book Now' })],
      ['review: 1 star', star(1)],
      ['review: 5 stars', star(5)],
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('an activity page, signed in: the way back and the booked guest’s bar', async ({
    page,
    consoleErrors,
  }) => {
    await signInAs(page, guest);
    await page.goto(`/activity/${paidId}`);
    const bar = page.getByRole('region', { name: 'Book this activity' });
    await expect(bar.getByRole('link', { name: 'Show tickets' })).toBeVisible();
    await expectReachable([
      ['Back to Explore', page.getByRole('link', { name: 'Back to Explore' })],
      // The page's own heart, before the cards' of 'More like this'.
      ['Save', page.getByRole('button', { name: 'Save', exact: true }).first()],
      ['Share', page.getByRole('button', { name: 'Share' })],
      ["the booking bar's Show tickets", bar.getByRole('link', { name: 'Show tickets' })],
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test("My Bookings: a booking's actions and the refund dialog's Close", async ({ page, consoleErrors }) => {
    await signInAs(page, guest);
    await page.goto('/bookings');
    await expect(page.getByRole('link', { name: 'Show tickets' }).first()).toBeVisible();
    await expectReachable([
      ['Show tickets', page.getByRole('link', { name: 'Show tickets' }).first()],
      ['Request Refund', page.getByRole('button', { name: 'Request Refund' }).first()],
      ['Cancel booking', page.getByRole('button', { name: 'Cancel booking' }).first()],
    ]);

    await page.getByRole('button', { name: 'Request Refund' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectReachable([
      ["a dialog's Close", dialog.getByRole('button', { name: 'Close' })],
      ["the dialog's Keep Booking", dialog.getByRole('button', { name: 'Keep Booking' })],
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('the door: back, camera, search and Check in', async ({ page, consoleErrors }) => {
    await signInAs(page, host);
    await page.goto(`/check-in/${paidId}`);
    const search = page.getByRole('searchbox', { name: 'Search by name or ticket code' });
    await expect(page.getByText(/\d+ of \d+ in/)).toBeVisible();
    await search.fill(guest.name.split(' ')[0] ?? guest.name);
    await expectReachable([
      ['Back to Guests', page.getByRole('link', { name: 'Back to Guests' })],
      ['Start camera', page.getByRole('button', { name: 'Start camera' })],
      ['the search', search],
      ['Check in', page.getByRole('button', { name: /^Check in/ }).first()],
    ]);
    expect(consoleErrors).toEqual([]);
  });
});
