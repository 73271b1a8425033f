import type { Page } from '@playwright/test';
import { ADMIN, newAccount, newActivity, newHost, unique } from './admin-helpers.ts';
import { expect, test } from './console-guard.ts';
import { openSecurityTab, reportOutcomeMails } from './report-helpers.ts';
import { signIn } from './sign-in.ts';

/*
 * Reports (issue 37): a guest reports an activity from its page ('Report', a reason, a note, Send, thanks);
 * the admin finds it in /admin/reports with the activity in context and hides it (unpublished), then
 * suspends its host on a second report; the guest gets an e-mail for each outcome; the host's Security tab
 * in the admin shows both decisions. The dialog and the queue are pictured at 1280 and 390 px.
 */

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test('a guest reports an activity; the admin hides it and suspends its host; the guest is told; the audit log shows it', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = (name: string) => testInfo.outputPath(`${name}.png`);
  const host = await newHost(unique('Reported Host'), { payouts: true });
  const title = unique('Suspicious tour');
  const activityId = await newActivity(host, title, { days: 12, priceCents: 2500 });
  const otherId = await newActivity(host, unique('Second tour'), { days: 14, priceCents: 2500 });
  const guest = await newAccount(unique('Careful Guest'));

  // The guest reports the activity from its page.
  await signIn(page, guest);
  await page.goto(`/activity/${activityId}`);
  await page.getByRole('button', { name: 'Report this activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report' });
  await dialog.getByRole('radio', { name: 'Scam or payment off Sortim' }).click();
  await dialog.getByLabel('Note (optional)').fill('The host asked me to pay by bank transfer instead.');
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: shot(`report-dialog-${size.width}`), animations: 'disabled' });
  }
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thanks, an admin will look at it.')).toBeVisible();
  await page.screenshot({ path: shot('report-dialog-thanks-390'), animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // A second report of the host's other activity, through the API, for the suspension below.
  const second = await guest.api.post('/api/reports', {
    data: { targetType: 'activity', targetId: otherId, reason: 'unsafe' },
  });
  expect(second.status()).toBe(201);

  // The admin: the queue from the dashboard, the report with the activity in context.
  const admin = await browser.newPage();
  await signIn(admin, ADMIN);
  await admin.goto('/admin');
  await admin.getByRole('link', { name: 'Reports' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const report = admin.getByRole('article').filter({ has: admin.getByRole('link', { name: title }) });
  await expect(report).toContainText('Activity: Scam or payment off Sortim');
  await expect(report).toContainText('The host asked me to pay by bank transfer instead.');
  await expect(report).toContainText(guest.name);
  await expect(report).toContainText(host.name);
  for (const size of WIDTHS) {
    await admin.setViewportSize(size);
    await report.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(admin);
    await admin.screenshot({ path: shot(`admin-queue-${size.width}`), animations: 'disabled' });
  }
  await admin.setViewportSize(WIDTHS[0] ?? { width: 1280, height: 900 });

  const toasts = admin.getByRole('region', { name: /^Notifications/ });
  await report.getByRole('button', { name: 'Hide' }).click();
  const hide = admin.getByRole('dialog', { name: 'Hide the item?' });
  await expect(hide).toContainText('guests no longer see or book it');
  await admin.screenshot({ path: shot('admin-hide-confirm-1280'), animations: 'disabled' });
  await hide.getByRole('button', { name: 'Hide' }).click();
  await expect(toasts.getByText('Item hidden', { exact: true })).toBeVisible();
  await expect(report).toContainText('Hidden');
  expect((await guest.api.get(`/api/activities/${activityId}`)).status()).toBe(404);

  // The second report: suspend the host.
  const next = admin
    .getByRole('article')
    .filter({ hasText: 'Activity: Unsafe' })
    .filter({ hasText: host.name });
  await next.getByRole('button', { name: 'Suspend account' }).click();
  const suspend = admin.getByRole('dialog', { name: 'Suspend the account?' });
  await expect(suspend).toContainText(`${host.name} can still sign in`);
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(toasts.getByText('Account suspended', { exact: true })).toBeVisible();
  await expect(next).toContainText('Suspended');

  // The guest is told each outcome by e-mail.
  await expect.poll(async () => (await reportOutcomeMails(page, guest.email)).length).toBe(2);
  const texts = (await reportOutcomeMails(page, guest.email)).map((mail) => mail.text).join('\n');
  expect(texts).toContain('have hidden it');
  expect(texts).toContain('suspended the account behind it');

  // The host's Security tab in the admin shows both decisions, in words.
  const view = await openSecurityTab(admin, host.name);
  await expect(view.getByText('Reported item hidden')).toBeVisible();
  await expect(view.getByText('Account suspended after a report')).toBeVisible();
  await admin.close();
  expect(consoleErrors).toEqual([]);
});
