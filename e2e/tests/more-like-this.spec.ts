import type { ActivityDetail, SimilarActivities } from '@sortim/contracts/activities';
import { expect, setTheme, test } from './console-guard.ts';
import { seededActivityId } from './seeded-activities.ts';

/*
 * 'More like this' ends an activity's page: up to four upcoming activities like it, never another date of
 * its own series, loaded as the page's end comes near; a card opens its activity. The demo's weekly yoga,
 * a series, is the activity.
 */
const SERIES = 'Sunrise Yoga on Barceloneta Beach';

test('an activity page ends with activities like it, and a card opens its activity', async ({
  page,
  consoleErrors,
}) => {
  const id = await seededActivityId(page.request, SERIES, 'upcoming');
  const detail = (await (await page.request.get(`/api/activities/${id}`)).json()) as ActivityDetail;
  const similar = (await (
    await page.request.get(`/api/activities/${id}/similar`)
  ).json()) as SimilarActivities;
  expect(similar.items.length).toBeGreaterThan(0);
  expect(similar.items.length).toBeLessThanOrEqual(4);
  const ownDates = new Set([id, ...detail.seriesDates.map((date) => date.id)]);
  expect(similar.items.filter((card) => ownDates.has(card.id))).toEqual([]);

  await page.goto(`/activity/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: SERIES })).toBeVisible();
  // Not asked for while the reader is at the top of the page.
  const section = page.getByRole('region', { name: 'More like this' });
  await page.keyboard.press('End');
  await expect(section).toBeVisible();
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(similar.items.length);
  await expect(cards.first()).toHaveAccessibleName(similar.items[0]?.title ?? '');

  const first = similar.items[0];
  if (!first) throw new Error('no similar activity');
  await section.getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(`/activity/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the section at ${width}px in ${theme}`, async ({ page, consoleErrors }, testInfo) => {
      await setTheme(page, theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/activity/${await seededActivityId(page.request, SERIES, 'upcoming')}`);
      await expect(page.getByRole('heading', { level: 1, name: SERIES })).toBeVisible();
      await page.keyboard.press('End');
      const section = page.getByRole('region', { name: 'More like this' });
      await expect(section.getByRole('article').first()).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`more-like-this-${width}-${theme}.png`) });
      expect(consoleErrors).toEqual([]);
    });
  }
}
