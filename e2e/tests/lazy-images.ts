import { expect, type Page } from '@playwright/test';

/**
 * Every picture `selector` finds, drawn (lazy ones load only when near), then back to the top: a full-page
 * picture then shows them all. The page is scrolled through a screen at a time first, which brings most of
 * them near at once; each one still loading is then waited for, scrolled to (a row that scrolls sideways
 * keeps some out of reach).
 */
export async function loadImages(page: Page, selector = 'main img[loading="lazy"]') {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await new Promise(requestAnimationFrame);
    }
  });
  for (const image of await page.locator(selector).all()) {
    const drawn = () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    if (await drawn()) continue;
    await image.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
