import path from 'node:path';
import type { Page } from '@playwright/test';
import { newAccount, newActivity, newHost, paidBooking, unique } from './admin-helpers.ts';
import { expect, setTheme, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * A host moves an activity a guest has paid for: the edit page asks first, naming how many guests will be
 * told; the guest's My Bookings then says "Changed by the host" with what they had booked, and the full
 * refund is still there. Run at both widths in both themes, with pictures of the dialog and the card
 * (e2e/screenshots/reschedule-*.png, not committed); nothing may scroll sideways.
 */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const shots = path.resolve(import.meta.dirname, '..', 'screenshots');

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    const shot = (name: string) => path.join(shots, `reschedule-${name}-${viewport.name}-${theme}.png`);
    const at = `at ${viewport.width}px in ${theme}`;

    test(`a host moves a booked activity and the guest sees the change and can still get a full refund ${at}`, async ({
      browser,
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const host = await newHost(unique('Moving Host'), { payouts: true });
      const title = unique('Old town walk');
      const id = await newActivity(host, title, { days: 40, priceCents: 2000 });
      const guest = await newAccount(unique('Moved Guest'));
      await paidBooking(guest, id, 1);

      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, host);
      await page.goto(`/edit-activity/${id}`);
      await expect(page.getByLabel('Location name')).toHaveValue('Plaça Nova');
      await page.getByLabel('Location name').fill('Plaça del Rei');
      await page.getByRole('button', { name: 'Save Changes' }).click();

      const dialog = page.getByRole('dialog', { name: 'Tell your guests about this change?' });
      await expect(dialog).toContainText('1 guest has paid for this activity.');
      await expect(dialog).toContainText('can cancel with a full refund until the new start');
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('confirm'), animations: 'disabled' });
      await dialog.getByRole('button', { name: 'Save and tell 1 guest' }).click();
      await expect(page.getByText('Activity updated! Your changes have been saved.')).toBeVisible();
      await expect(page).toHaveURL(/\/my-activities$/);

      // The guest, in a browser of their own.
      const guestContext = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      const guestPage = await guestContext.newPage();
      const guestErrors: string[] = [];
      guestPage.on('console', (message) => {
        if (message.type() === 'error') guestErrors.push(message.text());
      });
      await setTheme(guestPage, theme);
      await signIn(guestPage, guest);
      await guestPage.goto('/bookings');
      const card = guestPage.getByRole('article', { name: title });
      await expect(card.getByText('Changed by the host')).toBeVisible();
      await expect(card.getByText('Was at Plaça Nova, Plaça Nova 5, 08002 Barcelona')).toBeVisible();
      await expect(card.getByText('Plaça del Rei, Plaça Nova 5, 08002 Barcelona')).toBeVisible();
      await expect(card.getByText('You can still cancel with a full refund until it starts.')).toBeVisible();
      await expectNoSidewaysScroll(guestPage);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: shot('my-bookings-card'), animations: 'disabled' });

      await card.getByRole('button', { name: 'Request Refund' }).click();
      const refund = guestPage.getByRole('dialog', { name: 'Request a refund?' });
      await expect(refund).toContainText('€20');
      await refund.getByRole('button', { name: 'Confirm Refund' }).click();
      await expect(guestPage.getByText('Refund processed successfully')).toBeVisible();
      await guestPage.getByRole('tab', { name: /^Cancelled/ }).click();
      const past = guestPage.getByRole('article', { name: title });
      await expect(past.getByText('Refunded', { exact: true })).toBeVisible();
      // All of it: the host's change keeps the full refund open, whatever the policy.
      await expect(past).toContainText('€20 paid · €20 refunded');
      expect(guestErrors, 'guest console errors').toEqual([]);
      await guestContext.close();
      expect(consoleErrors).toEqual([]);
    });
  }
}
