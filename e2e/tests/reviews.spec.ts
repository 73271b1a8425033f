import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './console-guard.ts';

/*
 * The demo guest's story from the seed: a paid booking of this past hike, not reviewed yet, and a paid
 * booking of this upcoming yoga class. Seeded ids are random, so both are looked up by their titles.
 */
const ATTENDED = 'Collserola Forest Hike: Vallvidrera to Sant Cugat';
const UPCOMING = 'Sunrise Yoga on Barceloneta Beach';

/** A past activity no guest list shows: through the dev lookup (outside production only). */
async function pastActivityId(request: APIRequestContext, title: string): Promise<string> {
  const found: { id: string; startTime: string }[] = await (
    await request.get(`/dev/activities?title=${encodeURIComponent(title)}`)
  ).json();
  const past = found.find((activity) => new Date(activity.startTime) < new Date());
  if (!past) throw new Error(`the demo data has no past '${title}'`);
  return past.id;
}

async function upcomingActivityId(request: APIRequestContext, title: string): Promise<string> {
  const list = await (await request.get(`/api/activities?q=${encodeURIComponent(title)}`)).json();
  const match = list.items.find((activity: { title: string }) => activity.title === title);
  if (!match) throw new Error(`the demo data has no upcoming '${title}'`);
  return match.id;
}

test.describe('reviews', () => {
  test('an attendee of a past activity leaves a review, and sees it counted', async ({
    page,
    consoleErrors,
  }) => {
    const attendedId = await pastActivityId(page.request, ATTENDED);
    const before: { items: { rating: number }[] } = await (
      await page.request.get(`/api/activities/${attendedId}/reviews`)
    ).json();
    const count = before.items.length + 1;
    const sum = before.items.reduce((total, review) => total + review.rating, 0) + 5;
    const average = (Math.round((sum / count) * 10) / 10).toFixed(1);

    await page.goto('/auth');
    await page.getByRole('tab', { name: "I'm Back" }).click();
    await page.getByLabel('Email').fill('guest@sortim.test');
    await page.getByLabel('Password', { exact: true }).fill('Guest1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();

    await page.goto(`/activity/${attendedId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ATTENDED);
    const reviews = page.getByRole('region', { name: 'Reviews' });
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
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: 'guest@sortim.test', password: 'Guest1234' },
    });
    expect(signIn.ok()).toBe(true);

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
