import path from 'node:path';
import type { Page } from '@playwright/test';
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
import { signIn } from './sign-in.ts';

/*
 * Hosts are paid after the activity. A guest books 2 spots at €25 through the test provider; the host's
 * dashboard shows the share (€45, after the 10 % fee) to be paid after the activity, then paid out once the
 * transfer job runs for it (through /dev/host-transfers/run: as if the activity had ended a day ago). A host
 * whose payouts went off has the transfer held, and the admins see it among the stuck transfers with why.
 * Both widths, with pictures (SHOTS_DIR, default e2e/screenshots, not committed); nothing may scroll sideways.
 */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'screenshots');

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** The transfer job for one activity, as if it had ended a day ago (outside production only). */
async function runTransfers(page: Page, activityId: string) {
  const res = await page.request.post('/dev/host-transfers/run', { data: { activityId } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { paid: number; held: number; failed: number };
}

/** The host leaves their payout setup unfinished at the provider: payouts go off (its account.updated). */
async function turnPayoutsOff(host: Account) {
  const link = await host.api.post('/api/host/payouts/onboarding');
  expect(link.ok()).toBe(true);
  const onboarding = new URL(((await link.json()) as { url: string }).url);
  const left = await host.api.post(onboarding.pathname, {
    form: { outcome: 'action_required', return: onboarding.searchParams.get('return') ?? '' },
    maxRedirects: 0,
  });
  expect(left.status()).toBe(303);
  await expect
    .poll(async () => {
      const status = await host.api.get('/api/host/payouts');
      return ((await status.json()) as { payoutsEnabled: boolean }).payoutsEnabled;
    })
    .toBe(false);
}

for (const viewport of WIDTHS) {
  const shot = (name: string) => path.join(shots, `host-payouts-${name}-${viewport.name}.png`);
  const at = `at ${viewport.width}px`;

  test(`the host dashboard shows a booking's share pending, then paid out after the transfer job ${at}`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const host = await newHost(unique('Payout Host'), { payouts: true });
    const title = unique('Sagrada Familia towers');
    const id = await newActivity(host, title, { days: 43, priceCents: 2500 });
    await paidBooking(await newAccount(unique('Laia')), id, 2);

    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, host);
    await page.goto('/host-dashboard');
    const card = page.getByRole('region', { name: 'Payouts by activity' });
    const row = card.getByRole('listitem', { name: title });
    const figure = (label: string) =>
      row.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    await expect(figure('To be paid')).toHaveText('€45');
    await expect(figure('Paid out')).toHaveText('€0');
    await expect(row).toContainText('To be paid on');
    await expect(row).not.toContainText('Paid out on');
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expectNoSidewaysScroll(page);
    await card.screenshot({ path: shot('pending'), animations: 'disabled' });

    expect(await runTransfers(page, id)).toMatchObject({ paid: 1, held: 0, failed: 0 });
    // Run again: nothing more is paid.
    expect(await runTransfers(page, id)).toMatchObject({ paid: 0 });

    await page.reload();
    await expect(figure('Paid out')).toHaveText('€45');
    await expect(figure('To be paid')).toHaveText('€0');
    await expect(row).not.toContainText('To be paid on');
    await expect(row).toContainText('Paid out on');
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expectNoSidewaysScroll(page);
    await card.screenshot({ path: shot('paid-out'), animations: 'disabled' });
    expect(consoleErrors).toEqual([]);
  });

  test(`a transfer held while the host's payouts are off shows on hold to the host and stuck to admins ${at}`, async ({
    browser,
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const hostName = unique('Held Host');
    const host = await newHost(hostName, { payouts: true });
    const title = unique('Bunkers del Carmel sunset');
    const id = await newActivity(host, title, { days: 44, priceCents: 2500 });
    await paidBooking(await newAccount(unique('Pau')), id, 2);
    await turnPayoutsOff(host);

    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    expect(await runTransfers(page, id)).toMatchObject({ paid: 0, held: 1 });

    // The host sees it on hold.
    const hostContext = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const hostPage = await hostContext.newPage();
    await signIn(hostPage, host);
    await hostPage.goto('/host-dashboard');
    const row = hostPage
      .getByRole('region', { name: 'Payouts by activity' })
      .getByRole('listitem', { name: title });
    await expect(row).toContainText('On hold until your payouts are enabled');
    await expect(row).toContainText('€45');
    await hostContext.close();

    // An admin sees it among the stuck transfers, with the host and why.
    await signIn(page, ADMIN);
    await page.goto('/admin');
    const section = page.getByRole('region', { name: 'Stuck transfers' });
    const stuck = section.getByRole('listitem', { name: title });
    await expect(stuck).toContainText('Host payouts are off');
    await expect(stuck).toContainText(hostName);
    await expect(stuck).toContainText(host.email);
    await expect(stuck).toContainText('€45');
    await expect(section.getByRole('heading', { name: 'Stuck transfers' })).toBeVisible();
    // Clear of the sticky header: the picture is of this transfer, however many others are stuck.
    await stuck.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expectNoSidewaysScroll(page);
    await stuck.screenshot({ path: shot('admin-stuck'), animations: 'disabled' });
    expect(consoleErrors).toEqual([]);
  });
}
