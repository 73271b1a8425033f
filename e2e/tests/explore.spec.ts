import { expect, test } from './console-guard.ts';
import { foundCount } from './explore-results.ts';
import { signInAsDemoGuest } from './sign-in.ts';

test.describe('explore', () => {
  test('filters on the desktop sidebar live in the URL, so a shared link shows the same results', async ({
    page,
    consoleErrors,
  }) => {
    await signInAsDemoGuest(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/explore');
    await expect(page.getByRole('heading', { name: 'Explore Activities' })).toBeVisible();
    const all = await foundCount(page);
    expect(all).toBeGreaterThan(10);

    await page.getByRole('checkbox', { name: 'Taste & Cook' }).click();
    await expect(page.getByRole('checkbox', { name: 'Taste & Cook' })).toBeChecked();
    await expect(page).toHaveURL(/categories=Taste/);
    await expect.poll(() => foundCount(page)).toBeLessThan(all);
    const filtered = await foundCount(page);
    for (const card of await page.getByRole('article').all())
      await expect(card).toContainText('Taste & Cook');

    // The link, opened fresh (as someone it was shared with), restores the filter and the results.
    const shared = page.url();
    await page.goto('/home');
    await page.goto(shared);
    await expect(page.getByRole('checkbox', { name: 'Taste & Cook' })).toBeChecked();
    await expect.poll(() => foundCount(page)).toBe(filtered);

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the mobile drawer filters and shows how many activities match', async ({ page, consoleErrors }) => {
    await signInAsDemoGuest(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/explore');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('checkbox', { name: 'Get Outdoors' }).click();
    await expect(drawer.getByRole('checkbox', { name: 'Get Outdoors' })).toBeChecked();
    const show = drawer.getByRole('button', { name: /^Show \d+ activit/ });
    await expect(show).toBeVisible();
    const promised = Number((await show.innerText()).match(/\d+/)?.[0]);
    await show.click();
    await expect(drawer).toBeHidden();
    await expect.poll(() => foundCount(page)).toBe(promised);
    await expect(page).toHaveURL(/categories=Get/);
    expect(consoleErrors).toEqual([]);
  });

  test("the 'Free' chip and an impossible search end in the empty state with 'Clear All Filters'", async ({
    page,
    consoleErrors,
  }) => {
    await signInAsDemoGuest(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/explore?q=zzzz-no-such-activity');
    await expect(page.getByText('No activities found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect.poll(() => foundCount(page)).toBeGreaterThan(10);
    expect(consoleErrors).toEqual([]);
  });
});
