import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * The demo guest's story from the seed: a paid booking of this past hike, not reviewed yet, and a paid
 * booking of this upcoming yoga class. Seeded ids are random: the past one is reached from My Bookings, as
 * the guest does, and the upcoming one is looked up by its title.
 */
const DEMO_GUEST = { email: 'guest@sortim.test', password: 'Guest1234' };
const ATTENDED = 'Collserola Forest Hike: Vallvidrera to Sant Cugat';
const UPCOMING = 'Sunrise Yoga on Barceloneta Beach';

async function upcomingActivityId(request: APIRequestContext, title: string): Promise<string> {
  const list = await (await request.get(`/api/activities?q=${encodeURIComponent(title)}`)).json();
  const match = list.items.find((activity: { title: string }) => activity.title === title);
  if (!match) throw new Error(`the demo data has no upcoming '${title}'`);
  return match.id;
}

test.describe('reviews', () => {
  test('an attendee reaches a past activity from My Bookings, leaves a review, and sees it counted', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page, DEMO_GUEST);
    await page.goto('/bookings');
    await page.getByRole('tab', { name: /^Past \(\d+\)$/ }).click();
    const booking = page.getByRole('article', { name: ATTENDED });
    await booking.getByRole('link', { name: 'Leave a Review' }).click();

    await expect(page).toHaveURL(/\/activity\/[0-9a-f-]{36}#reviews$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ATTENDED);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeInViewport();

    const attendedId = new URL(page.url()).pathname.split('/').at(-1);
    const before: { items: { rating: number }[] } = await (
      await page.request.get(`/api/activities/${attendedId}/reviews`)
    ).json();
    const count = before.items.length + 1;
    const sum = before.items.reduce((total, review) => total + review.rating, 0) + 5;
    const average = (Math.round((sum / count) * 10) / 10).toFixed(1);

    await expect(reviews.getByText(`· ${count - 1} reviews`)).toBeVisible();
    const form = reviews.getByRole('form', { name: 'Leave a review' });
    // As a guest does: the visible star is the radio's label.
    const fiveStars = form.getByRole('radio', { name: '5 stars out of 5' });
    await form.locator('label', { has: page.getByRole('radio', { name: '5 stars out of 5' }) }).click();
    await expect(fiveStars).toBeChecked();
    const comment = 'Worth every step: the spring water, the pines and the view of the sea at the end.';
    await form.getByLabel('Comment (optional)').fill(comment);
    await form.getByRole('button', { name: 'Submit Review' }).click();

    await expect(page.getByText('Review submitted')).toBeVisible();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(reviews.getByText(`${average} · ${count} reviews`)).toBeVisible();
    const newest = reviews.getByRole('list', { name: 'Reviews, newest first' }).getByRole('listitem').first();
    await expect(newest).toContainText(comment);
    await expect(newest.getByRole('img', { name: '5 stars out of 5' })).toBeVisible();
    await expect(reviews.getByText('You have reviewed this activity. Thank you!')).toBeVisible();
    await expect(form).toHaveCount(0);

    // A reload asks the server again: the review stays, the form does not come back.
    await page.reload();
    await expect(reviews.getByText(`${average} · ${count} reviews`)).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);

    expect(consoleErrors).toEqual([]);
  });

  test('an upcoming activity offers no review form, even to a guest who booked it', async ({
    page,
    consoleErrors,
  }) => {
    const session = await page.request.post('/api/auth/sign-in/email', { data: DEMO_GUEST });
    expect(session.ok()).toBe(true);

    await page.goto(`/activity/${await upcomingActivityId(page.request, UPCOMING)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(UPCOMING);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(
      reviews.getByText('Guests who attend this activity can review it afterwards.'),
    ).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
