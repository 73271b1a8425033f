import { expect, type Page } from '@playwright/test';

/**
 * Every picture `selector` finds, scrolled near and drawn (lazy ones load only when near), then back to the
 * top: a full-page picture then shows them all.
 */
export async function loadImages(page: Page, selector = 'main img[loading="lazy"]') {
  for (const image of await page.locator(selector).all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
