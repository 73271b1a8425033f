import type { Page } from '@playwright/test';
import { expect, test } from './console-guard.ts';
import { seededActivityId } from './seeded-activities.ts';
import { newGuest, signIn } from './sign-in.ts';

/*
 * One truth per activity: a waitlist-only activity (its host, Núria, is still setting up payouts) says so on
 * its card and on its page, and nothing invites a guest to book it. A bookable card beside it carries no
 * state, and the seed's sold-out supper says 'Sold Out' on both.
 */
const WAITLIST_ONLY = 'Montserrat Day Hike: Sant Jeroni Summit';
const BOOKABLE = 'Street Art Walk in Poblenou';
const SOLD_OUT = 'Secret Supper Club in Gràcia';

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
const bookingArea = (page: Page) => page.getByRole('complementary', { name: 'Price and booking' });

test('a waitlist-only activity says so on its card and on its page', async ({ page, consoleErrors }) => {
  const guest = await newGuest(page.request, 'Ona Ferrer');
  await signIn(page, guest);

  await page.goto(`/explore?q=${encodeURIComponent('Montserrat Day Hike')}`);
  const waitlistCard = card(page, WAITLIST_ONLY);
  await expect(waitlistCard.getByText('Waitlist Only', { exact: true })).toBeVisible();
  await expect(waitlistCard.getByRole('link', { name: 'Join now' })).toBeVisible();

  await page.goto(`/explore?q=${encodeURIComponent('Street Art Walk')}`);
  await expect(card(page, BOOKABLE).getByRole('link', { name: 'Join now' })).toBeVisible();
  await expect(
    card(page, BOOKABLE).getByText(/^(Sold Out|Waitlist Only|Already started|Cancelled)$/),
  ).toHaveCount(0);

  await page.goto(`/explore?q=${encodeURIComponent('Montserrat Day Hike')}`);
  await waitlistCard.getByRole('link', { name: 'Join now' }).click();
  await expect(page).toHaveURL(/\/activity\//);
  const area = bookingArea(page);
  await expect(area.getByText('Waitlist Only', { exact: true })).toBeVisible();
  await expect(area.getByText('Host finalizing payment setup')).toBeVisible();
  await expect(area.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  const attendees = page.getByRole('region', { name: "Who's coming" });
  // Who is going loads as it scrolls near: scroll down to it as a person would.
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(attendees).toBeAttached({ timeout: 500 });
  }).toPass();
  await attendees.scrollIntoViewIfNeeded();
  // Its four guests booked elsewhere: the card says so, and invites nobody.
  await expect(attendees.getByText('4 people booked through another platform.')).toBeVisible();
  await expect(page.getByText(/Be the first!/)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a sold-out activity says Sold Out on its card and on its page', async ({ page, consoleErrors }) => {
  // Explore is for signed-in people.
  await signIn(page, await newGuest(page.request, 'Biel Soler'));
  await page.goto(`/explore?q=${encodeURIComponent('Secret Supper Club')}`);
  await expect(card(page, SOLD_OUT).getByText('Sold Out', { exact: true })).toBeVisible();
  await page.goto(`/activity/${await seededActivityId(page.request, SOLD_OUT, 'upcoming')}`);
  await expect(bookingArea(page).getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  await expect(bookingArea(page).getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
  expect(consoleErrors).toEqual([]);
});
