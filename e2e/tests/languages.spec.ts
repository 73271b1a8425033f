import path from 'node:path';
import type { Page } from '@playwright/test';
import ca from '../../apps/web/src/locales/ca.json' with { type: 'json' };
import es from '../../apps/web/src/locales/es.json' with { type: 'json' };
import { expect, test } from './console-guard.ts';
import { loadImages } from './lazy-images.ts';

const CATALOGS = { es, ca } as const;
const shots = path.resolve(import.meta.dirname, '..', 'screenshots');

/** The language a visitor chose on an earlier visit (kept in localStorage), set once before the first page. */
async function rememberLanguage(page: Page, language: 'es' | 'ca') {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', value);
  }, language);
}

test('a visitor who chose Spanish gets it from the first page, and a switch to Catalan lasts', async ({
  page,
}) => {
  await rememberLanguage(page, 'es');
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: es.home.featuredTitle })).toBeVisible();
  // The cards name their category in Spanish; the activity keeps its English category underneath.
  const categories = Object.values(es.taxonomy.categories);
  await expect(page.getByRole('article').first()).toContainText(new RegExp(categories.join('|')));

  await page.getByRole('button', { name: `${es.language.label}: Español` }).click();
  await page.getByRole('menuitemradio', { name: 'Català' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(page.getByRole('heading', { name: ca.home.featuredTitle })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await expect(page.getByRole('heading', { name: ca.home.featuredTitle })).toBeVisible();
});

/**
 * Phone-width pictures in Spanish and Catalan (e2e/screenshots/), each checked for sideways overflow; the
 * explore filters show the categories and subcategories in the language.
 */
for (const language of ['es', 'ca'] as const) {
  test(`/home, /explore and an activity at 390px in ${language}`, async ({ page }) => {
    const catalog = CATALOGS[language];
    await rememberLanguage(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    // Explore is for members: the demo guest looks.
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: 'guest@sortim.test', password: 'Guest1234' },
    });
    expect(signIn.ok()).toBe(true);
    const id = (await (await page.request.get('/api/activities?limit=1')).json()).items[0].id;

    const pages = [
      { name: 'home', url: '/home' },
      { name: 'explore', url: '/explore?categories=Get%20Outdoors' },
      { name: 'activity', url: `/activity/${id}` },
    ];
    for (const { name, url } of pages) {
      await page.goto(url);
      await expect(page).toHaveURL(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (name === 'explore') {
        await page.getByRole('button', { name: new RegExp(`^${catalog.explore.filters}`) }).click();
        await expect(
          page.getByRole('checkbox', { name: catalog.taxonomy.categories['Get Outdoors'] }),
        ).toBeChecked();
        await expect(
          page.getByRole('checkbox', { name: catalog.taxonomy.subtypes['Go Hiking'] }),
        ).toBeVisible();
      }
      if (name === 'activity') {
        await expect(page.getByRole('heading', { name: catalog.reviews.title })).toBeVisible();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow of ${url} in px`).toBeLessThanOrEqual(0);
      if (name !== 'explore') await loadImages(page);
      await page.screenshot({
        path: path.join(shots, `${name}-mobile-${language}.png`),
        fullPage: name !== 'explore',
      });
    }
  });
}
