import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import config, { chromiumPath } from '../playwright.config.ts';
import { type Account, newAccount, newActivity, newHost, paidBooking, unique } from './admin-helpers.ts';
import { expect, setTheme, test } from './console-guard.ts';
import { writeQrVideo } from './fake-camera.ts';
import { signIn } from './sign-in.ts';

/*
 * The door on the day. A guest books 3 seats of an activity starting within the check-in window; its host
 * opens the door page on a phone (390 px) and scans one ticket with the camera (Chromium's fake camera fed
 * a picture of the ticket's QR code, read by the barcode-detector polyfill's WebAssembly from our own
 * build): Valid; the same ticket again says when and by whom it was checked in. Offline, the camera still
 * reads it (against the phone's copy) and the host checks a second seat in by search; back online the
 * check-ins are sent and the roster shows 2 of 3. Then every
 * answer's screen at both widths in both themes, with pictures (SHOTS_DIR, default e2e/screenshots).
 */
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'screenshots');
const camera = path.join(os.tmpdir(), `sortim-door-camera-${process.pid}.y4m`);
writeQrVideo(camera, null);

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  },
});

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

/** A published activity of the host's starting in two hours: its door is open (from 3 hours before). */
async function activitySoon(host: Account, title: string): Promise<string> {
  const start = new Date(Date.now() + 2 * 3_600_000);
  const created = await host.api.post('/api/host/activities', {
    data: {
      title,
      category: 'Explore Culture',
      subtype: 'Take a City Tour',
      description: 'Two hours through the old town: the Roman walls, the cathedral cloister and its geese.',
      locationName: 'Plaça Nova',
      address: 'Plaça Nova 5, 08002 Barcelona',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      priceCents: 2500,
      capacity: 8,
      activityLanguages: ['English'],
      cancellationPolicy: 'flexible',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [id] = ((await created.json()) as { ids: string[] }).ids;
  if (!id) throw new Error(`no activity created for '${title}'`);
  return id;
}

type MyBooking = { id: string; activity: { id: string }; tickets: { seat: number; code: string }[] };

/** The guest's booking of an activity, with its tickets' codes by seat. */
async function bookingOf(guest: Account, activityId: string): Promise<MyBooking> {
  const { items } = (await (await guest.api.get('/api/bookings')).json()) as { items: MyBooking[] };
  const booking = items.find((item) => item.activity.id === activityId);
  if (!booking) throw new Error(`${guest.name} has no booking of ${activityId}`);
  return booking;
}

/** The answer on screen, then back to the door. */
async function expectAnswer(page: Page, words: string | RegExp) {
  await expect(page.getByRole('alert').filter({ hasText: words })).toBeVisible({ timeout: 20_000 });
}

/** Offline, the browser reports the calls that could not leave: not the page's errors. */
function withoutLostNetwork(errors: string[]) {
  const kept = errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'));
  errors.splice(0, errors.length, ...kept);
}

test('a host scans a ticket at the door (valid, then when it went in), checks one in offline by search, and the roster shows 2 of 3', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const host = await newHost(unique('Door Host'), { payouts: true });
  const title = unique('Door walk');
  const id = await activitySoon(host, title);
  const guest = await newAccount(unique('Ana'));
  await paidBooking(guest, id, 3);
  const { tickets } = await bookingOf(guest, id);
  expect(tickets).toHaveLength(3);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, host);
  await page.goto(`/check-in/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await expect(page.getByText('0 of 3 in')).toBeVisible();
  // Search first: nobody's name is on the screen the queue sees.
  await expect(page.getByText(guest.name)).toHaveCount(0);

  writeQrVideo(camera, tickets[0]?.code ?? null);
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expectAnswer(page, 'Valid: party of 3, 1 of 3 in');
  await page.screenshot({ path: path.join(shots, 'door-scanned-mobile-light.png'), animations: 'disabled' });
  await expect(page.getByRole('alert')).toContainText(`${guest.name} · seat 1`);
  await page.getByRole('button', { name: 'Next' }).click();
  // The same ticket still before the camera is read again a few seconds on: in already, since when, by whom.
  await expectAnswer(page, new RegExp(`Already checked in at \\d\\d:\\d\\d by ${host.name}`));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.screenshot({ path: path.join(shots, 'door-camera-mobile-light.png'), animations: 'disabled' });
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await expect(page.getByText('1 of 3 in')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText(/^Offline: check-ins are kept on this phone/)).toBeVisible();
  // The reader loaded as the door opened: with no network the camera still reads, against the phone's copy.
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expectAnswer(page, new RegExp(`Already checked in at \\d\\d:\\d\\d by ${host.name}`));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or ticket code' }).fill(guest.name.slice(0, 6));
  await expect(page.getByRole('list', { name: 'Guests found' })).toContainText('1 of 3 in');
  await page.getByRole('button', { name: `Check in ${guest.name}` }).click();
  await expectAnswer(page, 'Valid: party of 3, 2 of 3 in');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Offline: 2 check-ins waiting to be sent')).toBeVisible();
  await expect(page.getByText('2 of 3 in')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'door-offline-mobile-light.png'), animations: 'disabled' });

  await context.setOffline(false);
  await expect(page.getByText('All check-ins sent')).toBeVisible();
  const door = (await (await host.api.get(`/api/host/activities/${id}/door`)).json()) as {
    parties: { checkedIn: number }[];
  };
  expect(door.parties.map((party) => party.checkedIn)).toEqual([2]);

  await page.getByRole('link', { name: 'Back to Guests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  await expect(page.getByText('2 of 3 in').first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'door-roster-after-mobile-light.png'), fullPage: true });
  withoutLostNetwork(consoleErrors);
});

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    const shot = (name: string) => path.join(shots, `door-${name}-${viewport.name}-${theme}.png`);

    test(`each answer at the door fills the screen, at ${viewport.width}px in ${theme}`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const host = await newHost(unique('Door Host'), { payouts: true });
      const id = await activitySoon(host, unique('Door tapas'));
      const later = await newActivity(host, unique('Door later'), { days: 30, priceCents: 2500 });
      const ana = await newAccount(unique('Ana'));
      const laia = await newAccount(unique('Laia'));
      await paidBooking(ana, id, 3);
      await paidBooking(laia, id, 1);
      await paidBooking(laia, later, 1);
      const anaCodes = (await bookingOf(ana, id)).tickets.map((ticket) => ticket.code);
      const laiaBooking = await bookingOf(laia, id);
      const laterCode = (await bookingOf(laia, later)).tickets[0]?.code ?? '';
      expect((await host.api.post(`/api/host/bookings/${laiaBooking.id}/cancel`)).ok()).toBe(true);

      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, host);
      await page.goto(`/check-in/${id}`);
      const search = page.getByRole('searchbox', { name: 'Search by name or ticket code' });
      await expect(search).toBeVisible();
      await page.screenshot({ path: shot('page'), animations: 'disabled', fullPage: true });

      await search.fill(ana.name.slice(0, 6));
      await expect(page.getByRole('list', { name: 'Guests found' })).toContainText('0 of 3 in');
      await page.screenshot({ path: shot('search'), animations: 'disabled', fullPage: true });
      await page.getByRole('button', { name: `Check in ${ana.name}` }).click();
      await expectAnswer(page, 'Valid: party of 3, 1 of 3 in');
      await page.screenshot({ path: shot('valid'), animations: 'disabled' });
      await page.getByRole('button', { name: 'Undo' }).click();
      await expectAnswer(page, 'Check-in undone: 0 of 3 in');
      await page.screenshot({ path: shot('undone'), animations: 'disabled' });
      await page.getByRole('button', { name: 'Next' }).click();

      const typed = async (code: string, words: string | RegExp, name: string) => {
        await search.fill(code);
        await page.getByRole('button', { name: 'Check in this code' }).click();
        await expectAnswer(page, words);
        await page.screenshot({ path: shot(name), animations: 'disabled' });
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByRole('alert')).toHaveCount(0);
      };
      await typed(anaCodes[1] ?? '', 'Valid: party of 3, 1 of 3 in', 'valid-typed');
      await typed(
        anaCodes[1] ?? '',
        new RegExp(`Already checked in at \\d\\d:\\d\\d by ${host.name}`),
        'already',
      );
      await typed(laiaBooking.tickets[0]?.code ?? '', 'Refunded ticket', 'refunded');
      await typed(laterCode, "Another activity's ticket", 'other-activity');
      await typed('ZZZZZZZZZZZZZZZZZZZZZZZZZZ', 'Unknown ticket', 'unknown');

      await page.goto(`/check-in/${later}`);
      await expect(search).toBeVisible();
      await typed(laterCode, /^Check-in opens on /, 'not-open');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    });
  }
}
