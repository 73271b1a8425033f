import { expect, test } from './console-guard.ts';

test.describe('/contact form', () => {
  test('shows each validation message under its field', async ({ page, consoleErrors }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Subject').fill('Hi');
    await page.getByLabel('Message').fill('Too short');
    await page.getByRole('button', { name: /send/i }).click();

    await expect(page.getByText('Name must be between 2 and 100 characters')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Subject must be between 5 and 200 characters')).toBeVisible();
    await expect(page.getByText('Message must be between 20 and 1000 characters')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('counts the message live out of 1000', async ({ page, consoleErrors }) => {
    await page.goto('/contact');
    await expect(page.getByText('0/1000')).toBeVisible();
    await page.getByLabel('Message').fill('Hello Sortim team!');
    await expect(page.getByText('18/1000')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
