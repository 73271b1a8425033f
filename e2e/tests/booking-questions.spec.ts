import { readFile } from 'node:fs/promises';
import { newAccount, newActivity, newHost, unique } from './admin-helpers.ts';
import { expect, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * Questions at booking (issue 37), the whole way: a host adds an allergies question (per guest, required,
 * health) and a level question in the editor; a guest booking 2 seats answers both with consent on the
 * booking step and pays; from My Bookings they change one answer; the host's roster, its CSV, the print
 * list and the door show the answers, the health ones marked; 30 days after the end they are gone. Pictures of the editor's section, the booking
 * step and the roster at 1280 and 390 px (in the test's output folder).
 */

const WIDTHS = [1280, 390] as const;

test('a host asks, a guest of 2 answers and edits, the roster, CSV, print list and door show it', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = (name: string, width: number) => testInfo.outputPath(`${name}-${width}.png`);
  const host = await newHost(unique('Questions Host'), { payouts: true });
  const title = unique('Tapas with questions');
  const id = await newActivity(host, title, { days: 20, priceCents: 2500 });

  // The host: a ready-made allergies question (per guest, required, health) and their own level question.
  await signIn(page, host);
  await page.goto(`/edit-activity/${id}`);
  const editor = page.getByRole('region', { name: 'Questions for guests' });
  await expect(editor.getByText(/deleted automatically 30 days after the activity/)).toBeVisible();
  await editor.getByLabel('Add a ready-made question').selectOption('dietary');
  await editor.getByRole('button', { name: 'Add', exact: true }).click();
  await editor.getByRole('button', { name: 'Write your own question' }).click();
  const level = editor.getByRole('group', { name: 'Question 2' });
  await level.getByRole('textbox', { name: /^Question/ }).fill('Cooking level');
  await level.getByLabel('Kind of answer').selectOption('one_choice');
  await level.getByLabel('Asked').selectOption('guest');
  await level.getByLabel('Options (one per line)').fill('Beginner\nConfident');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await editor.scrollIntoViewIfNeeded();
    await editor.screenshot({ path: shot('editor-questions', width), animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await editor.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByText('Questions saved')).toBeVisible();

  // The guest: 2 people, each answering, the consent ticked, then the payment page.
  const guest = await newAccount(unique('Laia'));
  await page.context().clearCookies();
  await signIn(page, guest);
  await page.goto(`/activity/${id}`);
  const area = page.getByRole('complementary', { name: 'Price and booking' });
  await area.getByLabel('Number of people').selectOption({ label: '2 people' });
  const allergies = area.getByRole('textbox', { name: /Dietary needs and allergies/ });
  await expect(allergies).toHaveCount(2);
  await allergies.nth(0).fill('Nuts');
  await allergies.nth(1).fill('None');
  await area.getByRole('combobox', { name: 'Cooking level' }).nth(0).selectOption('Beginner');
  await area.getByRole('combobox', { name: 'Cooking level' }).nth(1).selectOption('Confident');
  await area.getByRole('checkbox', { name: /health information/ }).click();
  const step = area.getByRole('region', { name: 'A few questions from the host' });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await step.scrollIntoViewIfNeeded();
    await step.screenshot({ path: shot('booking-step', width), animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await area.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/?]+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(guest.name);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page).toHaveURL(/\/bookings$/);

  // My Bookings: the answers, and one changed before the cut-off.
  const answers = page.getByRole('region', { name: 'Your answers' });
  await expect(answers).toContainText('Nuts');
  await answers.getByRole('button', { name: 'Edit answers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your answers' });
  await dialog
    .getByRole('textbox', { name: /Dietary needs and allergies/ })
    .nth(0)
    .fill('Nuts and shellfish');
  await dialog.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByText('Answers saved')).toBeVisible();
  await expect(answers).toContainText('Nuts and shellfish');

  // The host's roster, CSV, print list and door.
  await page.context().clearCookies();
  await signIn(page, host);
  await page.goto(`/activity-guests/${id}`);
  const row = page
    .getByRole('list', { name: 'Bookings' })
    .getByRole('listitem')
    .filter({ hasText: guest.name });
  await expect(row).toContainText('Nuts and shellfish');
  await expect(row).toContainText('Confident');
  await expect(row.getByText('Health').first()).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot('roster', width), animations: 'disabled', fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId('roster-print')).toContainText('Nuts and shellfish');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(
    'Guest 1 · Dietary needs and allergies [health]: Nuts and shellfish; Cooking level: Beginner',
  );

  await page.goto(`/check-in/${id}`);
  await page.getByRole('searchbox', { name: 'Search by name or ticket code' }).fill(guest.name.slice(0, 6));
  await expect(page.getByRole('list', { name: 'Guests found' })).toContainText('Nuts and shellfish');

  // 30 days after the activity ended (the cleanup job run at that moment): the health answers are gone, the
  // level stays.
  const monthAfterEnd = new Date(Date.now() + (20 + 31) * 86_400_000).toISOString();
  expect(
    (
      await page.request.post('/dev/booking-questions/health-cleanup/run', { data: { now: monthAfterEnd } })
    ).ok(),
  ).toBe(true);
  await page.goto(`/activity-guests/${id}`);
  await expect(row).toContainText('Confident');
  await expect(row).not.toContainText('Nuts and shellfish');
  expect(consoleErrors).toEqual([]);
});
