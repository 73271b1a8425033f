import path from 'node:path';
import { expect, setTheme, test } from './console-guard.ts';

/*
 * Pictures of the pages to look at (e2e/screenshots/, not committed), at desktop and phone widths in both
 * themes. Each also checks that nothing overflows the viewport sideways.
 */
const PAGES = ['/home', '/contact', '/terms'];
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
