import type { Page } from '@playwright/test';
import { expect, test } from './console-guard.ts';

/** Every route of both spec route tables, with a concrete id where the path has one. */
const ROUTES = [
  '/home',
  '/explore',
  '/bookings',
  '/profile',
  '/profile/:verifiedHostId',
  '/activity/:upcomingId',
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
  '/edit-activity/:upcomingId',
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

const REDIRECTS_WHEN_SIGNED_IN = ['/auth', '/reset-password'];

type Card = { id: string; host: { id: string; roles: string[] } };

/**
 * Real ids, so each page renders itself rather than its not-found state: a public activity (its page and,
 * for the admin, its edit page) and a verified host (the public profile exists only for them).
 */
async function concreteUrl(page: Page, route: string): Promise<string> {
  if (!route.includes(':')) return route;
  const res = await page.request.get('/api/activities?limit=24');
  const cards: Card[] = (await res.json()).items;
  const activity = cards[0];
  const verifiedHost = cards.find((card) => card.host.roles.includes('verified_host'))?.host;
  if (!activity || !verifiedHost)
    throw new Error('the demo data has no upcoming activity of a verified host');
  return route.replace(':upcomingId', activity.id).replace(':verifiedHostId', verifiedHost.id);
}

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
        const url = await concreteUrl(page, route);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        // Signed in, /auth goes on to / and a reset page without a link to /auth and on (spec); the rest stay.
        if (who === 'admin' && !REDIRECTS_WHEN_SIGNED_IN.includes(route))
          await expect(page).toHaveURL(new RegExp(`${url}$`));
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

  test('an unknown path answers 404 and shows the 404 page with a link home', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    // The browser reports the 404 document itself; nothing else may fail.
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
    consoleErrors.length = 0;
  });
});

test('GET /api/health answers 200 with the database up', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
});
