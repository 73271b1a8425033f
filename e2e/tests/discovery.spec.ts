import { expect, test } from './console-guard.ts';

test.describe('discovery', () => {
  test('land, browse the upcoming list, open an activity with its reviews and shared page tags', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'This Week in Barcelona' })).toBeVisible();
    const upcoming = page.locator('section', {
      has: page.getByRole('heading', { name: "What's Happening Near You" }),
    });
    await expect(upcoming.getByRole('article').first()).toBeVisible();
    await expect(upcoming.getByRole('article')).toHaveCount(6);

    await page.getByRole('button', { name: 'Browse activities' }).click();
    const firstCard = upcoming.getByRole('article').first();
    const title = await firstCard.getByRole('heading').first().innerText();
    await firstCard.getByRole('link', { name: 'Join now' }).click();
    await expect(page).toHaveURL(/\/activity\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();

    // What a search engine or a link preview gets from the server itself, before any script runs.
    const html = await (await page.request.get(page.url(), { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('property="og:image"');
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown activity shows "Activity not found" with a way back to explore', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/activity/00000000-0000-0000-0000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Activity not found')).toBeVisible();
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
    consoleErrors.length = 0;
  });

  test('sitemap and robots are served', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toMatch(/<loc>[^<]+\/activity\/[0-9a-f-]{36}<\/loc>/);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  });
});
