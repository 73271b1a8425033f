import path from 'node:path';
import type { Page } from '@playwright/test';
import { type Account, newAccount, newActivity, newHost, paidBooking, unique } from './admin-helpers.ts';
import { expect, setTheme, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * A host writes to the guests of an activity from its Guests page: the dialog takes a subject and a
 * message for all paid guests, says how many it went to, and the 'Sent messages' list shows it; each
 * guest finds the message in their mailbox, with Reply-To the host. Run at both widths in both themes,
 * with pictures of the dialog and the sent list (SHOTS_DIR, default e2e/screenshots, not committed);
 * nothing may scroll sideways.
 */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'screenshots');

type Mail = { to: string; replyTo: string | null; subject: string; text: string; html: string | null };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of WIDTHS) {
    const shot = (name: string) => path.join(shots, `messages-${name}-${viewport.name}-${theme}.png`);
    const at = `at ${viewport.width}px in ${theme}`;

    test(`a host's message reaches every paid guest, with Reply-To the host, ${at}`, async ({
      browser,
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const host = await newHost(unique('Messages Host'), { payouts: true });
      const title = unique('Montjuic picnic');
      const id = await newActivity(host, title, { days: 43, priceCents: 2000 });
      const ana = await newAccount(unique('Ana'));
      const marc = await newAccount(unique('Marc'));
      await paidBooking(ana, id, 2);
      await paidBooking(marc, id, 1);

      await setTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, host);
      await page.goto(`/activity-guests/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
      const sent = page.getByRole('region', { name: 'Sent messages' });
      await expect(sent).toContainText('No messages sent yet.');

      await page.getByRole('button', { name: 'Message guests' }).click();
      const dialog = page.getByRole('dialog', { name: 'Message guests' });
      await expect(dialog.getByRole('radio', { name: 'All paid guests (2)' })).toBeChecked();
      await dialog.getByLabel('Subject').fill('Meeting point moved');
      await dialog
        .getByLabel('Message')
        .fill('We now meet on the other side of the square, by the fountain.\nSee you at 19:00!');
      await expect(dialog).toContainText('19/100');
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('dialog'), animations: 'disabled' });
      // Chosen bookings: a box per paid booking, named by its guest.
      await dialog.getByRole('radio', { name: 'Chosen guests' }).click();
      const choices = dialog.getByRole('list', { name: 'Guests to message' });
      await expect(choices.getByRole('checkbox')).toHaveCount(2);
      await choices.getByRole('checkbox', { name: new RegExp(ana.name) }).check();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: shot('dialog-chosen'), animations: 'disabled' });
      await dialog.getByRole('radio', { name: 'All paid guests (2)' }).click();

      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Message sent to 2 guests')).toBeVisible();
      await expect(dialog).toBeHidden();
      const item = sent.getByRole('listitem').filter({ hasText: 'Meeting point moved' });
      await expect(item).toContainText('To all paid guests · 2 guests');
      await expect(item).toContainText('by the fountain.');
      await expectNoSidewaysScroll(page);
      // The window, not the whole page: a whole-page picture paints the fixed bars mid-page.
      await sent.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('sent'), animations: 'disabled' });

      // Every guest has it, framed for them, with the host's words and Reply-To the host.
      const mailOf = async (guest: Account) => {
        const res = await page.request.get(`/dev/mail/messages?to=${encodeURIComponent(guest.email)}`);
        return ((await res.json()) as Mail[]).find(
          (mail) => mail.subject === `${title}: Meeting point moved`,
        );
      };
      for (const guest of [ana, marc]) {
        await expect
          .poll(() => mailOf(guest))
          .toMatchObject({
            to: guest.email,
            replyTo: host.email,
            text: expect.stringContaining('by the fountain.\nSee you at 19:00!'),
          });
      }
      // The e-mail as Ana's mail client shows it.
      const mail = await mailOf(ana);
      // In a page of its own: the mail's HTML is no page of the app (the browser asks it for a favicon).
      const mailPage = await browser.newPage({
        viewport: { width: viewport.width, height: viewport.height },
      });
      await mailPage.setContent(mail?.html ?? '');
      await expect(mailPage.getByText('See you at 19:00!')).toBeVisible();
      await mailPage.screenshot({ path: shot('mail'), animations: 'disabled', fullPage: true });
      await mailPage.close();
      expect(consoleErrors).toEqual([]);
    });
  }
}
