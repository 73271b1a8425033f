import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, setTheme, test } from './console-guard.ts';
import { loadImages } from './lazy-images.ts';
import { seededActivityId } from './seeded-activities.ts';
import { type Credentials, newGuest, signIn } from './sign-in.ts';

/*
 * Saved activities (the heart): a guest who is not signed in taps the heart on an activity's page, signs in,
 * comes back to the page with it saved, finds it on the Saved page and lets it go from there. The Saved
 * page's pictures (upcoming, then a past one greyed) at 1280 and 390 px, light and dark, checked by axe.
 */
const PAELLA = 'Paella Masterclass on a Poble-sec Rooftop';
const TAPAS = 'El Born Tapas Crawl: Five Bars, Five Classics';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/saved';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map(
    (violation) => `${where}: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`,
  );
  expect(found, `axe violations:\n${found.join('\n')}`).toEqual([]);
}

test('a guest saves an activity signed out, signs in, comes back with it saved, and unsaves it from Saved', async ({
  page,
  consoleErrors,
}) => {
  const guest: Credentials = await newGuest(page.request, 'Heart Guest');
  const activityId = await seededActivityId(page.request, PAELLA, 'upcoming');

  await page.goto(`/activity/${activityId}`);
  await expect(page.getByRole('heading', { level: 1, name: PAELLA })).toBeVisible();
  const heart = page.getByRole('button', { name: 'Save', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();

  // Sent to sign in, saying why.
  await expect(page).toHaveURL('/auth');
  await expect(page.getByText('Sign in to save activities')).toBeVisible();
  await page.getByRole('tab', { name: "I'm Back" }).click();
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Password', { exact: true }).fill(guest.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Back on the page, saved; the save left the address, so a reload does not do it again.
  await expect(page).toHaveURL(`/activity/${activityId}`);
  await expect(page.getByRole('heading', { level: 1, name: PAELLA })).toBeVisible();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  // The page's heart says what it is now: 'Saved', pressed.
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The heart turns at once; the save it sends may still be on its way (a CI run read [] here).
  const savedIds = async () =>
    ((await (await page.request.get('/api/me/saved/ids')).json()) as { ids: string[] }).ids;
  await expect.poll(savedIds).toEqual([activityId]);

  // The Saved page, from the navigation, lists it among the upcoming ones.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Saved' })
    .click();
  await expect(page).toHaveURL('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const card = upcoming.getByRole('article', { name: PAELLA });
  await expect(card).toBeVisible();

  // Unsaved from its heart: it stays, unpressed, until the page is opened again.
  const cardHeart = card.getByRole('button', { name: 'Save', exact: true });
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await cardHeart.click();
  await expect(page.getByText('Removed from saved')).toBeVisible();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(card).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore activities' })).toHaveAttribute('href', '/explore');
  expect(consoleErrors).toEqual([]);
});

test.describe('the Saved page', () => {
  let guest: Credentials;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    guest = await newGuest(context.request, 'Saved Pictures');
    const page = await context.newPage();
    await signIn(page, guest);
    for (const [title, when] of [
      [PAELLA, 'upcoming'],
      [TAPAS, 'past'],
    ] as const) {
      const id = await seededActivityId(context.request, title, when);
      expect((await context.request.put(`/api/me/saved/${id}`)).ok()).toBe(true);
    }
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      test(`upcoming cards, then past ones greyed with their date, ${width} px, ${theme}`, async ({
        page,
        consoleErrors,
      }) => {
        await setTheme(page, theme);
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, guest);
        await page.goto('/saved');
        const upcoming = page.getByRole('region', { name: 'Upcoming' });
        const past = page.getByRole('region', { name: 'Past' });
        await expect(upcoming.getByRole('article', { name: PAELLA })).toBeVisible();
        const tapas = past.getByRole('article', { name: TAPAS });
        await expect(tapas).toBeVisible();
        await expect(tapas).toContainText('Took place');
        await expect(tapas.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        // Every picture in, so the screenshot shows the page as a guest sees it.
        await loadImages(page);
        await page.screenshot({ path: `${SHOTS}/saved-${width}-${theme}.png`, fullPage: true });
        // The bottom bar covers part of a full-page picture on a phone: the past list on its own too.
        await past.screenshot({ path: `${SHOTS}/saved-past-${width}-${theme}.png` });
        await expectNoAxeViolations(page, `/saved [${theme}, ${width}px]`);
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('the cards on the home page carry the heart', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, guest);
    await page.goto('/home');
    const card = page.getByRole('article').first();
    await card.scrollIntoViewIfNeeded();
    const heart = card.getByRole('button', { name: 'Save', exact: true });
    await expect(heart).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', /true|false/);
    await card.screenshot({ path: `${SHOTS}/card-heart-1280-light.png` });
    expect(consoleErrors).toEqual([]);
  });
});

for (const [width, theme] of [
  [390, 'light'],
  [1280, 'dark'],
] as const) {
  test(`the heart beside Share on the activity page, ${width} px, ${theme}`, async ({
    page,
    consoleErrors,
  }) => {
    await setTheme(page, theme);
    await page.setViewportSize({ width, height: 900 });
    const activityId = await seededActivityId(page.request, PAELLA, 'upcoming');
    await page.goto(`/activity/${activityId}`);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    // Signed out, the way back goes home (Explore needs an account).
    await expect(page.getByRole('link', { name: 'Back to home' }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/activity-heart-${width}-${theme}.png` });
    expect(consoleErrors).toEqual([]);
  });
}
