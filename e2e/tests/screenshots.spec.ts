import path from 'node:path';
import { expect, setTheme, test } from './console-guard.ts';

/*
 * Pictures of the pages to look at (e2e/screenshots/, not committed), at desktop and phone widths in both
 * themes. Each also checks that nothing overflows the viewport sideways.
 */
const PAGES = ['/home', '/contact', '/terms', '/auth'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const shots = path.resolve(import.meta.dirname, '..', 'screenshots');

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    for (const route of PAGES) {
      test(`${route} at ${viewport.width}px in ${theme}`, async ({ page, consoleErrors }) => {
        await setTheme(page, theme);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        await page.screenshot({
          path: path.join(shots, `${route.slice(1)}-${viewport.name}-${theme}.png`),
          fullPage: true,
        });
        expect(consoleErrors).toEqual([]);
      });
    }
  }
}

/** Signed-in pages, as the demo guest: the profile and its Edit Profile dialog. */
for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    test(`/profile and Edit Profile at ${viewport.width}px in ${theme}`, async ({ page, consoleErrors }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const signIn = await page.request.post('/api/auth/sign-in/email', {
        data: { email: 'guest@sortim.test', password: 'Guest1234' },
      });
      expect(signIn.ok()).toBe(true);
      await page.goto('/profile');
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(shots, `profile-${viewport.name}-${theme}.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `profile-edit-${viewport.name}-${theme}.png`) });
      expect(consoleErrors).toEqual([]);
    });
  }
}

/** Discovery pages as the demo guest: explore with its filters open, and an activity's page. */
for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    test(`/explore and /activity at ${viewport.width}px in ${theme}`, async ({ page, consoleErrors }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.request.post('/api/auth/sign-in/email', {
        data: { email: 'guest@sortim.test', password: 'Guest1234' },
      });
      await page.goto('/explore?categories=Get%20Outdoors');
      await expect(page.getByRole('heading', { name: /Activit(y|ies) Found$/ })).toBeVisible();
      if (viewport.name === 'mobile') await page.getByRole('button', { name: /^Filters/ }).click();
      await page.screenshot({ path: path.join(shots, `explore-${viewport.name}-${theme}.png`) });
      if (viewport.name === 'desktop') {
        // The sidebar collapsed to its rail, as it stays after a reload.
        await page.getByRole('button', { name: 'Collapse filters' }).click();
        await page.reload();
        await expect(page.getByRole('button', { name: 'Expand filters' })).toBeVisible();
        await page.screenshot({ path: path.join(shots, `explore-rail-${viewport.name}-${theme}.png`) });
      }

      const id = (await (await page.request.get('/api/activities?limit=1')).json()).items[0].id;
      await page.goto(`/activity/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(shots, `activity-${viewport.name}-${theme}.png`),
        fullPage: true,
      });
      expect(consoleErrors).toEqual([]);
    });
  }
}
