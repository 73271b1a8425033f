import { newActivity, newHost, unique } from './admin-helpers.ts';
import { expect, test } from './console-guard.ts';
import { seededActivityId } from './seeded-activities.ts';
import { newGuest, signIn } from './sign-in.ts';

/*
 * What the dates and the frame tell a guest is true: next year's activity reads as next year's, and the
 * 'Profile' item is current only on your own profile, not on a host's you went on to.
 */

const DAY = 86_400_000;

test("next year's activity carries its year on its card and its page", async ({ page }) => {
  const host = await newHost(unique('Year Host'), { payouts: true });
  const title = unique('New Year swim');
  // 15 January of next year: well past New Year's Eve in Barcelona, whatever day the run is.
  const nextYear = new Date().getUTCFullYear() + 1;
  const days = Math.ceil((Date.UTC(nextYear, 0, 15) - Date.now()) / DAY);
  await newActivity(host, title, { days, priceCents: 1500 });
  const when = new RegExp(`, January 15th, ${nextYear} · 20:00–22:00$`);
  await signIn(page, await newGuest(page.request, 'Year Guest'));

  await page.goto(`/explore?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText(when)).toBeVisible();

  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(when).first()).toBeVisible();
});

test("'Profile' is current on your own profile, not on a host's", async ({ page }) => {
  await signIn(page, await newGuest(page.request, 'Frame Guest'));
  const profile = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Profile' });

  // A verified host's public page, reached from one of the demo host's activities.
  const activityId = await seededActivityId(page.request, 'Pintxos Crawl on Carrer de Blai', 'upcoming');
  await page.goto(`/activity/${activityId}`);
  await page.locator('main a[href^="/profile/"]').first().click();
  await expect(page).toHaveURL(/\/profile\/[\w-]+$/);
  await expect(page.getByRole('region', { name: 'Upcoming activities' })).toBeVisible();
  await expect(profile).not.toHaveAttribute('aria-current');

  await profile.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(profile).toHaveAttribute('aria-current', 'page');
});
