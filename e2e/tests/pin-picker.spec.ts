import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, setTheme, test } from './console-guard.ts';
import { type Credentials, newGuest, signIn } from './sign-in.ts';
import { activityPng } from './test-image.ts';

/*
 * The meeting point on the map, end to end: a new host places the pin by clicking the map on the create
 * page and publishes; the edit page opens on that pin, the host drags it elsewhere and saves; the activity
 * page shows the small map with its marker and 'Open in maps' at the new point. Then the pin picker and the
 * activity page's map are pictured at 1280 and 390 px, light and dark (SHOTS_DIR, default e2e/screenshots,
 * not committed). The map's style is the local one global-setup serves.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = `${Date.now() % 100_000}`;
const TITLE = `Vermouth by the Market ${run}`;
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'screenshots');
const PIN_MAP = "Map for the meeting point's pin";
let host: Credentials;
let activityId = '';
let moved = { latitude: 0, longitude: 0 };

/** 'YYYY-MM-DDTHH:mm' (what a datetime-local input holds) `days` from now, at the given hour. */
function wallTime(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

async function fillEssentials(page: Page) {
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Category').selectOption('Taste & Cook');
  await page.getByLabel('Subtype').selectOption('Taste Wine');
  await page
    .getByLabel('Description')
    .fill('Three vermouths from the barrel, with olives and anchovies, by the old market.');
  await page.getByLabel('Location name').fill('Mercat de Sant Antoni');
  await page.getByLabel('Address').fill('Carrer del Comte d’Urgell 1, 08011 Barcelona');
  await page.getByLabel('Start time').fill(wallTime(9, 19));
  await page.getByLabel('End time').fill(wallTime(9, 21));
}

/** The pin picker's map, once MapLibre has drawn it (its canvas is in). */
async function pinMap(page: Page): Promise<Locator> {
  const map = page.getByRole('region', { name: PIN_MAP });
  await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 });
  // Clicks and drags go to where it is on screen.
  await map.scrollIntoViewIfNeeded();
  return map;
}

/** The pin's place as the picker says it under the map ('Pin at 41.38, 2.16'). */
async function pinStatus(page: Page): Promise<{ latitude: number; longitude: number }> {
  const status = page.getByText(/^Pin at -?\d/);
  await expect(status).toBeVisible();
  const [, latitude = '', longitude = ''] =
    /^Pin at (\S+), (\S+)$/.exec((await status.textContent()) ?? '') ?? [];
  return { latitude: Number(latitude), longitude: Number(longitude) };
}

const googleMaps = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test('a host places the meeting point on the map, moves it on the edit page, and guests see it', async ({
  page,
  consoleErrors,
}) => {
  host = await newGuest(page.request, 'Laia Pins');
  await signIn(page, host);
  await page.goto('/become-host');
  await page.getByLabel('Phone number').fill('+34 600 765 432');
  await page.getByLabel('Activity type').selectOption('Taste Wine');
  await page.getByRole('button', { name: 'Become a Host' }).click();
  await expect(page).toHaveURL(/\/create-activity(\?.*)?$/);

  // Create: no pin yet, the map on Barcelona; a click places it.
  const picker = page.getByRole('group', { name: 'Meeting point on the map' });
  await expect(picker.getByText('No pin yet')).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Remove the pin' })).toHaveCount(0);
  await fillEssentials(page);
  const map = await pinMap(page);
  const box = (await map.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 - 30);
  const placed = await pinStatus(page);
  // The map opens on the whole city: a click near its middle is in Barcelona.
  expect(placed.latitude).toBeGreaterThan(41.3);
  expect(placed.latitude).toBeLessThan(41.5);
  expect(placed.longitude).toBeGreaterThan(2.05);
  expect(placed.longitude).toBeLessThan(2.3);
  const marker = map.getByRole('button', { name: /^Meeting point pin/ });
  await expect(marker).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Price per person (€)').fill('18');
  await page
    .getByLabel('Thumbnail image *')
    .setInputFiles({ name: 'vermouth.png', mimeType: 'image/png', buffer: await activityPng() });
  await expect(page.getByText('Image uploaded successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Experience created!')).toBeVisible();
  await expect(page).toHaveURL(/\/activity\/[0-9a-f-]{36}$/);
  activityId = page.url().split('/').at(-1) ?? '';

  const meet = page.getByRole('region', { name: "Where you'll meet" });
  await meet.scrollIntoViewIfNeeded();
  await expect(meet.getByRole('link', { name: /^Open in maps/ })).toHaveAttribute('href', googleMaps(placed));

  // Edit: it opens on the pin; dragging it moves the point.
  await page.goto(`/edit-activity/${activityId}`);
  const editMap = await pinMap(page);
  expect(await pinStatus(page)).toEqual(placed);
  const pin = editMap.getByRole('button', { name: /^Meeting point pin/ });
  await expect(pin).toBeVisible();
  const at = (await pin.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 3);
  await page.mouse.down();
  await page.mouse.move(at.x + at.width / 2 - 60, at.y + at.height / 3 + 50, { steps: 12 });
  await page.mouse.up();
  await expect.poll(async () => (await pinStatus(page)).latitude).toBeLessThan(placed.latitude);
  moved = await pinStatus(page);
  expect(moved.longitude).toBeLessThan(placed.longitude);

  // Focused, the arrow keys move it too (a keyboard needs no drag).
  await pin.focus();
  await page.keyboard.down('Shift');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.up('Shift');
  await expect.poll(async () => (await pinStatus(page)).longitude).toBeGreaterThan(moved.longitude);
  moved = await pinStatus(page);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Activity updated! Your changes have been saved.')).toBeVisible();

  await page.goto(`/activity/${activityId}`);
  const section = page.getByRole('region', { name: "Where you'll meet" });
  await section.scrollIntoViewIfNeeded();
  const small = section.getByRole('region', { name: 'Map of the meeting point: Mercat de Sant Antoni' });
  await expect(small.locator('canvas')).toBeVisible({ timeout: 20_000 });
  await expect(small.getByRole('img', { name: 'Meeting point' })).toBeVisible();
  const open = section.getByRole('link', { name: /^Open in maps/ });
  await expect(open).toHaveAttribute('href', googleMaps(moved));
  await expect(open).toHaveAttribute('target', '_blank');
  expect(consoleErrors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`pictures: the pin picker and the activity page's map, ${theme}`, async ({ page, consoleErrors }) => {
    expect(activityId, 'the activity of the first journey').not.toBe('');
    await setTheme(page, theme);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, host);

    await page.goto('/create-activity');
    const map = await pinMap(page);
    const box = (await map.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await pinStatus(page);
    await page.getByRole('button', { name: 'Enter coordinates' }).click();
    const picker = page.getByRole('group', { name: 'Meeting point on the map' });
    // The style's sea and parks are in before the picture.
    await page.waitForTimeout(500);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await expectNoSidewaysScroll(page);
      await picker.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(shots, `pin-picker-${width}-${theme}.png`) });
    }

    // Nothing else was changed: without the pin the form is as it opened, and leaving asks nothing.
    await picker.getByRole('button', { name: 'Remove the pin' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/activity/${activityId}`);
    const section = page.getByRole('region', { name: "Where you'll meet" });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('canvas')).toBeVisible({ timeout: 20_000 });
      await expectNoSidewaysScroll(page);
      await page.waitForTimeout(500);
      await section.screenshot({ path: path.join(shots, `meeting-point-${width}-${theme}.png`) });
    }
    expect(consoleErrors).toEqual([]);
  });
}
