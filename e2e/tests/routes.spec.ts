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

for (const who of ['anonymous', 'admin'] as const) {
  test.describe(`every route, ${who}`, () => {
    test.beforeEach(async ({ page }) => {
      if (who === 'admin') {
        // The admin holds every role the guards ask for, so each guarded page renders itself.
        const res = await page.request.post('/api/auth/sign-in/email', {
          data: { email: 'admin@sortim.test', password: 'Admin1234' },
        });
        expect(res.ok()).toBe(true);
      }
    });

    for (const route of ROUTES) {
      test(`${route} renders without a console error`, async ({ page, consoleErrors }) => {
        await page.goto(route);
        // A signed-in visitor of /auth goes on to / (spec); every other page stays put.
        if (who === 'admin' && route !== '/auth') await expect(page).toHaveURL(new RegExp(`${route}$`));
        await expect(page.getByText('Initializing...')).toBeHidden();
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toContainText('Made with love in Barcelona');
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

test.describe('redirects and unknown paths', () => {
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
