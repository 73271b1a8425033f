import type { Locator, Page } from '@playwright/test';
import { expect, setTheme, test } from './console-guard.ts';
import { foundCount } from './explore-results.ts';
import { signInAsDemoGuest } from './sign-in.ts';

/** Where the journeys' pictures go (looked at by whoever changes the map). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/explore-map';

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of the activities found' });

/** The map's markers: a pin is named by its title and price, a cluster by its count. */
const markers = (page: Page) => mapRegion(page).locator('.maplibregl-marker button');

/**
 * The map's first markers. MapLibre's chunk is parsed and its WebGL drawn in software (SwiftShader) here: on the
 * 2-core CI machine, with a second worker drawing a map beside it, the first markers of a 1280 px map came after
 * more than the usual ten seconds (a user's GPU draws them in well under one).
 */
const markersShown = (page: Page) => expect(markers(page).first()).toBeVisible({ timeout: 30_000 });

// With the map's first draw allowed 30 s, each test of it is allowed twice the usual 30.
test.describe.configure({ timeout: 60_000 });

/** A phone's results: a sheet over the map, its top a button with the count ('24 activities'). */
const sheet = (page: Page) => page.getByRole('region', { name: 'List of the activities found' });
const sheetButton = (page: Page) => sheet(page).getByRole('button', { name: /^\d+\+? activit(y|ies)$/ });
const sheetCount = async (page: Page) => Number((await sheetButton(page).innerText()).match(/\d+/)?.[0]);

/** Where a locator rests once the sheet's slide has ended (two reads 100 ms apart agree). */
async function settledBox(locator: Locator) {
  let last = await locator.boundingBox();
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        const same = box !== null && box.y === last?.y;
        last = box;
        return same;
      },
      { intervals: [100] },
    )
    .toBe(true);
  if (!last) throw new Error('no box');
  return last;
}

/** How far the document can scroll (0: it fits the screen). */
const documentScroll = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollHeight ?? 0) - window.innerHeight);

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
  await markersShown(page);
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
    // A long walk (the map, the list, an activity and back) on a 2-core machine.
    test.setTimeout(90_000);
    const all = await openMapOnPhone(page);
    // No street of the map comes from the internet: the journeys' style is served locally.
    await expect(mapRegion(page).getByRole('status')).toHaveCount(0);

    // Nothing is searched until the person moves the map.
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeHidden();
    await dragMap(page, -40, 30);
    for (let i = 0; i < 2; i++) await mapRegion(page).getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/explore-map-moved-390.png` });
    const pinRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/activities/pins')) pinRequests.push(`${url.pathname}${url.search}`);
    });
    await page.getByRole('button', { name: 'Search this area' }).click();

    // west,south,east,north with at most five decimals, around Barcelona.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('bbox'))
      .toMatch(/^2\.\d{1,5},41\.\d{1,5},2\.\d{1,5},41\.\d{1,5}$/);
    await expect(page).toHaveURL(/view=map/);
    await expect.poll(() => sheetCount(page)).toBeLessThan(all);
    const inArea = await sheetCount(page);
    await expect(page.getByRole('button', { name: 'Remove filter: In the map area' })).toBeVisible();

    // The list shows the same narrowed search.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page).toHaveURL(/bbox=/);
    await expect.poll(() => foundCount(page)).toBe(inArea);
    await expect(page.getByRole('article')).toHaveCount(Math.min(inArea, 12));

    // Back on the map: a marker opens a small card, its title the way to the activity.
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await markersShown(page);
    // The area's pins came by map tile, the same for everyone looking there, never as this box's own search.
    expect(pinRequests.filter((path) => /^\/api\/activities\/pins\/\d+\/\d+\/\d+/.test(path))).not.toEqual(
      [],
    );
    expect(pinRequests.filter((path) => path.includes('bbox='))).toEqual([]);
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
    await expect.poll(() => sheetCount(page)).toBe(all);
    expect(consoleErrors).toEqual([]);
  });

  test('on a phone the map fills the screen between the bars, nothing scrolls under a tapped pin, and the sheet opens to the list', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const all = await openMapOnPhone(page);
    const viewport = page.viewportSize() ?? { width: 390, height: 844 };
    const header = await page.getByRole('banner').boundingBox();
    const tabBar = await page.getByRole('navigation', { name: 'Bottom navigation' }).boundingBox();
    const map = await mapRegion(page).boundingBox();
    if (!header || !tabBar || !map) throw new Error('no header, tab bar or map');
    // From edge to edge, down to the tab bar; above it only the search, the filters and the quick chips.
    expect(map.x).toBe(0);
    expect(map.width).toBe(viewport.width);
    expect(Math.abs(map.y + map.height - tabBar.y)).toBeLessThanOrEqual(1);
    expect(map.y - (header.y + header.height)).toBeLessThanOrEqual(130);
    expect(map.height).toBeGreaterThan(viewport.height - header.height - tabBar.height - 130);
    // The page fits the screen: no footer under the map, nothing to scroll.
    expect(await documentScroll(page)).toBeLessThanOrEqual(2);
    await expect(page.getByRole('contentinfo')).toBeHidden();

    // Closed, the sheet shows the count over the map's bottom; its list is out of reach.
    await expect(sheetButton(page)).toHaveText(`${all} activities`);
    await expect(sheetButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(sheet(page).getByRole('article')).toHaveCount(0);
    // Its count and the List / Map toggle beside it are within a thumb's reach (44 px at least).
    for (const target of [
      sheetButton(page),
      sheet(page).getByRole('button', { name: 'List', exact: true }),
      sheet(page).getByRole('button', { name: 'Map', exact: true }),
    ]) {
      const box = await target.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    const closed = await sheet(page).boundingBox();
    if (!closed) throw new Error('no sheet');

    // A pin's card opens above the sheet; the page does not move.
    const title = await openAPin(page);
    const card = mapRegion(page)
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: title }) });
    await expect(card).toBeVisible();
    const cardBox = await card.boundingBox();
    if (!cardBox) throw new Error('no card');
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(closed.y + 1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await documentScroll(page)).toBeLessThanOrEqual(2);
    // The title has focus, without a ring after a tap (only :focus-visible draws one).
    const link = card.getByRole('link', { name: title });
    await expect(link).toBeFocused();
    expect(await link.evaluate((el) => el.matches(':focus-visible'))).toBe(false);
    expect(await link.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
    expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    await page.screenshot({ path: `${SHOTS}/explore-map-card-tapped-390.png` });

    // Reached by keyboard, the same title has a whole ring round it.
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    const pin = markers(page)
      .filter({ hasText: /€|Free/ })
      .first();
    await pin.focus();
    await page.keyboard.press('Enter');
    const keyed = mapRegion(page).getByRole('article').getByRole('link').first();
    await expect(keyed).toBeFocused();
    expect(await keyed.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    expect(await keyed.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    expect(await keyed.evaluate((el) => getComputedStyle(el).display)).toBe('block');
    await page.screenshot({ path: `${SHOTS}/explore-map-card-keyboard-390.png` });
    await page.keyboard.press('Escape');

    // The sheet opens to the list with a tap on its count, and Escape closes it.
    await sheetButton(page).click();
    await expect(sheetButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(sheet(page).getByRole('article').first()).toBeVisible();
    expect(await documentScroll(page)).toBeLessThanOrEqual(2);
    await page.screenshot({ path: `${SHOTS}/explore-map-sheet-390.png` });
    await page.keyboard.press('Escape');
    await expect(sheetButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(sheetButton(page)).toBeFocused();

    // A finger dragging its top up opens it too.
    const top = await settledBox(sheetButton(page));
    await page.mouse.move(top.x + top.width / 2, top.y + top.height / 2);
    await page.mouse.down();
    await page.mouse.move(top.x + top.width / 2, top.y - 400, { steps: 10 });
    await page.mouse.up();
    await expect(sheetButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(sheet(page).getByRole('article').first()).toBeVisible();
    expect(await documentScroll(page)).toBeLessThanOrEqual(2);
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
    await markersShown(page);
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
      // The card's link, in the map (the list beside it has the same activity's card).
      const cardLink = mapRegion(page).getByRole('link', { name: name.slice(0, name.lastIndexOf(',')) });
      await expect(cardLink).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(cardLink).toBeHidden();
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
      await markersShown(page);
      // The map settles (fitted to the pins) before the picture.
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${SHOTS}/explore-map-${width}-${theme}.png` });
      if (width < 600) {
        await sheetButton(page).click();
        await expect(sheet(page).getByRole('article').first()).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${SHOTS}/explore-map-${width}-${theme}-sheet.png` });
      }
      expect(consoleErrors).toEqual([]);
    });
  }
}
