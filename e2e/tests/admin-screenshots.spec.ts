import path from 'node:path';
import { type Page, request } from '@playwright/test';
import { ADMIN } from './admin-helpers.ts';
import { expect, setTheme, test } from './console-guard.ts';
import { loadImages } from './lazy-images.ts';
import { newGuest } from './sign-in.ts';

/*
 * Pictures of every admin page (e2e/screenshots/admin-*.png, not committed) at desktop and phone widths in
 * both themes, as the demo admin sees them; each also checks that nothing overflows the viewport sideways.
 * Dialogs are opened and closed, never confirmed; the one change is the bulk fix of host roles, which only
 * gives approved applicants the host role they lack.
 */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const shots = path.resolve(import.meta.dirname, '..', 'screenshots');

async function expectNoSidewaysScroll(page: Page) {
  const { overflow, sticking } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    // The innermost elements past the right edge, so a failure says where to look.
    sticking: Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`),
  }));
  expect(overflow, `horizontal overflow in px, past the edge: ${sticking.join(' ')}`).toBeLessThanOrEqual(0);
}

/** Nothing still loading, and every picture in the page drawn (lazy ones scrolled near first). */
async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await loadImages(page, 'main img');
}

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    const shot = (name: string) => path.join(shots, `admin-${name}-${viewport.name}-${theme}.png`);
    const at = `at ${viewport.width}px in ${theme}`;

    test.describe(`admin pages ${at}`, () => {
      test.describe.configure({ timeout: 120_000 });

      test.beforeEach(async ({ page }) => {
        await setTheme(page, theme);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        expect((await page.request.post('/api/auth/sign-in/email', { data: ADMIN })).ok()).toBe(true);
      });

      test(`/admin and /admin/users with its View and Add User dialogs ${at}`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto('/admin');
        await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expect(page.getByText('Total Users', { exact: true })).toBeVisible();
        await settle(page);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('dashboard'), fullPage: true });

        // A newest account with a long address, first in the list: its card must still fit a phone.
        // (Signed up from a context of its own: the page's requests carry the admin's session.)
        const visitor = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
        await newGuest(visitor, 'Long Address Person');
        await visitor.dispose();
        await page.goto('/admin/users');
        await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
        await expect(page.getByRole('article').first()).toBeVisible();
        await expect(page.getByText('Active (30 days)', { exact: true })).toBeVisible();
        await settle(page);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('users'), fullPage: true });

        // The demo host: bookings, hosted activities, payouts and sessions to show in every tab.
        await page.getByLabel('Search', { exact: true }).fill('Marta Puig');
        await expect(page.getByRole('heading', { name: '1 user', exact: true })).toBeVisible();
        await page.getByRole('button', { name: 'View Marta Puig' }).click();
        const view = page.getByRole('dialog');
        for (const tab of ['Profile', 'Activity', 'Financial', 'Security']) {
          await view.getByRole('tab', { name: tab }).click();
          await expect(view.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
          await expect(view.locator('[aria-busy="true"]')).toHaveCount(0);
          await expectNoSidewaysScroll(page);
          await page.screenshot({ path: shot(`user-view-${tab.toLowerCase()}`), animations: 'disabled' });
        }
        await page.keyboard.press('Escape');
        await expect(view).toBeHidden();

        // The admin's own account has admin actions on record (the seed's grant of the role).
        await page.getByLabel('Search', { exact: true }).fill('Elena Vidal');
        await expect(page.getByRole('heading', { name: '1 user', exact: true })).toBeVisible();
        await page.getByRole('button', { name: 'View Elena Vidal' }).click();
        await view.getByRole('tab', { name: 'Security' }).click();
        await expect(view.getByText('Admin role granted')).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('user-view-audit'), animations: 'disabled' });
        await page.keyboard.press('Escape');
        await expect(view).toBeHidden();

        await page.getByRole('button', { name: 'Add User' }).click();
        const add = page.getByRole('dialog', { name: 'Add User' });
        await expect(add.getByLabel('Email')).toBeVisible();
        await page.screenshot({ path: shot('add-user'), animations: 'disabled' });
        // As it looks refused: each field's message under it (and the first as the toast).
        await add.getByLabel('Email').fill('not-an-email');
        await add.getByLabel('Password', { exact: true }).fill('short');
        await add.getByLabel('Name (optional)').fill('A');
        await add.getByRole('button', { name: 'Create User' }).click();
        await expect(add.getByText('Password must be at least 8 characters')).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('add-user-errors'), animations: 'disabled' });
        await page.keyboard.press('Escape');
        await expect(add).toBeHidden();
        expect(consoleErrors).toEqual([]);
      });

      test(`/admin/applications, /admin/activities and /admin/hosts ${at}`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto('/admin/applications');
        await expect(page.getByRole('heading', { level: 1, name: 'Review Applications' })).toBeVisible();
        await settle(page);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('applications'), fullPage: true });
        await page.getByRole('tab', { name: 'All' }).click();
        await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
        await settle(page);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('applications-all'), fullPage: true });

        await page.goto('/admin/activities');
        await expect(page.getByRole('heading', { level: 1, name: 'Moderate Activities' })).toBeVisible();
        await expect(page.getByRole('article').first()).toBeVisible();
        await settle(page);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('activities'), fullPage: true });
        // The last page: the past, cancelled and draft ones, whose switch is off limits.
        const total = Number.parseInt(await page.getByText(/^\d+ activities$/).innerText(), 10);
        await page.goto(`/admin/activities?page=${Math.ceil(total / 20)}`);
        await expect(page.getByRole('article').first()).toBeVisible();
        await settle(page);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('activities-last-page'), fullPage: true });

        await page.goto('/admin/hosts');
        await expect(page.getByRole('heading', { level: 1, name: 'Hosts' })).toBeVisible();
        await expect(page.getByRole('article').first()).toBeVisible();
        await settle(page);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('hosts'), fullPage: true });
        expect(consoleErrors).toEqual([]);
      });

      test(`/admin/analytics (each tab) and /admin/fix-host-roles ${at}`, async ({ page, consoleErrors }) => {
        // Recharts draws at once for someone who asked for less motion: the pictures show the finished charts.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto('/admin/analytics');
        await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
        const tabs = [
          { tab: 'Overview', name: 'overview', chart: /^Top categories/ },
          { tab: 'Trends', name: 'trends', chart: /^Daily unique visitors/ },
          { tab: 'A/B Testing', name: 'ab-test', chart: /^Conversion by variant/ },
        ];
        for (const { tab, name, chart } of tabs) {
          await page.getByRole('tab', { name: tab }).click();
          const panel = page.getByRole('tabpanel');
          await expect(panel.getByRole('img', { name: chart })).toBeVisible();
          // Recharts draws once it has measured its box.
          await expect(panel.locator('.recharts-surface').first()).toBeVisible();
          await settle(page);
          await expectNoSidewaysScroll(page);
          await page.screenshot({ path: shot(`analytics-${name}`), fullPage: true, animations: 'disabled' });
        }

        await page.goto('/admin/fix-host-roles');
        await expect(page.getByRole('heading', { level: 1, name: 'Fix Host Roles' })).toBeVisible();
        await expect(page.getByText('Admin only', { exact: true })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('fix-host-roles'), fullPage: true });
        await page.getByRole('button', { name: 'Run Bulk Fix' }).click();
        const done = page.getByText('Bulk fix complete');
        await expect(done).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
        // The results without the toast over them.
        await expect(done).toBeHidden();
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: shot('fix-host-roles-run'), fullPage: true });
        expect(consoleErrors).toEqual([]);
      });
    });
  }
}
