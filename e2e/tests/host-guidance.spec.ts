import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, setTheme, test } from './console-guard.ts';
import { loadImages } from './lazy-images.ts';
import { newGuest } from './sign-in.ts';

/*
 * Host flows that guide (issue 24, item 5): the payout setup returns to the host dashboard, finished or not,
 * and an unfinished setup reads as an ordinary state with 'Continue setup'; a new host sees 'Connect Stripe'
 * on the first screen of a phone; the editor's fixed bars stay thin on a phone; the host's and admin's
 * header entries carry words. Screenshots go to e2e/screenshots/ (host-*) to be looked at.
 */

const PHONE = { width: 390, height: 844 };
const DEMO_HOST = { email: 'host@sortim.test', password: 'Host1234' };
const ADMIN = { email: 'admin@sortim.test', password: 'Admin1234' };
const shots = path.resolve(import.meta.dirname, '..', 'screenshots');

/** A brand-new host of the test's own (no activities, no payout account), signed in on `page`. */
async function newHost(page: Page, name: string) {
  const account = await newGuest(page.request, name);
  expect((await page.request.post('/api/auth/sign-in/email', { data: account })).ok()).toBe(true);
  const become = await page.request.post('/api/host/become', {
    data: { phone: '+34 600 123 456', notificationEmail: account.email, activityType: 'Taste Wine' },
  });
  expect(become.ok()).toBe(true);
  return account;
}

async function signInAs(page: Page, account: { email: string; password: string }) {
  expect((await page.request.post('/api/auth/sign-in/email', { data: account })).ok()).toBe(true);
}

/** Failures of a second tab count as the test's own console errors. */
function guard(tab: Page, consoleErrors: string[]) {
  tab.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  tab.on('pageerror', (error) => consoleErrors.push(error.message));
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

test.describe('payout setup', () => {
  test.describe.configure({ timeout: 90_000 });

  test('returns to the host dashboard: unfinished is In Progress with Continue setup, then Connected, and the first tab follows on focus', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.setViewportSize(PHONE);
    await newHost(page, 'Pau Serra');

    await page.goto('/host-dashboard');
    const payouts = page.getByRole('heading', { name: /^Payment setup/ });
    await expect(payouts).toContainText('Not Started');
    // A new host's one task is on the first screen of a phone, above the numbers.
    const connect = page.getByRole('button', { name: 'Connect Stripe' });
    const box = await connect.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    const numbers = await page.getByRole('region', { name: 'Your numbers' }).boundingBox();
    expect(numbers?.y ?? 0).toBeGreaterThan(box?.y ?? 0);

    // Setup opens in a new tab, as Stripe's does; the host leaves it unfinished.
    const opening = context.waitForEvent('page');
    await connect.click();
    const provider = await opening;
    guard(provider, consoleErrors);
    await expect(provider.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
    await provider.getByRole('button', { name: 'Leave setup incomplete' }).click();

    // Back on the dashboard, not on Become a Host; an ordinary state, not an error.
    await expect(provider).toHaveURL(/\/host-dashboard$/);
    await expect(provider.getByText('Action required').first()).toBeVisible();
    const back = provider.getByRole('heading', { name: /^Payment setup/ });
    await expect(back).toContainText('In Progress');
    const card = provider.locator('[data-slot="card"]', { has: back });
    await expect(card).toContainText('Your setup is not finished yet.');
    await expect(card.getByRole('alert')).toHaveCount(0);
    await expect(card).not.toContainText(/contact support/i);
    await expect(provider.getByRole('heading', { name: 'Become a Host' })).toHaveCount(0);

    // Continue setup starts onboarding again; this time it is completed.
    const again = context.waitForEvent('page');
    await card.getByRole('button', { name: 'Continue setup' }).click();
    const second = await again;
    guard(second, consoleErrors);
    await second.getByRole('button', { name: 'Complete setup' }).click();
    await expect(second).toHaveURL(/\/host-dashboard$/);
    await expect(second.getByText('Stripe connected!').first()).toBeVisible();
    await expect(second.getByRole('heading', { name: /^Payment setup/ })).toContainText('Connected');
    await second.close();
    await provider.close();

    // The first tab still shows what it last knew, until the host comes back to it: no reload needed.
    // Headless Chromium keeps every page focused, so the return is announced as a browser does on a tab switch.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(payouts).toContainText('Connected');
    await expect(page.getByRole('button', { name: 'Connect Stripe' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

/** The fixed and sticky elements stuck on screen now, with their heights. */
async function stuckBars(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.position !== 'fixed' && style.position !== 'sticky') return false;
        if (style.display === 'none' || style.visibility === 'hidden') return false;
        const rect = element.getBoundingClientRect();
        return rect.height > 0 && rect.width > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
      })
      // A stuck element inside another one is counted with it.
      .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
      .map((element) => ({
        name:
          element.tagName.toLowerCase() +
          (element.getAttribute('aria-label') ? ` ${element.getAttribute('aria-label')}` : ''),
        height: element.getBoundingClientRect().height,
      })),
  );
}

test.describe('the editor on a phone', () => {
  for (const editor of ['create', 'edit'] as const) {
    test(`${editor}: the fixed bars take at most 15 % of a 390 x 844 screen, with the actions and the step kept`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(PHONE);
      await signInAs(page, DEMO_HOST);
      if (editor === 'create') {
        await page.goto('/create-activity');
        await expect(page.getByRole('heading', { level: 2, name: 'The Essentials' })).toBeVisible();
        await expect(page.getByText('Step 1 of 2', { exact: true })).toBeVisible();
      } else {
        const dashboard = await (await page.request.get('/api/host/dashboard')).json();
        const id = (dashboard.latestActivities as { id: string }[])[0]?.id;
        expect(id).toBeTruthy();
        await page.goto(`/edit-activity/${id}`);
        await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
      }
      // Mid-form, where the bars matter: the header at the top, the actions at the foot.
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(200);

      const header = await page.getByRole('banner').boundingBox();
      const action = page.getByRole('button', { name: editor === 'create' ? 'Continue' : 'Save Changes' });
      await expect(action).toBeInViewport();
      const actionsBar = await action.locator('xpath=..').boundingBox();
      expect(header?.height ?? 0).toBeGreaterThan(0);
      expect(actionsBar?.height ?? 0).toBeGreaterThan(0);
      await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toHaveCount(0);

      const bars = await stuckBars(page);
      const total = bars.reduce((sum, bar) => sum + bar.height, 0);
      expect(total, JSON.stringify(bars)).toBeCloseTo((header?.height ?? 0) + (actionsBar?.height ?? 0), 0);
      expect(total / PHONE.height, JSON.stringify(bars)).toBeLessThanOrEqual(0.15);
      await expectNoSidewaysScroll(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('the header on a phone', () => {
  for (const who of [
    { role: 'host', account: DEMO_HOST, menu: 'Hosting', items: ['Dashboard', 'Create', 'Codes'] },
    { role: 'admin', account: ADMIN, menu: 'Manage', items: ['Dashboard', 'Create', 'Admin', 'Hosts'] },
  ] as const) {
    test(`${who.role}: every entry carries words, and the theme is in the account menu`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(PHONE);
      await signInAs(page, who.account);
      await page.goto('/host-dashboard');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: who.menu })).toBeVisible();
      await expect(header.getByRole('button', { name: /^Theme/ })).toHaveCount(0);

      // Each visible control shows words, but the three everyone knows by their mark.
      const unlabelled = await header.evaluate((banner) =>
        Array.from(banner.querySelectorAll<HTMLElement>('a, button'))
          .filter((control) => control.offsetParent !== null && control.getBoundingClientRect().width > 0)
          .filter((control) => {
            // Words only a screen reader gets (the account button's 'Account menu') are not shown.
            const unseen = Array.from(
              control.querySelectorAll('.sr-only'),
              (words) => words.textContent ?? '',
            );
            return unseen.reduce((text, words) => text.replace(words, ''), control.innerText).trim() === '';
          })
          .map(
            (control) =>
              control.getAttribute('aria-label') ??
              (control.textContent?.trim() || control.outerHTML.slice(0, 80)),
          ),
      );
      // The account button shows its picture or, until that loads, initials: known by its mark either way.
      expect(unlabelled.filter((name) => name !== 'Account menu').sort()).toEqual(['Go back', 'Sortim home']);

      // By keyboard: the menu opens, its entries are named links.
      await header.getByRole('button', { name: who.menu }).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText([...who.items]);
      await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');

      await header.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('group', { name: 'Theme' }).getByRole('menuitemradio')).toHaveText([
        'Light',
        'Dark',
        'System',
      ]);
      await expectNoSidewaysScroll(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('screenshots', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'desktop', width: 1280, height: 900 },
    ]) {
      const shot = (name: string) => path.join(shots, `host-${name}-${viewport.name}-${theme}.png`);

      test(`host pages at ${viewport.width}px in ${theme}`, async ({ page, consoleErrors }) => {
        await setTheme(page, theme);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });

        await newHost(page, 'Laia Vidal');
        await page.goto('/host-dashboard');
        await expect(page.getByRole('button', { name: 'Connect Stripe' })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('dashboard-new-host-first-screen') });
        await page.screenshot({ path: shot('dashboard-new-host'), fullPage: true });

        await page.context().clearCookies();
        await signInAs(page, DEMO_HOST);
        await page.goto('/host-dashboard');
        await expect(page.getByRole('heading', { name: /^Payment setup/ })).toContainText('Connected');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await loadImages(page);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('dashboard-established-first-screen') });
        await page.screenshot({ path: shot('dashboard-established'), fullPage: true });
        await page
          .getByRole('region', { name: 'Latest activities' })
          .screenshot({ path: shot('dashboard-established-activities') });
        // The calendar card starts compact, and its import opens in place.
        const calendar = page
          .locator('[data-slot="card"]')
          .filter({ has: page.getByRole('heading', { name: 'Calendar sync' }) });
        await expect(calendar).toContainText('No calendar connected');
        await calendar.screenshot({ path: shot('dashboard-calendar') });
        const importPart = calendar.getByRole('button', { name: 'Import from your calendar' });
        await expect(importPart).toHaveAttribute('aria-expanded', 'false');
        await importPart.click();
        await expect(calendar.getByLabel('Calendar URL (.ics)')).toBeVisible();
        await expectNoSidewaysScroll(page);

        await page.goto('/create-activity');
        await expect(page.getByRole('heading', { level: 2, name: 'The Essentials' })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('editor-step1') });
        await page.mouse.wheel(0, 700);
        await page.waitForTimeout(200);
        await page.screenshot({ path: shot('editor-step1-scrolled') });

        await page.goto('/host-dashboard');
        await page
          .getByRole('banner')
          .getByRole('button', { name: 'Hosting' })
          .or(page.getByRole('banner').getByRole('link', { name: 'Dashboard' }))
          .first()
          .waitFor();
        await page.screenshot({
          path: shot('header'),
          clip: { x: 0, y: 0, width: viewport.width, height: 80 },
        });
        if (viewport.name === 'phone') {
          await page.getByRole('banner').getByRole('button', { name: 'Hosting' }).click();
          await expect(page.getByRole('menu')).toBeVisible();
          // Past the menu's fade-in.
          await page.waitForTimeout(400);
          await page.screenshot({ path: shot('header-menu') });
          await page.keyboard.press('Escape');
          await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
          await expect(page.getByRole('menu')).toBeVisible();
          await page.waitForTimeout(400);
          await page.screenshot({ path: shot('account-menu') });
        }
        expect(consoleErrors).toEqual([]);
      });
    }
  }
});
