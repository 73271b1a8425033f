import { newActivity, newHost, unique } from './admin-helpers.ts';
import { expect, setTheme, test } from './console-guard.ts';
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

/*
 * An activity link opened signed out (issue 34) shows the shared frame: the logo home and 'Sign in', which
 * comes back to the activity; the page's way back goes home, since Explore needs an account.
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/truthful-frame';

test('an activity link opened signed out has the header, Sign in back to it, and a way home', async ({
  page,
  consoleErrors,
}) => {
  const guest = await newGuest(page.request, 'Link Guest');
  const activityId = await seededActivityId(page.request, 'Pintxos Crawl on Carrer de Blai', 'upcoming');
  await page.goto(`/activity/${activityId}`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sortim home' })).toHaveAttribute('href', '/home');
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  await expect(page.getByRole('link', { name: 'Back to Explore' })).toHaveCount(0);

  await header.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/auth');
  await page.getByRole('tab', { name: "I'm Back" }).click();
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Password', { exact: true }).fill(guest.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`/activity/${activityId}`);
  // Signed in: the members' header and the spec's way back to Explore.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Explore' })).toHaveAttribute('href', '/explore');
  expect(consoleErrors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`the visitor's header on an activity, ${width} px, ${theme}`, async ({ page, consoleErrors }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 844 });
      const activityId = await seededActivityId(page.request, 'Pintxos Crawl on Carrer de Blai', 'upcoming');
      await page.goto(`/activity/${activityId}`);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/visitor-activity-${width}-${theme}.png` });
      await page.goto('/auth');
      await expect(page.getByRole('tab', { name: "I'm Back" })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/visitor-auth-${width}-${theme}.png` });
      expect(consoleErrors).toEqual([]);
    });
  }
}
