import { expect, type Page } from '@playwright/test';

/** Lazy images load only when scrolled near: a full-page picture should show them, then start at the top. */
export async function loadLazyImages(page: Page) {
  for (const image of await page.locator('main img[loading="lazy"]').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
