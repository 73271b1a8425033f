import { expect, test } from './console-guard.ts';

/** Every route of both spec route tables, with a concrete id where the path has one. */
const ROUTES = [
  '/home',
  '/explore',
  '/bookings',
  '/profile',
  '/profile/00000000-0000-0000-0000-000000000000',
  '/activity/00000000-0000-0000-0000-000000000000',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/become-host',
  '/host-dashboard',
  '/create-activity',
  '/edit-activity/00000000-0000-0000-0000-000000000000',
  '/my-activities',
  '/host/activities',
  '/seed',
  '/admin',
  '/admin/users',
  '/admin/applications',
  '/admin/activities',
  '/admin/analytics',
  '/admin/fix-host-roles',
  '/admin/hosts',
];

test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route} renders without a console error`, async ({ page, consoleErrors }) => {
      await page.goto(route);
      await expect(page.getByText('Initializing...')).toBeHidden();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toContainText('Made with love in Barcelona');
      expect(consoleErrors).toEqual([]);
    });
  }

  test('/ redirects to /home', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown path shows the 404 page with a link home', async ({ page, consoleErrors }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    expect(consoleErrors).toEqual([]);
  });
});

test('GET /api/health answers 200 with the database up', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
});
