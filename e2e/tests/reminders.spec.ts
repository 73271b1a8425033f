import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, newAccount, newActivity, newHost, paidBooking, unique } from './admin-helpers.ts';
import { expect, setTheme, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * Reminders as a guest meets them: a day before their activity the reminder e-mail is in the outbox with
 * the meeting point, the host and every ticket; a guest who turned 'Reminder e-mails before my activities'
 * off in their profile gets none. The clock is passed through /dev/reminders/run's `now` (the job's own
 * code, at the instant 23 hours before the start) rather than waited for. Pictures of the switch at both
 * widths in both themes (SHOTS_DIR, default e2e/screenshots, not committed); nothing may scroll sideways.
 */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'screenshots');
const HOUR = 3_600_000;

type Mail = { to: string; subject: string; text: string; html: string | null };
type MyBooking = { id: string; activity: { id: string }; tickets: { seat: number; code: string }[] };

async function mailTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const res = await request.get(`/dev/mail/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as Mail[];
}

/** Runs the reminder job as if the clock read `now`. */
async function runReminders(request: APIRequestContext, now: Date) {
  const res = await request.post('/dev/reminders/run', { data: { now: now.toISOString() } });
  expect(res.status(), await res.text()).toBe(200);
}

async function myBooking(guest: Account, activityId: string): Promise<MyBooking> {
  const { items } = (await (await guest.api.get('/api/bookings')).json()) as { items: MyBooking[] };
  const booking = items.find((b) => b.activity.id === activityId);
  if (!booking) throw new Error('the booking is not in My Bookings');
  return booking;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test('a day before, the reminder is in the outbox; a guest who turned reminders off gets none', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const host = await newHost(unique('Reminders Host'), { payouts: true });
  const title = unique('Gothic Quarter walk');
  const start = new Date(Date.now() + 3 * 24 * HOUR);
  start.setUTCSeconds(0, 0);
  const id = await newActivity(host, title, { days: 3, startsAt: start, priceCents: 1500 });
  const ana = await newAccount(unique('Ana'));
  const pau = await newAccount(unique('Pau'));

  // Pau turns reminders off in his profile, as a guest does.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, pau);
  await page.goto('/profile');
  const toggle = page.getByRole('switch', { name: 'Reminder e-mails before my activities' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('Reminder e-mails are off')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(toggle).not.toBeChecked();

  await paidBooking(ana, id, 2);
  await paidBooking(pau, id, 1);
  const anas = await myBooking(ana, id);
  expect(anas.tickets).toHaveLength(2);

  // 25 hours before the start nothing is due; 23 hours before, the day-before reminder is.
  await runReminders(page.request, new Date(start.getTime() - 25 * HOUR));
  expect((await mailTo(page.request, ana.email)).filter((m) => m.subject.startsWith('Tomorrow:'))).toEqual(
    [],
  );
  await runReminders(page.request, new Date(start.getTime() - 23 * HOUR));

  const reminders = (await mailTo(page.request, ana.email)).filter((m) => m.subject === `Tomorrow: ${title}`);
  expect(reminders).toHaveLength(1);
  const [reminder] = reminders;
  expect(reminder?.text).toContain(`A reminder: ${title} is tomorrow.`);
  expect(reminder?.text).toContain('Meeting point: Plaça Nova, Plaça Nova 5, 08002 Barcelona');
  expect(reminder?.text).toContain(`Your host: ${host.name}`);
  for (const ticket of anas.tickets) {
    expect(reminder?.text).toContain(`Ticket ${ticket.seat}: ${ticket.code.match(/.{1,5}/g)?.join(' ')}`);
  }
  expect(reminder?.text).toContain(`/tickets/${anas.id}`);
  expect(reminder?.text).toContain('turn off reminder e-mails in your profile');

  // As the guest's mail client shows it (the HTML body), for the pictures: a page of its own, outside the app.
  const mailPage = await page.context().newPage();
  await mailPage.setViewportSize({ width: 390, height: 844 });
  await mailPage.setContent(reminder?.html ?? '');
  await expect(mailPage.getByText(`A reminder: ${title} is tomorrow.`)).toBeVisible();
  await mailPage.screenshot({ path: path.join(shots, 'reminders-email-mobile.png'), fullPage: true });
  await mailPage.close();

  // Pau, reminders off, has none; and running again sends Ana nothing more until 2 hours before.
  expect((await mailTo(page.request, pau.email)).map((m) => m.subject)).not.toContain(`Tomorrow: ${title}`);
  await runReminders(page.request, new Date(start.getTime() - 22 * HOUR));
  const reminderSubjects = [`Tomorrow: ${title}`, `In 2 hours: ${title}`];
  const subjects = async (guest: Account) =>
    (await mailTo(page.request, guest.email))
      .map((m) => m.subject)
      .filter((subject) => reminderSubjects.includes(subject));
  expect(await subjects(ana)).toEqual([`Tomorrow: ${title}`]);
  await runReminders(page.request, new Date(start.getTime() - 2 * HOUR));
  expect(await subjects(ana)).toEqual([`In 2 hours: ${title}`, `Tomorrow: ${title}`]);
  expect(await subjects(pau)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    test(`the profile's reminders switch, at ${viewport.width}px in ${theme}`, async ({
      page,
      consoleErrors,
    }) => {
      const guest = await newAccount(unique('Switch Guest'));
      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, guest);
      await page.goto('/profile');
      const card = page.getByRole('heading', { level: 2, name: 'Reminders' });
      await card.scrollIntoViewIfNeeded();
      const toggle = page.getByRole('switch', { name: 'Reminder e-mails before my activities' });
      await expect(toggle).toBeChecked();
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: path.join(shots, `reminders-switch-on-${viewport.name}-${theme}.png`),
        animations: 'disabled',
      });
      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expect(page.getByText('Reminder e-mails are off')).toBeVisible();
      await page.screenshot({
        path: path.join(shots, `reminders-switch-off-${viewport.name}-${theme}.png`),
        animations: 'disabled',
      });
      expect(consoleErrors).toEqual([]);
    });
  }
}
