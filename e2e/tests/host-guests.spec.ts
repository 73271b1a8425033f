import path from 'node:path';
import type { Page } from '@playwright/test';
import { newAccount, newActivity, newHost, paidBooking, unique } from './admin-helpers.ts';
import { expect, setTheme, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * A host cancels one guest's booking from the activity's Guests page: the dialog names the guest and the
 * full refund first; the guest then finds the booking 'Refunded' in My Bookings and the host's e-mail in
 * the mailbox. Run at both widths in both themes, with pictures of the page and the dialog
 * (SHOTS_DIR, default e2e/screenshots, not committed); nothing may scroll sideways.
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

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    const shot = (name: string) => path.join(shots, `guests-${name}-${viewport.name}-${theme}.png`);
    const at = `at ${viewport.width}px in ${theme}`;

    test(`a host cancels one guest, who is refunded in full and told ${at}`, async ({
      browser,
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const host = await newHost(unique('Guests Host'), { payouts: true });
      const title = unique('Gothic quarter walk');
      const id = await newActivity(host, title, { days: 41, priceCents: 2500 });
      const guest = await newAccount(unique('Ana'));
      const other = await newAccount(unique('Marc'));
      await paidBooking(guest, id, 2);
      await paidBooking(other, id, 1);

      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, host);
      await page.goto('/my-activities');
      await page.getByRole('article', { name: title }).getByRole('link', { name: 'Guests' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
      const bookings = page.getByRole('list', { name: 'Bookings' });
      const row = bookings.getByRole('listitem').filter({ hasText: guest.name });
      await expect(row).toContainText('Paid');
      await expect(row).toContainText('2 spots · €50');
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('page'), animations: 'disabled', fullPage: true });

      await row.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await expect(dialog).toContainText(
        `Cancel ${guest.name}'s booking of 2 spots? They will be refunded €50 in full.`,
      );
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('dialog'), animations: 'disabled' });
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(page.getByText('Booking cancelled')).toBeVisible();
      await expect(page.getByText(`${guest.name} is refunded €50 in full.`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Refunded');
      await expect(row.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
      // The other guest keeps their booking, and the list shows the paid ones first.
      await expect(bookings.getByRole('listitem').first()).toContainText(other.name);

      // The guest, in a browser of their own.
      const guestContext = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      const guestPage = await guestContext.newPage();
      await setTheme(guestPage, theme);
      await signIn(guestPage, guest);
      await guestPage.goto('/bookings');
      await guestPage.getByRole('tab', { name: /^Cancelled/ }).click();
      const booking = guestPage.getByRole('article', { name: title });
      await expect(booking).toContainText('Refunded');
      await expect(booking.getByRole('button', { name: 'Request Refund' })).toHaveCount(0);
      await guestContext.close();

      await expect
        .poll(async () => {
          const res = await page.request.get(`/dev/mail/messages?to=${encodeURIComponent(guest.email)}`);
          const mails = (await res.json()) as { subject: string }[];
          return mails.map((mail) => mail.subject);
        })
        .toContain(`Cancelled by the host: ${title}`);
      expect(consoleErrors).toEqual([]);
    });
  }
}
