import path from 'node:path';
import type { Page } from '@playwright/test';
import { type Account, newAccount, newActivity, newHost, paidBooking, unique } from './admin-helpers.ts';
import { expect, setTheme, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * Cancellation policies as a guest meets them: the policy and its exact deadline before paying (the
 * activity page's booking area, and the payment page above its button), then 'Request Refund' showing the
 * amount and its deadline before confirming, inside the full refund (Moderate, weeks ahead) and inside
 * Strict's half window (3 days ahead); My Bookings then shows what went back. The host's picker too. Run at
 * both widths, with pictures of the picker, the booking area's line and the refund dialog (SHOTS_DIR,
 * default e2e/screenshots, not committed); nothing may scroll sideways.
 */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'screenshots');
const PAYS = '4242 4242 4242 4242';
const DAY = 86_400_000;

/** The activity's start as newActivity sets it: `days` from now at 19:00 UTC. */
function startIn(days: number): Date {
  const start = new Date(Date.now() + days * DAY);
  start.setUTCHours(19, 0, 0, 0);
  return start;
}

const ORDINAL: Record<string, string> = { one: 'st', two: 'nd', few: 'rd' };
const ordinals = new Intl.PluralRules('en-GB', { type: 'ordinal' });

/** A moment as the site writes it in English, in Barcelona: 'Wednesday, December 16th · 20:00'. */
function siteDateTime(date: Date): string {
  const zone = { timeZone: 'Europe/Madrid' } as const;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      ...zone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const thisYear = new Intl.DateTimeFormat('en-GB', { ...zone, year: 'numeric' }).format(new Date());
  const day = Number(parts.day);
  const written = `${parts.weekday}, ${parts.month} ${day}${ORDINAL[ordinals.select(day)] ?? 'th'}`;
  const time = new Intl.DateTimeFormat('en-GB', {
    ...zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${parts.year === thisYear ? written : `${written}, ${parts.year}`} · ${time.format(date)}`;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

const bookingArea = (page: Page) => page.getByRole('complementary', { name: 'Price and booking' });

async function signedInAt(page: Page, account: Account, viewport: { width: number; height: number }) {
  await setTheme(page, 'light');
  await page.setViewportSize(viewport);
  await signIn(page, account);
}

for (const viewport of WIDTHS) {
  const shot = (name: string) => path.join(shots, `cancellation-${name}-${viewport.name}.png`);
  const at = `at ${viewport.width}px`;

  test.describe(`cancellation policies ${at}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test(`a guest reads a Moderate policy's deadline before paying, pays, then cancels in full ${at}`, async ({
      page,
      consoleErrors,
    }) => {
      const host = await newHost(unique('Moderate Host'), { payouts: true });
      const title = unique('Montjuïc castle walk');
      const id = await newActivity(host, title, {
        days: 20,
        priceCents: 2500,
        cancellationPolicy: 'moderate',
      });
      const deadline = siteDateTime(new Date(startIn(20).getTime() - DAY));
      const guest = await newAccount(unique('Laia'));

      await signedInAt(page, guest, viewport);
      await page.goto(`/activity/${id}`);
      const area = bookingArea(page);
      const line = `Cancellation policy: Moderate. Full refund if you cancel before ${deadline}; no refund after that.`;
      if (viewport.name === 'mobile') {
        // The phone's bar brings the guest to the party size, with the policy's line beside Book Now.
        await page
          .getByRole('region', { name: 'Book this activity' })
          .getByRole('button', { name: 'Book Now' })
          .click();
        await expect(page.getByLabel('Number of people')).toBeFocused();
      }
      await expect(area.getByText(line)).toBeVisible();
      await area.getByRole('button', { name: 'Book Now' }).scrollIntoViewIfNeeded();
      await expect(area.getByText(line)).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('activity-line'), animations: 'disabled' });

      await area.getByRole('button', { name: 'Book Now' }).click();
      await expect(page).toHaveURL(/\/pay\/[^/?]+$/);
      // The payment page says it too, above its button.
      await expect(page.locator('#submit-message')).toContainText('Full refund if you cancel before');
      await page.getByLabel('Card number').fill(PAYS);
      await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Pay €25.00' }).click();

      await expect(page).toHaveURL(/\/bookings$/);
      const booking = page.getByRole('article', { name: title });
      await expect(booking).toContainText('1 person · €25 paid');
      await expect(booking).toContainText(line);
      await booking.getByRole('button', { name: 'Request Refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a refund?' });
      await expect(dialog).toContainText(
        `€25 for 1 person at “${title}” goes back to the card you paid with, and your spots are released.`,
      );
      await expect(dialog).toContainText(`The full refund is open until ${deadline}.`);
      await dialog.getByRole('button', { name: 'Confirm Refund' }).click();

      await expect(page.getByText('€25 goes back to the card you paid with.')).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.getByRole('tab', { name: /^Cancelled \(\d+\)$/ }).click();
      await expect(booking).toContainText('Refunded');
      await expect(booking).toContainText('1 person · €25 paid · €25 refunded');
      expect(consoleErrors).toEqual([]);
    });

    test(`a guest cancels a Strict booking inside its half window, seeing the half first ${at}`, async ({
      page,
      consoleErrors,
    }) => {
      const host = await newHost(unique('Strict Host'), { payouts: true });
      const title = unique('Sagrada Família towers');
      const id = await newActivity(host, title, { days: 3, priceCents: 5000, cancellationPolicy: 'strict' });
      const halfUntil = siteDateTime(new Date(startIn(3).getTime() - DAY));
      const line = `Cancellation policy: Strict. Half refund if you cancel before ${halfUntil}; no refund after that.`;
      const guest = await newAccount(unique('Jordi'));

      await signedInAt(page, guest, viewport);
      await page.goto(`/activity/${id}`);
      // Before paying, the page says only the half is left.
      await expect(bookingArea(page).getByText(line)).toBeVisible();
      await paidBooking(guest, id, 1);

      await page.goto('/bookings');
      const booking = page.getByRole('article', { name: title });
      await expect(booking).toContainText(line);
      await booking.getByRole('button', { name: 'Request Refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a refund?' });
      await expect(dialog).toContainText(
        `€25 of €50 for 1 person at “${title}” goes back to the card you paid with, and your spots are released.`,
      );
      await expect(dialog).toContainText(
        `The full refund period has ended: half is refunded if you cancel before ${halfUntil}, nothing after.`,
      );
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('refund-dialog'), animations: 'disabled' });
      await dialog.getByRole('button', { name: 'Confirm Refund' }).click();

      await expect(page.getByText('€25 goes back to the card you paid with.')).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.getByRole('tab', { name: /^Cancelled \(\d+\)$/ }).click();
      await expect(booking).toContainText('Refunded');
      await expect(booking).toContainText('1 person · €50 paid · €25 refunded');
      expect(consoleErrors).toEqual([]);
    });

    test(`a host picks a cancellation policy on the edit page ${at}`, async ({ page, consoleErrors }) => {
      const host = await newHost(unique('Picker Host'), { payouts: true });
      const title = unique('Born tapas evening');
      const id = await newActivity(host, title, { days: 30, priceCents: 3000 });

      await signedInAt(page, host, viewport);
      await page.goto(`/edit-activity/${id}`);
      const policy = page.getByRole('radiogroup', { name: 'Cancellation policy' });
      await expect(policy.getByRole('radio', { name: 'Flexible' })).toBeChecked();
      // A radio group by keyboard: an arrow moves the choice (held as a finger does: Radix checks the radio
      // the arrow focuses while the key is down).
      await policy.getByRole('radio', { name: 'Flexible' }).focus();
      await page.keyboard.down('ArrowDown');
      await expect(policy.getByRole('radio', { name: 'Moderate' })).toBeChecked();
      await page.keyboard.up('ArrowDown');
      await policy
        .getByText('Full refund until 7 days before the start, half refund until 24 hours before.')
        .click();
      await expect(policy.getByRole('radio', { name: 'Strict' })).toBeChecked();
      await policy.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('picker'), animations: 'disabled' });

      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Activity updated! Your changes have been saved.')).toBeVisible();
      const saved = await host.api.get(`/api/activities/${id}`);
      expect(((await saved.json()) as { refundTerms: { policy: string } }).refundTerms.policy).toBe('strict');
      expect(consoleErrors).toEqual([]);
    });
  });
}
