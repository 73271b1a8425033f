import type { Page } from '@playwright/test';
import { expect, setTheme, test } from './console-guard.ts';
import { foundCount } from './explore-results.ts';
import { signInAsDemoGuest } from './sign-in.ts';

/** Where the journeys' pictures go (looked at by whoever changes the map). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/explore-map';

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of the activities found' });

/** The map's markers: a pin is named by its title and price, a cluster by its count. */
const markers = (page: Page) => mapRegion(page).locator('.maplibregl-marker button');

/** Drags the map by the given offset from its centre, as a finger or a mouse does. */
async function dragMap(page: Page, dx: number, dy: number) {
  const box = await mapRegion(page).boundingBox();
  if (!box) throw new Error('the map has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

/** Opens explore on a phone and switches to the map, waiting for its markers. */
async function openMapOnPhone(page: Page) {
  await signInAsDemoGuest(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: /Activit(y|ies) Found$/ })).toBeVisible();
  const all = await foundCount(page);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/view=map/);
  await expect(mapRegion(page)).toBeVisible();
  await expect(markers(page).first()).toBeVisible();
  return all;
}

/** Zooms in with the map's own '+' button until a pin (not a cluster) shows, and opens it. */
async function openAPin(page: Page) {
  const pin = markers(page)
    .filter({ hasText: /€|Free/ })
    .first();
  for (let i = 0; i < 6 && !(await pin.isVisible()); i++) {
    await mapRegion(page).getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(400);
  }
  const name = (await pin.getAttribute('aria-label')) ?? '';
  const title = name.slice(0, name.lastIndexOf(','));
  await pin.click();
  return title;
}

test.describe('explore map', () => {
  test('on a phone: open the map, move it, search this area, the list narrows; a marker opens its card and the activity', async ({
    page,
    consoleErrors,
  }) => {
    const all = await openMapOnPhone(page);
    // No street of the map comes from the internet: the journeys' style is served locally.
    await expect(mapRegion(page).getByRole('status')).toHaveCount(0);

    // Nothing is searched until the person moves the map.
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeHidden();
    await dragMap(page, -40, 30);
    for (let i = 0; i < 2; i++) await mapRegion(page).getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/explore-map-moved-390.png` });
    await page.getByRole('button', { name: 'Search this area' }).click();

    // west,south,east,north with at most five decimals, around Barcelona.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('bbox'))
      .toMatch(/^2\.\d{1,5},41\.\d{1,5},2\.\d{1,5},41\.\d{1,5}$/);
    await expect(page).toHaveURL(/view=map/);
    await expect.poll(() => foundCount(page)).toBeLessThan(all);
    const inArea = await foundCount(page);
    await expect(page.getByRole('button', { name: 'Remove filter: In the map area' })).toBeVisible();

    // The list shows the same narrowed search.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page).toHaveURL(/bbox=/);
    await expect.poll(() => foundCount(page)).toBe(inArea);
    await expect(page.getByRole('article')).toHaveCount(Math.min(inArea, 12));

    // Back on the map: a marker opens a small card, its title the way to the activity.
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(markers(page).first()).toBeVisible();
    const title = await openAPin(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: title })).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/explore-map-card-390.png` });
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/activity\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Back returns to the map, with the area still searched.
    await page.goBack();
    await expect(page).toHaveURL(/view=map.*|bbox=.*view=map/);
    await expect(mapRegion(page)).toBeVisible();
    await page.getByRole('button', { name: 'Remove filter: In the map area' }).click();
    await expect.poll(() => foundCount(page)).toBe(all);
    expect(consoleErrors).toEqual([]);
  });

  test('with the style unreachable, the map says so on a plain background and its markers still work', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/map-style.json', (route) => route.abort());
    await openMapOnPhone(page);
    await expect(mapRegion(page).getByRole('status')).toHaveText(
      "The map's streets could not load. The places are shown on a plain background.",
    );
    await page.screenshot({ path: `${SHOTS}/explore-map-plain-390.png` });
    const title = await openAPin(page);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/activity\//);
    // The failed style request is the browser's own console line; nothing of ours failed.
    expect(consoleErrors.filter((error) => !/map-style\.json|ERR_FAILED/.test(error))).toEqual([]);
    consoleErrors.length = 0;
  });

  test('a marker is reached and opened by keyboard, and the map can be skipped to the list', async ({
    page,
    consoleErrors,
  }) => {
    await signInAsDemoGuest(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/explore?view=map');
    await expect(markers(page).first()).toBeVisible();
    // Beside the list on a wide screen.
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.getByRole('button', { name: 'Skip the map' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /Activit(y|ies) Found$/ })).toBeFocused();

    const first = markers(page).first();
    await first.focus();
    await page.keyboard.press('Enter');
    const name = (await first.getAttribute('aria-label')) ?? '';
    if (/^\d+ activities$/.test(name)) {
      // A cluster zooms in; its pins then show.
      await expect(first).not.toHaveAttribute('aria-label', name);
    } else {
      await expect(page.getByRole('link', { name: name.slice(0, name.lastIndexOf(',')) })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('link', { name: name.slice(0, name.lastIndexOf(',')) })).toBeHidden();
    }
    expect(consoleErrors).toEqual([]);
  });
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`explore's map at ${width} px, ${theme}`, async ({ page, consoleErrors }) => {
      await setTheme(page, theme);
      await signInAsDemoGuest(page);
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.goto('/explore?view=map');
      await expect(markers(page).first()).toBeVisible();
      // The map settles (fitted to the pins) before the picture.
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${SHOTS}/explore-map-${width}-${theme}.png` });
      expect(consoleErrors).toEqual([]);
    });
  }
}
