import { test as base, type Page } from '@playwright/test';
import { expect, test } from './console-guard.ts';
import { seededActivityId } from './seeded-activities.ts';

/*
 * The activity page's 'Where you'll meet' on a phone: MapLibre (about 240 kB gzip, a WebGL context) loads
 * when the map's box is about to be seen, not with the page (issue 34: it cost the page's first seconds),
 * and a map style that cannot be reached leaves the pin on a plain background without an error from the app.
 */
const ACTIVITY = 'Paella Masterclass on a Poble-sec Rooftop';
const PHONE = { width: 390, height: 844 };

/** MapLibre's chunk (base-map) and the style it fetches, as the page asks for them. */
function watchMapRequests(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/assets\/base-map-[\w-]+\.js$/.test(url) || url.endsWith('/map-style.json')) asked.push(url);
  });
  return asked;
}

/**
 * Down the page a little at a time until 'Where you'll meet' has loaded (it loads a screen ahead of the eye):
 * its words and link are there, its map box still far enough below that MapLibre waits.
 */
async function scrollUntilMeetingPointLoads(page: Page) {
  for (let step = 0; (await meetingPoint(page).count()) === 0; step++) {
    expect(step, "'Where you'll meet' never loaded").toBeLessThan(40);
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(250);
  }
}

const meetingPoint = (page: Page) => page.getByRole('region', { name: "Where you'll meet" });
const map = (page: Page) => meetingPoint(page).getByRole('region', { name: /^Map of the meeting point: / });

test('on a phone the meeting point loads its map only when scrolled near', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  const asked = watchMapRequests(page);
  await page.goto(`/activity/${await seededActivityId(page.request, ACTIVITY, 'upcoming')}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ACTIVITY);
  await page.waitForLoadState('networkidle');
  expect(asked, 'MapLibre or its style asked for with the page').toEqual([]);

  await scrollUntilMeetingPointLoads(page);
  await expect(meetingPoint(page).getByRole('link', { name: /^Open in maps/ })).toBeAttached();
  await page.waitForTimeout(1000);
  expect(asked, 'MapLibre asked for before its box came near').toEqual([]);
  await expect(map(page)).toHaveCount(0);

  await meetingPoint(page)
    .getByRole('link', { name: /^Open in maps/ })
    .scrollIntoViewIfNeeded();
  await expect(map(page)).toBeVisible();
  await expect(map(page).locator('canvas')).toBeVisible();
  await expect(map(page).getByLabel('Meeting point')).toBeVisible();
  expect(asked.some((url) => url.includes('/assets/base-map-'))).toBe(true);
  expect(consoleErrors).toEqual([]);
});

base(
  "when the map's style cannot be reached, the pin shows on a plain background and the app logs no error",
  async ({ page }) => {
    // The console guard's fixture is not used here: Chromium itself notes the aborted request on the console
    // (`Failed to load resource`, located at the request's address), which no page can prevent. Everything
    // else counts: the app's own console errors, uncaught errors and unhandled rejections.
    const errors: { text: string; url: string }[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => errors.push({ text: error.message, url: '' }));
    await page.route('**/map-style.json', (route) => route.abort());
    await page.setViewportSize(PHONE);
    await page.goto(`/activity/${await seededActivityId(page.request, ACTIVITY, 'upcoming')}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ACTIVITY);
    await scrollUntilMeetingPointLoads(page);
    await meetingPoint(page)
      .getByRole('link', { name: /^Open in maps/ })
      .scrollIntoViewIfNeeded();
    await expect(map(page).getByRole('status')).toHaveText(
      "The map's streets could not load. The places are shown on a plain background.",
    );
    await expect(map(page).getByLabel('Meeting point')).toBeVisible();
    await expect(meetingPoint(page).getByRole('link', { name: /^Open in maps/ })).toBeVisible();
    const fromTheApp = errors.filter(
      (error) => !(error.url.endsWith('/map-style.json') && error.text.startsWith('Failed to load resource')),
    );
    expect(fromTheApp).toEqual([]);
  },
);
