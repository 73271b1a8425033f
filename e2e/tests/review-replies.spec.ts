import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, setTheme, test } from './console-guard.ts';
import { seededActivityId } from './seeded-activities.ts';
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
  // Nothing to press but 'Report' (which asks a signed-out visitor to sign in).
  await expect(seen.getByRole('button')).toHaveText([/^Report/]);
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

/*
 * The demo guest reviewed Jordi's past tapas crawl (the seed's story). Jordi replies; the guest, signed in,
 * finds the reply under her own review with his name; his public profile shows it under the review too;
 * then an admin removes it from the activity page, after a dialog, with its audit record.
 */
const JORDI = { email: 'jordi@sortim.test', password: 'Demo1234' };
const DEMO_GUEST = { email: 'guest@sortim.test', password: 'Guest1234' };
const ADMIN = { email: 'admin@sortim.test', password: 'Admin1234' };
const TAPAS = 'El Born Tapas Crawl: Five Bars, Five Classics';

type ReviewItem = { id: string; author: { displayName: string }; reply: { body: string } | null };

test('the reviewer sees the host reply under her review and on his profile; an admin removes it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const activityId = await seededActivityId(page.request, TAPAS, 'past');
  const detail: { host: { id: string; displayName: string } } = await (
    await page.request.get(`/api/activities/${activityId}`)
  ).json();
  const jordi = detail.host;

  await signIn(page, DEMO_GUEST);
  const me: { profile: { displayName: string } } = await (await page.request.get('/api/me')).json();
  const guestName = me.profile.displayName;
  const list: { items: ReviewItem[] } = await (
    await page.request.get(`/api/activities/${activityId}/reviews`)
  ).json();
  const own = list.items.find((item) => item.author.displayName === guestName);
  if (!own) throw new Error(`the demo guest has no review of '${TAPAS}'`);

  const adminPage = await browser.newPage();
  await signIn(adminPage, ADMIN);
  // A retry after a failure further on starts again from no reply.
  if (own.reply) {
    expect((await adminPage.request.delete(`/api/admin/reviews/${own.id}/reply`)).status()).toBe(204);
  }

  // Jordi replies from the activity page.
  const host = await browser.newPage();
  await signIn(host, JORDI);
  await host.goto(`/activity/${activityId}#reviews`);
  const hostsItem = host
    .getByRole('region', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: guestName })
    .filter({ has: host.getByRole('button', { name: 'Reply', exact: true }) });
  await hostsItem.getByRole('button', { name: 'Reply', exact: true }).click();
  const words = `Thank you for coming along, ${guestName.split(' ')[0]}! The bombas are on me next time.`;
  const dialog = host.getByRole('dialog', { name: `Reply to ${guestName}` });
  await dialog.getByLabel('Your reply').fill(words);
  await dialog.getByRole('button', { name: 'Post reply' }).click();
  await expect(host.getByText('Reply posted')).toBeVisible();
  await host.close();

  // The reviewer, signed in, finds it under her own review with the host's name.
  await page.goto(`/activity/${activityId}#reviews`);
  const hers = page
    .getByRole('region', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: guestName })
    .filter({ hasText: words });
  await expect(hers).toContainText(`Response from ${jordi.displayName}`);
  // Nothing to press under her own review: not even 'Report'.
  await expect(hers.getByRole('button')).toHaveCount(0);

  // The host's public profile shows it under the review too, at both widths in both themes.
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'mobile', width: 390, height: 844 },
    ]) {
      const visitor = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
      await setTheme(visitor, theme);
      await visitor.goto(`/profile/${jordi.id}`);
      const shown = visitor
        .getByRole('region', { name: 'Recent reviews' })
        .getByRole('listitem')
        .filter({ hasText: guestName })
        .filter({ hasText: words });
      await expect(shown).toContainText(`Response from ${jordi.displayName}`);
      // A visitor may only report it.
      await expect(shown.getByRole('button')).toHaveText([/^Report/]);
      await shown.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(visitor);
      await visitor.screenshot({
        path: path.join(shots, `host-profile-reply-${viewport.name}-${theme}.png`),
        animations: 'disabled',
      });
      await visitor.close();
    }
  }

  // An admin removes it from the activity page: a dialog names whose words go, then a toast.
  await adminPage.goto(`/activity/${activityId}#reviews`);
  const adminsItem = adminPage
    .getByRole('region', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: guestName })
    .filter({ hasText: words });
  await adminsItem.getByRole('button', { name: 'Remove reply' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Remove this reply?' });
  await expect(confirm).toContainText(`${jordi.displayName}'s reply to ${guestName}`);
  await expect(confirm).toContainText(words);
  await adminPage.screenshot({ path: path.join(shots, 'remove-reply-dialog-desktop-light.png') });
  await confirm.getByRole('button', { name: 'Remove reply' }).click();
  await expect(adminPage.getByText('Reply removed')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(
    adminPage.getByRole('region', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: words }),
  ).toHaveCount(0);

  // The audit log keeps who removed what, on the host's account.
  const account: { security: { audit: { action: string; actorName: string | null; before: unknown }[] } } =
    await (await adminPage.request.get(`/api/admin/users/${jordi.id}`)).json();
  expect(account.security.audit).toContainEqual(
    expect.objectContaining({ action: 'review.reply-remove', before: { body: words } }),
  );
  await adminPage.close();

  // And the reviewer no longer sees it.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Reviews' })
      .getByRole('listitem')
      .filter({ hasText: guestName })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(words)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
