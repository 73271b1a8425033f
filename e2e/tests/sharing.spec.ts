import { mkdir, writeFile } from 'node:fs/promises';
import { expect, setTheme, test } from './console-guard.ts';
import { seededActivityId } from './seeded-activities.ts';

/*
 * A shared link looks like the product in chat apps: the activity page's head names a 1200 x 630 picture
 * made for it. The Share button copies the page's link on a desktop (a phone's share sheet is the
 * browser's own, outside what a test can drive).
 */
const ACTIVITY = 'Paella Masterclass on a Poble-sec Rooftop';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/sharing';

/** The width and height a PNG's header (its IHDR chunk, right after the signature) declares. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("the activity page's og:image answers a 1200 x 630 picture", async ({ page, consoleErrors }) => {
  const activityId = await seededActivityId(page.request, ACTIVITY, 'upcoming');
  // The head as the server sends it, before any script: what a chat app's link preview reads.
  const html = await (await page.request.get(`/activity/${activityId}`)).text();
  const imageUrl = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  expect(imageUrl).toMatch(new RegExp(`/api/activities/${activityId}/preview\\.png\\?v=[0-9a-f]{16}$`));
  expect(html).toContain('<meta property="og:image:width" content="1200" />');
  expect(html).toContain('<meta property="og:image:height" content="630" />');

  const { pathname, search } = new URL(imageUrl ?? '');
  const image = await page.request.get(pathname + search);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000');
  const bytes = await image.body();
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  await mkdir(SHOTS, { recursive: true });
  await writeFile(`${SHOTS}/preview.png`, bytes);
  expect(consoleErrors).toEqual([]);
});

test("Share copies the page's link on a desktop and says so", async ({ page, context, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const activityId = await seededActivityId(page.request, ACTIVITY, 'upcoming');
  await page.goto(`/activity/${activityId}?ref=newsletter#reviews`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(`/activity/${activityId}`, page.url()).href);
  expect(consoleErrors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the Share button beside the way back, ${width} px, ${theme}`, async ({ page, consoleErrors }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      const activityId = await seededActivityId(page.request, ACTIVITY, 'upcoming');
      await page.goto(`/activity/${activityId}`);
      const share = page.getByRole('button', { name: 'Share' });
      await expect(share).toBeVisible();
      // Signed out, the way back goes home (Explore needs an account).
      await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/share-${width}-${theme}.png` });
      expect(consoleErrors).toEqual([]);
    });
  }
}
