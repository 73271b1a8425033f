import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, setTheme, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * The demo host answers a review of one of their past activities: 'Reply' under the review opens a
 * labelled form in a dialog; the reply shows under the review with the host's name for everyone; the
 * reviewer finds the e-mail in the dev outbox. Then the page with a reply is pictured at both widths in
 * both themes (SHOTS_DIR, default e2e/screenshots, not committed); nothing may scroll sideways.
 */
const DEMO_HOST = { email: 'host@sortim.test', password: 'Host1234' };
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'screenshots');

type Reviewed = { activityId: string; title: string; reviewId: string; author: string };
type Mail = { to: string; subject: string; text: string };

/** A review of one of the signed-in host's activities that has no reply yet. */
async function unansweredReview(request: APIRequestContext): Promise<Reviewed> {
  const mine: { items: { id: string; title: string }[] } = await (
    await request.get('/api/host/activities')
  ).json();
  for (const activity of mine.items) {
    const res = await request.get(`/api/activities/${activity.id}/reviews`);
    if (!res.ok()) continue;
    const list: { items: { id: string; reply: unknown; author: { displayName: string } }[] } =
      await res.json();
    const review = list.items.find((item) => item.reply === null);
    if (review) {
      return {
        activityId: activity.id,
        title: activity.title.replace(/ \(\d+\)$/, ''),
        reviewId: review.id,
        author: review.author.displayName,
      };
    }
  }
  throw new Error('the demo host has no review without a reply');
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test('a host replies to a review, guests see it under the review, and the reviewer is e-mailed', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_HOST);
  const reviewed = await unansweredReview(page.request);

  await page.goto(`/activity/${reviewed.activityId}#reviews`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const item = reviews
    .getByRole('list', { name: 'Reviews, newest first' })
    .getByRole('listitem')
    .filter({ hasText: reviewed.author })
    .filter({ has: page.getByRole('button', { name: 'Reply', exact: true }) })
    .first();
  await item.getByRole('button', { name: 'Reply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Reply to ${reviewed.author}` });
  const words = 'Thank you for coming! We have added a second water stop on the trail since.';
  await dialog.getByLabel('Your reply').fill(words);
  await dialog.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Reply posted')).toBeVisible();
  await expect(dialog).toBeHidden();
  const answered = reviews
    .getByRole('listitem')
    .filter({ hasText: reviewed.author })
    .filter({ hasText: words });
  await expect(answered).toContainText(/Response from /);
  await expect(answered.getByRole('button', { name: 'Edit reply' })).toBeVisible();

  // Anyone else, signed out: the reply under the review with the host's name, nothing to press.
  const visitor = await browser.newPage();
  await visitor.goto(`/activity/${reviewed.activityId}#reviews`);
  const seen = visitor
    .getByRole('region', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: reviewed.author })
    .filter({ hasText: words });
  await expect(seen).toContainText(/Response from \S/);
  await expect(seen.getByRole('button')).toHaveCount(0);
  await visitor.close();

  const mail = async () => {
    const res = await page.request.get('/dev/mail/messages');
    return ((await res.json()) as Mail[]).find(
      (message) =>
        message.subject.endsWith(`replied to your review of ${reviewed.title}`) &&
        message.text.includes(words),
    );
  };
  await expect.poll(mail).toBeTruthy();
  expect(consoleErrors).toEqual([]);

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'mobile', width: 390, height: 844 },
    ]) {
      // A visitor's fresh page per picture: the theme is read when the page loads.
      const guest = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
      await setTheme(guest, theme);
      await guest.goto(`/activity/${reviewed.activityId}#reviews`);
      const shown = guest
        .getByRole('region', { name: 'Reviews' })
        .getByRole('listitem')
        .filter({ hasText: reviewed.author })
        .filter({ hasText: words });
      await expect(shown).toContainText(/Response from /);
      await shown.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(guest);
      await guest.screenshot({
        path: path.join(shots, `review-reply-${viewport.name}-${theme}.png`),
        animations: 'disabled',
      });
      await guest.close();
    }
  }
});
