import { expect, test } from './console-guard.ts';

test('the theme choice survives a reload', async ({ page, consoleErrors }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(footer.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();

  await footer.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(consoleErrors).toEqual([]);
});
