import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, setTheme, test } from './console-guard.ts';

/*
 * The host's promo codes (issue 36, item 3): a host makes a code for one of their activities from 'Codes'
 * in the header, sees it listed, pauses it; the admin's platform codes page opens from the admin dashboard.
 * Both pages and the header with its role entries stay within the screen at a phone's width, 1024 px and
 * 1280 px. Screenshots go to e2e/screenshots/ (codes-*) to be looked at.
 */

const DEMO_HOST = { email: 'host@sortim.test', password: 'Host1234' };
const ADMIN = { email: 'admin@sortim.test', password: 'Admin1234' };
const shots = path.resolve(import.meta.dirname, '..', 'screenshots');

async function signInAs(page: Page, account: { email: string; password: string }) {
  expect((await page.request.post('/api/auth/sign-in/email', { data: account })).ok()).toBe(true);
}

async function expectNoSidewaysScroll(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    culprits: Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName} ${element.className}`.slice(0, 160)),
  }));
  expect(overflow, `horizontal overflow in px, from ${culprits.join(' | ')}`).toBeLessThanOrEqual(0);
}

test('a host makes a code for one activity from the header’s Codes, and pauses it', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, DEMO_HOST);
  await page.goto('/host-dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'Codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();

  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('button', { name: 'New code' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New code' });
  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByLabel('Percentage (1-100)').fill('20');
  await dialog.getByRole('radio', { name: 'Only the activities I choose' }).click();
  const choices = dialog.getByRole('list', { name: 'Upcoming activities' }).getByRole('checkbox');
  await choices.first().click();
  await dialog.getByLabel('Total uses').fill('1');
  await dialog.getByLabel('Note shown to guests').fill('Welcome, friends of the bakery');
  await page.screenshot({ path: path.join(shots, 'codes-form-desktop.png') });
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: code }) });
  await expect(card).toContainText('Live');
  await expect(card).toContainText('20% off');
  await expect(card).toContainText('0 of 1');
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card).toContainText('Paused');
  await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: path.join(shots, 'codes-host-desktop.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'laptop', width: 1024, height: 768 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    test(`the codes pages and the admin's header fit ${viewport.width} px in ${theme}`, async ({
      page,
      consoleErrors,
    }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAs(page, ADMIN);
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Promo Codes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Platform promo codes' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: path.join(shots, `codes-admin-${viewport.name}-${theme}.png`),
        fullPage: true,
      });

      await page.goto('/host/codes');
      await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: path.join(shots, `codes-host-${viewport.name}-${theme}.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'New code' }).first().click();
      await expect(page.getByRole('dialog', { name: 'New code' })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(shots, `codes-form-${viewport.name}-${theme}.png`) });
      expect(consoleErrors).toEqual([]);
    });
  }
}
