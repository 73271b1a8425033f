import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import {
  type Account,
  ADMIN,
  newAccount,
  newActivity,
  newHost,
  paidBooking,
  unique,
} from './admin-helpers.ts';
import { expect, test } from './console-guard.ts';
import { type Credentials, signIn } from './sign-in.ts';

/*
 * The admin side, as an admin uses it: applications, host verification, featuring, the users' CSV, Add
 * User, deleting a user, analytics, and the door closed to everyone else. Whatever a journey changes is
 * its own (made through the API by admin-helpers.ts), except the approval, which can only meet the demo
 * data's pending applications (nothing else makes one: becoming a host is self-service and approved).
 */

const accounts: Account[] = [];
async function own<T extends Account>(made: Promise<T>): Promise<T> {
  const account = await made;
  accounts.push(account);
  return account;
}
test.afterEach(async () => {
  for (const account of accounts.splice(0)) await account.api.dispose();
});

/** Failures in a second tab or window count as the test's own console errors. */
function guard(tab: Page, consoleErrors: string[]) {
  tab.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  tab.on('pageerror', (error) => consoleErrors.push(error.message));
}

/** Someone else at another computer: a fresh browser context, signed in through /auth. */
async function elsewhere(browser: Browser, who: Credentials, consoleErrors: string[]) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  guard(page, consoleErrors);
  await signIn(page, who);
  return { page, close: () => context.close() };
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test.describe('an admin', () => {
  test.describe.configure({ timeout: 90_000 });

  test('approves a pending application, and the applicant now hosts', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Review Applications' }).click();
    await expect(page).toHaveURL(/\/admin\/applications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review Applications' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');

    // The demo data's pending applications (two: a retry on the same database takes the other one).
    const pending = page.getByRole('tabpanel').getByRole('article');
    await expect(pending.first()).toBeVisible();
    const card = pending.first();
    const name = await card.getByRole('heading').innerText();
    const email = (
      await card
        .getByText(/@sortim\.test$/)
        .first()
        .innerText()
    ).trim();
    await expect(card).toContainText('Pending');
    await card.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(toast(page, 'Application approved')).toContainText(`${name} is now a host.`);
    await expect(page.getByRole('tabpanel').getByRole('article', { name })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Approved' }).click();
    const approved = page.getByRole('tabpanel').getByRole('article', { name });
    await expect(approved).toContainText('Approved');
    await expect(approved).toContainText('Reviewed by');
    await expect(approved.getByRole('button', { name: /^(Approve|Reject)/ })).toHaveCount(0);

    // The applicant, at their own computer, finds the host dashboard open to them.
    const applicant = await elsewhere(browser, { email, password: 'Demo1234' }, consoleErrors);
    await applicant.page.goto('/host-dashboard');
    await expect(applicant.page.getByRole('heading', { level: 1, name: 'Host Dashboard' })).toBeVisible();
    const me = await (await applicant.page.request.get('/api/me')).json();
    expect(me.roles).toContain('host');
    await applicant.close();
    expect(consoleErrors).toEqual([]);
  });

  test('verifies a host with payouts, and is refused for one without', async ({ page, consoleErrors }) => {
    const ready = await own(newHost(unique('Marta Payouts'), { payouts: true }));
    const unready = await own(newHost(unique('Biel Nopayouts'), { payouts: false }));
    await signIn(page, ADMIN);
    await page.goto('/admin/hosts');
    await expect(page.getByRole('heading', { level: 1, name: 'Hosts' })).toBeVisible();
    const search = page.getByLabel('Search hosts');

    await search.fill(ready.name);
    const readyCard = page.getByRole('article', { name: ready.name });
    await expect(readyCard).toContainText('Connected');
    const verified = readyCard.getByRole('switch', { name: 'Verified' });
    await expect(verified).not.toBeChecked();
    await verified.click();
    await expect(toast(page, 'Host verified')).toContainText(`${ready.name} now shows the Verified badge.`);
    await expect(verified).toBeChecked();
    await page.reload();
    await expect(verified).toBeChecked();
    const roles = (await (await ready.api.get('/api/me')).json()).roles;
    expect(roles).toContain('verified_host');
    expect(roles).not.toContain('host');

    await search.fill(unready.name);
    const unreadyCard = page.getByRole('article', { name: unready.name });
    // The host's own card's words: no account opened yet is Not Started.
    await expect(unreadyCard).toContainText('Not Started');
    await expect(unreadyCard).toContainText('Verification needs Stripe setup first');
    const refused = unreadyCard.getByRole('switch', { name: 'Verified' });
    await refused.click();
    const failure = toast(page, 'Failed to update host verification');
    await expect(failure).toContainText('Host must complete Stripe setup before verification');
    await expect(refused).not.toBeChecked();
    expect((await (await unready.api.get('/api/me')).json()).roles).not.toContain('verified_host');
    // The refusal is the server's answer, a 4xx the browser reports on its console.
    const refusals = consoleErrors.filter((error) => /status of 4\d\d/.test(error));
    expect(consoleErrors).toEqual(refusals);
    consoleErrors.length = 0;
  });

  test('features an activity, sees it on /home, then unfeatures it', async ({ page, consoleErrors }) => {
    const host = await own(newHost(unique('Quim Feature'), { payouts: false }));
    const title = unique('Old Town Walk to Feature');
    const activityId = await newActivity(host, title, { days: 40, priceCents: 1500 });
    await signIn(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Moderate Activities' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moderate Activities' })).toBeVisible();

    await page.getByLabel('Search activities').fill(title);
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Published');
    const featured = card.getByRole('switch', { name: 'Featured' });
    await expect(featured).not.toBeChecked();
    await featured.click();
    await expect(toast(page, 'Activity featured')).toContainText(
      'It shows in ‘This Week in Barcelona’ on Home.',
    );
    await expect(featured).toBeChecked();

    // Home shows 3 of the featured activities at random: a few visits are bound to draw it.
    const thisWeek = page.locator('section', {
      has: page.getByRole('heading', { name: 'This Week in Barcelona' }),
    });
    await expect(async () => {
      await page.goto('/home');
      await expect(thisWeek.getByRole('article')).toHaveCount(3);
      await expect(thisWeek.getByRole('article', { name: title })).toHaveCount(1, { timeout: 1 });
    }).toPass({ timeout: 45_000 });
    await thisWeek.getByRole('article', { name: title }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/activity/${activityId}$`));

    await page.goto(`/admin/activities?q=${encodeURIComponent(title)}`);
    await featured.click();
    await expect(toast(page, 'Activity no longer featured')).toBeVisible();
    await expect(featured).not.toBeChecked();
    await page.reload();
    await expect(featured).not.toBeChecked();
    // Not featured, it is never among the draws.
    for (let draw = 0; draw < 5; draw++) {
      const { items } = await (await page.request.get('/api/activities/featured')).json();
      expect(items.map((item: { id: string }) => item.id)).not.toContain(activityId);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('exports the users as CSV', async ({ page, consoleErrors }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    const barcelonaDay = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
    const before = barcelonaDay();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect([before, barcelonaDay()].map((day) => `users-${day}.csv`)).toContain(download.suggestedFilename());
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);

    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toBe(
      'Name,Email,City,Age,Phone,Role,Verified Host,Total Bookings,Paid Bookings,Activities Hosted,Joined Date,Last Activity',
    );
    expect(rows.some((row) => row.includes(',guest@sortim.test,'))).toBe(true);
    expect(rows.some((row) => row.includes(',admin@sortim.test,'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('creates a user who can then sign in; a weak password is refused first', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const name = unique('Aina Creada');
    const person = {
      email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.test`,
      password: 'Barna2024',
    };
    await signIn(page, ADMIN);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByLabel('Name (optional)').fill(name);

    // The spec's rules, the first failing one as the toast.
    await dialog.getByLabel('Password', { exact: true }).fill('barna');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, 'Password must be at least 8 characters')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('barna2024');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, 'Password must contain at least one uppercase letter')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('Barcelona');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, 'Password must contain at least one number')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Password', { exact: true }).fill(person.password);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, 'User created')).toContainText(`${person.email} can sign in now.`);
    await expect(dialog).toBeHidden();
    await page.getByLabel('Search', { exact: true }).fill(name);
    await expect(page.getByRole('article', { name })).toContainText(person.email);

    const created = await elsewhere(browser, person, consoleErrors);
    const me = await (await created.page.request.get('/api/me')).json();
    expect(me.user.email).toBe(person.email);
    expect(me.user.name).toBe(name);
    await created.close();
    expect(consoleErrors).toEqual([]);
  });

  test('deletes a user: their future paid booking is refunded and they cannot sign in', async ({
    page,
    consoleErrors,
  }) => {
    const host = await own(newHost(unique('Pere Deletehost'), { payouts: true }));
    const activityId = await newActivity(host, unique('Modernisme Walk in the Eixample'), {
      days: 45,
      priceCents: 2000,
    });
    const guest = await own(newAccount(unique('Elna Leaving')));
    await paidBooking(guest, activityId, 2);
    await expect
      .poll(
        async () => (await (await host.api.get(`/api/host/activities/${activityId}`)).json()).paidBookings,
      )
      .toBe(1);

    await signIn(page, ADMIN);
    await page.goto('/admin/users');
    await page.getByLabel('Search', { exact: true }).fill(guest.name);
    const card = page.getByRole('article', { name: guest.name });
    await expect(card).toContainText('1 · 1 paid');
    await card.getByRole('button', { name: `Delete ${guest.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${guest.name}?` });
    await expect(dialog).toContainText(guest.email);
    await expect(dialog).toContainText('Their future paid bookings are refunded.');
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await expect(toast(page, `${guest.name} was deleted`)).toContainText(
      '1 booking refunded, 0 activities cancelled.',
    );
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No users match' })).toBeVisible();

    const activity = await (await host.api.get(`/api/host/activities/${activityId}`)).json();
    expect(activity.paidBookings).toBe(0);
    expect(activity.spotsRemaining).toBe(8);
    const signInAgain = await page.request.post('/api/auth/sign-in/email', {
      data: { email: guest.email, password: guest.password },
    });
    expect(signInAgain.ok()).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  test('reads the Overview, Trends and A/B Testing analytics', async ({ page, consoleErrors }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'View Analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    const stat = (label: string) =>
      page
        .getByRole('tabpanel')
        .locator('dl > div')
        .filter({ has: page.getByText(label, { exact: true }) });
    const number = /^\d[\d,]*$/;
    await expect(stat('Unique Visitors (7 days)').locator('dd').first()).toHaveText(/^[1-9][\d,]*$/);
    await expect(stat('Unique Visitors (30 days)').locator('dd').first()).toHaveText(/^[1-9][\d,]*$/);
    await expect(stat('Checkouts Started').locator('dd').first()).toHaveText(number);
    await expect(stat('Paid Bookings').locator('dd').first()).toHaveText(number);
    await expect(stat('Conversion Rate').locator('dd').first()).toHaveText(/^\d+(\.\d)?%$/);
    await expect(stat('Returning Users').locator('dd').first()).toHaveText(number);
    await expect(page.getByRole('heading', { name: 'Top Categories' })).toBeVisible();

    // The rolled-up days do not move during the run: the table shows the server's very numbers.
    await page.getByRole('tab', { name: 'Trends' }).click();
    await expect(page).toHaveURL(/\?tab=trends$/);
    // The keyboard's focus ring (a 3 px ring) shows for keyboard focus only, not on a tab clicked with the
    // mouse, which Radix focuses from script.
    const ring = /0px 0px 0px 3px/;
    await expect(page.getByRole('tab', { name: 'Trends' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Trends' })).not.toHaveCSS('box-shadow', ring);
    const { days } = await (await page.request.get('/api/admin/analytics/trends')).json();
    expect(days).toHaveLength(7);
    const rows = page.getByRole('tabpanel').getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(8);
    for (const [index, day] of (days as { uniqueVisitors: number; checkoutsStarted: number }[]).entries()) {
      const cells = rows.nth(index + 1).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(day.uniqueVisitors.toLocaleString('en'));
      await expect(cells.nth(1)).toHaveText(day.checkoutsStarted.toLocaleString('en'));
    }
    await expect(page.getByRole('img', { name: /^Daily unique visitors/ })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'A/B Testing' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'A/B Testing' })).toHaveCSS('box-shadow', ring);
    await page.getByRole('tab', { name: 'A/B Testing' }).click();
    await expect(page.getByRole('tab', { name: 'A/B Testing' })).not.toHaveCSS('box-shadow', ring);
    const comparison = page.getByRole('tabpanel').getByRole('table');
    await expect(comparison.getByRole('columnheader', { name: 'Variant A — standard' })).toBeVisible();
    await expect(
      comparison.getByRole('columnheader', { name: 'Variant B — flame + Best Price!' }),
    ).toBeVisible();
    for (const metric of ['Users', 'Checkouts started', 'Paid bookings', 'Conversion']) {
      const cells = comparison.getByRole('row', { name: new RegExp(`^${metric}`) }).getByRole('cell');
      await expect(cells).toHaveCount(2);
      await expect(cells.first()).toHaveText(/^\d[\d,.]*%?$/);
    }
    await expect(page.getByText('Difference (B − A)')).toBeVisible();
    await expect(page.getByText(/^(Not yet significant|Statistically significant)/)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test('a signed-in non-admin visiting /admin is sent to /home', async ({ page, consoleErrors }) => {
  const guest = await own(newAccount(unique('Noa Curious')));
  await signIn(page, guest);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/home$/);
  await expect(toast(page, 'Access denied. Admin privileges required.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
