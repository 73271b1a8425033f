import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, setTheme, test } from './console-guard.ts';
import { loadImages } from './lazy-images.ts';
import { seededActivityId } from './seeded-activities.ts';
import { newGuest } from './sign-in.ts';
import { activityPng } from './test-image.ts';

/*
 * Pictures of the pages to look at (e2e/screenshots/, not committed), at desktop and phone widths in both
 * themes. Each also checks that nothing overflows the viewport sideways.
 */
const PAGES = ['/home', '/contact', '/terms', '/auth'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const shots = path.resolve(import.meta.dirname, '..', 'screenshots');

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    for (const route of PAGES) {
      test(`${route} at ${viewport.width}px in ${theme}`, async ({ page, consoleErrors }) => {
        await setTheme(page, theme);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        // The landing page's cards arrive with their lists; their covers load as they scroll near.
        if (route === '/home') await expect(page.getByRole('article')).toHaveCount(9);
        await loadImages(page);
        await page.screenshot({
          path: path.join(shots, `${route.slice(1)}-${viewport.name}-${theme}.png`),
          fullPage: true,
        });
        expect(consoleErrors).toEqual([]);
      });
    }
  }
}

/** Signed-in pages, as the demo guest: the profile and its Edit Profile dialog. */
for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    test(`/profile and Edit Profile at ${viewport.width}px in ${theme}`, async ({ page, consoleErrors }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const signIn = await page.request.post('/api/auth/sign-in/email', {
        data: { email: 'guest@sortim.test', password: 'Guest1234' },
      });
      expect(signIn.ok()).toBe(true);
      await page.goto('/profile');
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(shots, `profile-${viewport.name}-${theme}.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `profile-edit-${viewport.name}-${theme}.png`) });
      expect(consoleErrors).toEqual([]);
    });
  }
}

/** Discovery pages as the demo guest: explore with its filters open, and an activity's page. */
for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    test(`/explore and /activity at ${viewport.width}px in ${theme}`, async ({ page, consoleErrors }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.request.post('/api/auth/sign-in/email', {
        data: { email: 'guest@sortim.test', password: 'Guest1234' },
      });
      await page.goto('/explore?categories=Get%20Outdoors');
      await expect(page.getByRole('heading', { name: /Activit(y|ies) Found$/ })).toBeVisible();
      if (viewport.name === 'mobile') await page.getByRole('button', { name: /^Filters/ }).click();
      await page.screenshot({ path: path.join(shots, `explore-${viewport.name}-${theme}.png`) });
      if (viewport.name === 'desktop') {
        // The sidebar collapsed to its rail, as it stays after a reload.
        await page.getByRole('button', { name: 'Collapse filters' }).click();
        await page.reload();
        await expect(page.getByRole('button', { name: 'Expand filters' })).toBeVisible();
        await page.screenshot({ path: path.join(shots, `explore-rail-${viewport.name}-${theme}.png`) });
      }

      // The whole first page of the list: series once with their other dates, waitlist-only and sold-out cards.
      await page.goto('/explore');
      await expect(page.getByRole('article').first()).toBeVisible();
      await loadImages(page);
      await page.screenshot({
        path: path.join(shots, `explore-list-${viewport.name}-${theme}.png`),
        fullPage: true,
      });

      const id = (await (await page.request.get('/api/activities?limit=1')).json()).items[0].id;
      await page.goto(`/activity/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
      if (viewport.name === 'mobile') {
        // What a phone shows on arrival and at the reviews: the booking bar in reach both times.
        await page.screenshot({ path: path.join(shots, `activity-top-${viewport.name}-${theme}.png`) });
        await page.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `activity-reviews-${viewport.name}-${theme}.png`) });
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(shots, `activity-${viewport.name}-${theme}.png`),
        fullPage: true,
      });
      expect(consoleErrors).toEqual([]);
    });
  }
}

/**
 * Booking pages: the test provider's payment page (a checkout of a guest of its own, released afterwards; it
 * follows the system's colour scheme), and the demo guest's My Bookings, both tabs and the refund dialog
 * (opened, never confirmed).
 */
for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    test(`/pay and /bookings at ${viewport.width}px in ${theme}`, async ({ page, consoleErrors }) => {
      await setTheme(page, theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const guest = await newGuest(page.request, 'Pol Serra');
      expect((await page.request.post('/api/auth/sign-in/email', { data: guest })).ok()).toBe(true);
      const activityId = await seededActivityId(
        page.request,
        "Cava Country Day Trip to Sant Sadurní d'Anoia",
        'upcoming',
      );
      const checkout = await page.request.post('/api/checkout', { data: { activityId, spots: 2 } });
      expect(checkout.status()).toBe(201);
      await page.goto((await checkout.json()).url);
      await expect(page.getByRole('button', { name: /^Pay €/ })).toBeVisible();
      const payOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(payOverflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(shots, `pay-${viewport.name}-${theme}.png`), fullPage: true });
      expect((await page.request.post('/api/checkout/cancel', { data: { activityId } })).ok()).toBe(true);

      await page.context().clearCookies();
      const demoGuest = await page.request.post('/api/auth/sign-in/email', {
        data: { email: 'guest@sortim.test', password: 'Guest1234' },
      });
      expect(demoGuest.ok()).toBe(true);
      await page.goto('/bookings');
      await expect(page.getByRole('article').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await loadImages(page);
      await page.screenshot({
        path: path.join(shots, `bookings-upcoming-${viewport.name}-${theme}.png`),
        fullPage: true,
      });
      await page.getByRole('tab', { name: /^Past/ }).click();
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
      await loadImages(page);
      await page.screenshot({
        path: path.join(shots, `bookings-past-${viewport.name}-${theme}.png`),
        fullPage: true,
      });
      await page.getByRole('tab', { name: /^Upcoming/ }).click();
      // A paid booking's refund (the seed's free one has nothing to pay back).
      await page
        .getByRole('article', { name: 'Sunrise Yoga on Barceloneta Beach' })
        .getByRole('button', { name: 'Request Refund' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Request a refund?' })).toBeVisible();
      // The dialog as it settles, not halfway through its fade-in.
      await page.screenshot({
        path: path.join(shots, `bookings-refund-${viewport.name}-${theme}.png`),
        animations: 'disabled',
      });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });
  }
}

/*
 * The host side: Become a Host (as the demo guest), both create steps, My Activities and the host dashboard
 * (as the demo verified host), and that host's public profile (signed out).
 */
const DEMO_HOST = { email: 'host@sortim.test', password: 'Host1234' };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    const shot = (name: string) => path.join(shots, `${name}-${viewport.name}-${theme}.png`);

    test(`/become-host at ${viewport.width}px in ${theme}`, async ({ page, consoleErrors }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const guest = await page.request.post('/api/auth/sign-in/email', {
        data: { email: 'guest@sortim.test', password: 'Guest1234' },
      });
      expect(guest.ok()).toBe(true);
      await page.goto('/become-host');
      await expect(page.getByRole('heading', { name: 'Quick Setup' })).toBeVisible();
      await expect(page.getByLabel('Notification email')).toHaveValue('guest@sortim.test');
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('become-host'), fullPage: true });
      expect(consoleErrors).toEqual([]);
    });

    test(`/create-activity, /my-activities and /host-dashboard at ${viewport.width}px in ${theme}`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      expect((await page.request.post('/api/auth/sign-in/email', { data: DEMO_HOST })).ok()).toBe(true);

      await page.goto('/create-activity');
      await expect(page.getByRole('heading', { level: 2, name: 'The Essentials' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('create-activity-step1'), fullPage: true });

      // Step 2 as a host sees it mid-way: a thumbnail uploaded and the series switched on.
      await page.getByLabel('Title', { exact: true }).fill('Sunset Salsa at Barceloneta');
      await page.getByLabel('Category').selectOption('Be Active');
      await page.getByLabel('Subtype').selectOption('Try Something New');
      await page
        .getByLabel('Description')
        .fill('An hour of salsa basics on the sand, then we dance until the sun is down. No partner needed.');
      await page.getByLabel('Location name').fill('Platja de la Barceloneta');
      await page.getByLabel('Address').fill('Passeig Marítim de la Barceloneta 1, 08003 Barcelona');
      const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Start time').fill(`${day}T19:00`);
      await page.getByLabel('End time').fill(`${day}T21:00`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Polish & Publish' })).toBeVisible();
      await page
        .getByLabel('Thumbnail image *')
        .setInputFiles({ name: 'salsa.png', mimeType: 'image/png', buffer: await activityPng() });
      const uploaded = page.getByText('Image uploaded successfully');
      await expect(uploaded).toBeVisible();
      await page.getByRole('switch', { name: 'Make this a recurring event' }).click();
      await expect(page.getByText(/^4 events: /)).toBeVisible();
      const preview = page.getByRole('img', { name: 'Preview of Thumbnail image *' });
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // The picture without the toast over it.
      await expect(uploaded).toBeHidden({ timeout: 15_000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('create-activity-step2'), fullPage: true });

      await page.goto('/my-activities');
      // The form asks before leaving unsaved work.
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      if (await leave.isVisible()) await leave.getByRole('button', { name: 'Leave' }).click();
      await expect(page.getByRole('tab', { name: /^Upcoming \(\d+\)$/ })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await loadImages(page);
      await page.screenshot({ path: shot('my-activities'), fullPage: true });

      await page.goto('/host-dashboard');
      await expect(page.getByRole('heading', { name: /^Payment setup/ })).toContainText('Connected');
      await expect(page.getByRole('heading', { name: 'Latest activities' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Recent bookings' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Calendar sync' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await loadImages(page);
      await page.screenshot({ path: shot('host-dashboard'), fullPage: true });
      expect(consoleErrors).toEqual([]);
    });

    test(`the host's own activity page at ${viewport.width}px in ${theme}`, async ({
      page,
      consoleErrors,
    }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      expect((await page.request.post('/api/auth/sign-in/email', { data: DEMO_HOST })).ok()).toBe(true);
      const own: { id: string; startTime: string; isPublished: boolean }[] = (
        await (await page.request.get('/api/host/activities')).json()
      ).items;
      const upcoming = own.find(
        (activity) => activity.isPublished && Date.parse(activity.startTime) > Date.now(),
      );
      expect(upcoming, 'an upcoming activity of the demo host').toBeTruthy();
      await page.goto(`/activity/${upcoming?.id}`);
      await expect(page.getByRole('region', { name: 'This is your activity' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Guests \(\d+\)$/ })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await loadImages(page);
      await page.screenshot({ path: shot('own-activity') });
      await page.screenshot({ path: shot('own-activity-full'), fullPage: true });
      expect(consoleErrors).toEqual([]);
    });

    test(`a public host profile at ${viewport.width}px in ${theme}`, async ({ page, consoleErrors }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // The demo verified host's id, from the public activity cards.
      const list = await (await page.request.get('/api/activities?limit=50')).json();
      const cards = list.items as { host: { id: string; displayName: string; roles: string[] } }[];
      const verified = cards.find((card) => card.host.roles.includes('verified_host'))?.host;
      expect(verified, 'a verified host among the public activities').toBeTruthy();
      await page.goto(`/profile/${verified?.id}`);
      await expect(page.getByRole('heading', { level: 1, name: verified?.displayName })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Upcoming activities' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Recent reviews' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await loadImages(page);
      await page.screenshot({ path: shot('host-profile'), fullPage: true });
      expect(consoleErrors).toEqual([]);
    });
  }
}
