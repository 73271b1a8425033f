import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type Account, newAccount, newActivity, newHost, paidBooking, unique } from './admin-helpers.ts';
import { expect, setTheme, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * The Guests page as the roster on the day: an activity starting in two hours, three parties booked, some
 * seats checked in at the door (the door's own endpoint). The host sees the totals and '2 of 3 in', finds
 * a party by its ticket code, filters who is still to come, watches a check-in arrive without reloading,
 * downloads the CSV (its columns, no guest's address) and prints the A4 list. Both widths, both themes,
 * with pictures of the roster and the printed list (SHOTS_DIR, default e2e/screenshots, not committed).
 */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'screenshots');
const HOUR = 3_600_000;

type Roster = { items: { bookingId: string; guestName: string; seats: { seat: number; code: string }[] }[] };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** The ticket codes of `guest`'s seats, as the host's roster lists them. */
async function codesOf(host: Account, activityId: string, guest: Account): Promise<string[]> {
  const res = await host.api.get(`/api/host/activities/${activityId}/guests`);
  expect(res.status()).toBe(200);
  const party = ((await res.json()) as Roster).items.find((item) => item.guestName === guest.name);
  return party?.seats.map((seat) => seat.code) ?? [];
}

/** The host checks these tickets in at the door, now (the door page's own request). */
async function checkIn(host: Account, activityId: string, codes: string[]) {
  const scannedAt = new Date().toISOString();
  const res = await host.api.post(`/api/host/activities/${activityId}/check-ins`, {
    data: { scans: codes.map((code) => ({ nonce: randomUUID(), code, action: 'check_in', scannedAt })) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { results } = (await res.json()) as { results: { outcome: string }[] };
  expect(results.map((result) => result.outcome)).toEqual(codes.map(() => 'valid'));
}

/** The Barcelona day of an instant, as the file name writes it. */
const barcelonaDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', dateStyle: 'short' }).format(instant);

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    const shot = (name: string) => path.join(shots, `roster-${name}-${viewport.name}-${theme}.png`);
    const at = `at ${viewport.width}px in ${theme}`;

    test(`the roster on the day: seats in, search, filter, live, CSV and print ${at}`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(150_000);
      const host = await newHost(unique('Roster Host'), { payouts: true });
      const title = unique('Roster walk');
      const startsAt = new Date(Date.now() + 2 * HOUR);
      const id = await newActivity(host, title, { days: 0, startsAt, priceCents: 2000 });
      const nuria = await newAccount(unique('Núria'));
      const jordi = await newAccount(unique('Jordi'));
      const bea = await newAccount(unique('Bea'));
      await paidBooking(nuria, id, 3);
      await paidBooking(jordi, id, 1);
      await paidBooking(bea, id, 2);
      const nuriaCodes = await codesOf(host, id, nuria);
      const beaCodes = await codesOf(host, id, bea);
      expect(nuriaCodes).toHaveLength(3);
      await checkIn(host, id, [...nuriaCodes.slice(0, 2), ...(await codesOf(host, id, jordi))]);

      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, host);
      await page.goto(`/activity-guests/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
      const numbers = page.getByRole('region', { name: 'Numbers' });
      await expect(numbers.getByRole('definition').filter({ hasText: /^6$/ })).toBeVisible();
      await expect(numbers.getByRole('definition').filter({ hasText: /^3$/ })).toBeVisible();
      const bookings = page.getByRole('list', { name: 'Bookings' });
      const nuriaRow = bookings.getByRole('listitem').filter({ hasText: nuria.name });
      await expect(nuriaRow).toContainText('2 of 3 in');
      await expect(nuriaRow).toContainText('3 spots · €60');
      await expect(bookings.getByRole('listitem').filter({ hasText: bea.name })).toContainText('0 of 2 in');
      await expect(page.getByRole('link', { name: 'Door check-in' })).toHaveAttribute(
        'href',
        `/check-in/${id}`,
      );
      // Guests' addresses are nowhere on the page.
      for (const guest of [nuria, jordi, bea]) expect(await page.content()).not.toContain(guest.email);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('page'), animations: 'disabled', fullPage: true });

      // A guest says their code at the door: typed as people type it, it finds their party.
      const search = page.getByRole('searchbox', { name: 'Search by name or ticket code' });
      const typed = `${beaCodes[1]?.slice(0, 4)}-${beaCodes[1]?.slice(4, 10)}`.toLowerCase();
      await search.fill(typed);
      await expect(bookings.getByRole('listitem')).toHaveCount(1);
      await expect(bookings).toContainText(bea.name);
      await search.fill('');
      await page.getByLabel('Show').selectOption({ label: 'Not yet in' });
      await expect(bookings.getByRole('listitem')).toHaveCount(2);
      await expect(bookings).not.toContainText(jordi.name);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('filtered'), animations: 'disabled' });
      await page.getByLabel('Show').selectOption({ label: 'Everyone' });

      // Live: a check-in at the door shows up without reloading.
      await checkIn(host, id, beaCodes.slice(0, 1));
      await expect(bookings.getByRole('listitem').filter({ hasText: bea.name })).toContainText('1 of 2 in', {
        timeout: 15_000,
      });

      // The CSV, named after the activity and its day, in its columns, with no address.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^roster-walk-[0-9]+-[0-9]+-${barcelonaDay(startsAt)}-guests\\.csv$`),
      );
      const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Name,Party size,Category,Guest names,Booked at,Amount (EUR),Status,Checked in,First check-in,Ticket codes,Answers',
      );
      expect(lines).toHaveLength(4);
      const nuriaLine = lines.find((line) => line.startsWith(nuria.name)) ?? '';
      expect(nuriaLine).toMatch(
        /^[^,]+,3,,,\d{4}-\d{2}-\d{2} \d{2}:\d{2},60\.00,Paid,2,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/,
      );
      // No questions asked: the Answers column is empty.
      expect(nuriaLine.endsWith(`${nuriaCodes.join(' ')},`)).toBe(true);
      for (const guest of [nuria, jordi, bea]) expect(csv).not.toContain(guest.email);

      // Printed: the A4 list with a box per seat, without the app's frame or the screen's controls.
      await page.emulateMedia({ media: 'print' });
      const sheet = page.getByTestId('roster-print');
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('heading', { name: 'Guest list' })).toBeVisible();
      await expect(sheet.getByRole('row')).toHaveCount(4);
      await expect(page.getByRole('list', { name: 'Bookings' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.locator('header')).toBeHidden();
      await page.screenshot({ path: shot('print'), animations: 'disabled', fullPage: true });
      // Chromium's own print to PDF takes the print stylesheet's paper: A4 (595 × 842 points), one page.
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
      expect(boxes).toHaveLength(1);
      expect(Number(boxes[0]?.[1])).toBeCloseTo(595, -1);
      expect(Number(boxes[0]?.[2])).toBeCloseTo(842, -1);
      await page.emulateMedia({ media: 'screen' });
      await expect(sheet).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });
  }
}
