import type { Locator, Page } from '@playwright/test';
import { expect, test } from './console-guard.ts';
import { seededActivityId } from './seeded-activities.ts';
import { newGuest, signIn } from './sign-in.ts';

/*
 * On a phone the activity page's price per person and booking action are on the first screen and stay in
 * reach while scrolling: a bar at the bottom, where the tab bar steps aside for it. It hides nothing (the
 * page ends lower), and on a desktop the booking card beside the page is all there is.
 */
const ACTIVITY = 'Paella Masterclass on a Poble-sec Rooftop';
const PHONE = { width: 390, height: 844 };

const bar = (page: Page) => page.getByRole('region', { name: 'Book this activity' });

/** The element's box lies wholly within the viewport. */
async function expectOnScreen(locator: Locator, page: Page) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box or viewport to compare');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

test("on a phone the price and Book Now stay in reach, in a bar that takes the tab bar's place", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  const activityId = await seededActivityId(page.request, ACTIVITY, 'upcoming');
  await signIn(page, await newGuest(page.request, 'Pol Riera'));
  await page.goto(`/activity/${activityId}`);

  const price = bar(page).getByText('per person');
  const book = bar(page).getByRole('button', { name: 'Book Now' });
  await expect(book).toBeEnabled();
  await expectOnScreen(price, page);
  await expectOnScreen(book, page);
  // The tab bar steps aside for it: the bar sits at the bottom of the screen, and the fixed bars (the
  // header and this one) take 130 px of the 844, not 195 with the tab bar as well (issue 34).
  await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toBeHidden();
  const barBox = await bar(page).boundingBox();
  const headerBox = await page.getByRole('banner').boundingBox();
  if (!barBox || !headerBox) throw new Error('the header or the booking bar has no box');
  expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);
  expect(headerBox.height + barBox.height).toBeLessThanOrEqual(131);

  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews).toBeInViewport();
  await expectOnScreen(price, page);
  await expectOnScreen(book, page);

  // The end of the page (the footer's last line) scrolls clear of the bar. Sections near the end load as
  // they come near and lengthen the page, so the end is sought again until the page stops growing.
  const footerLine = page.getByText('Made with love in Barcelona');
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const end = await footerLine.boundingBox();
      const barTop = (await bar(page).boundingBox())?.y;
      return end && barTop !== undefined ? end.y + end.height - barTop : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(0);

  // Book Now in the bar brings the guest to the party size, with the panel's own Book Now below it.
  await book.click();
  const partySize = page.getByLabel('Number of people');
  await expect(partySize).toBeFocused();
  await expect(partySize).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});

test('on a desktop there is no bar: the booking card stays beside the page', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/activity/${await seededActivityId(page.request, ACTIVITY, 'upcoming')}`);
  const card = page.getByRole('complementary', { name: 'Price and booking' });
  await expect(card.getByRole('button', { name: 'Book Now' })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('on a phone the bar joins the waitlist at once, and its toast rises above the bar', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  const activityId = await seededActivityId(page.request, 'Tibidabo Ridge Hike from Vallvidrera', 'upcoming');
  await signIn(page, await newGuest(page.request, 'Mar Vila'));
  await page.goto(`/activity/${activityId}`);
  await expect(bar(page).getByText('Waitlist Only', { exact: true })).toBeVisible();
  await bar(page).getByRole('button', { name: 'Join Waitlist' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to waitlist' });
  await expect(toast).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Leave Waitlist' })).toBeEnabled();
  const barTop = (await bar(page).boundingBox())?.y ?? 0;
  // Once it has slid in, the toast ends above the bar.
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(barTop);
  expect(consoleErrors).toEqual([]);
});
