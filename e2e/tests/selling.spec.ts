import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { newAccount, newActivity, newHost, unique } from './admin-helpers.ts';
import { expect, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * Selling the way experiences are sold (issue 36): prices per kind of guest with an early bird, promo codes
 * (a `?code=` link, a limit of one use, a hidden price it unlocks), and private groups (a whole date booked,
 * the group's link, a private date asked for, accepted and paid). Each journey has its own host, activity and
 * guests, made through the API; what the issue names is done through the pages.
 */

test.describe.configure({ timeout: 180_000 });

function bookingArea(page: Page) {
  return page.getByRole('complementary', { name: 'Price and booking' });
}

/**
 * A browser of someone else's (a context of its own, signed in unless `who` is null), whose console errors
 * join the journey's.
 */
async function pageOf(browser: Browser, who: { email: string; password: string } | null, errors: string[]) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  if (who) await signIn(page, who);
  return page;
}

async function payOnTestPage(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/pay\/[^/?]+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Berta Puig');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByText('Booking confirmed! Payment successful.')).toBeVisible();
}

/** A look at the page at 1280 and 390 px, for people to see (the assertions are the journey's). */
async function look(page: Page, name: string, outputDir: string) {
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${outputDir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function saveActivity(page: Page) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Activity updated! Your changes have been saved.')).toBeVisible();
}

test('a host adds Child and Infant prices beside an early-bird adult price; a family books them, and every ticket, the roster and the CSV say which', async ({
  page: hostPage,
  browser,
  consoleErrors,
}) => {
  let page = hostPage;
  const host = await newHost(unique('Prices Host'), { payouts: true });
  const title = unique('Family walk');
  const id = await newActivity(host, title, { days: 30, priceCents: 1500 });

  await signIn(page, host);
  await page.goto(`/edit-activity/${id}`);
  await page.getByRole('switch', { name: 'Early-bird price' }).first().click();
  await page.getByLabel('Early-bird price (€)').first().fill('12');
  await page.getByLabel('First seats').first().fill('2');
  await page.getByRole('button', { name: 'Child', exact: true }).click();
  const child = page.getByRole('group', { name: 'Child', exact: true });
  await child.getByLabel('Price (€)').fill('8');
  await child.getByLabel('From age').fill('4');
  await child.getByLabel('To age').fill('12');
  await page.getByRole('button', { name: 'Infant', exact: true }).click();
  const infant = page.getByRole('group', { name: 'Infant', exact: true });
  await infant.getByLabel('Price (€)').fill('0');
  await expect(infant.getByRole('switch', { name: 'Takes a seat' })).not.toBeChecked();
  await saveActivity(page);

  // A family of 2 adults, a child and an infant on a lap, while the 2 early seats last.
  const family = await newAccount(unique('Family'));
  page = await pageOf(browser, family, consoleErrors);
  await page.goto(`/activity/${id}`);
  const area = bookingArea(page);
  await expect(area.getByText('€12 for the first 2 seats, then €15')).toBeVisible();
  await area.getByRole('button', { name: 'Add one Adult' }).click();
  await area.getByRole('button', { name: 'Add one Child' }).click();
  await area.getByRole('button', { name: 'Add one Infant' }).click();
  const breakdown = area.getByRole('list', { name: 'Price breakdown' });
  await expect(breakdown).toContainText('2 × Adult (early bird)');
  await expect(breakdown).toContainText('1 × Child');
  await expect(breakdown).toContainText('1 × Infant');
  await expect(area.getByText('€32', { exact: true })).toBeVisible();
  await area.getByRole('button', { name: 'Book Now' }).click();
  const lines = page.getByRole('list', { name: 'What you are paying for' });
  await expect(lines).toContainText('2 × Adult (early bird)');
  await expect(lines).toContainText('1 × Child');
  await payOnTestPage(page, '€32.00');

  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Show tickets' }).click();
  const tickets = page.getByRole('article');
  await expect(tickets).toHaveCount(4);
  await expect(page.getByRole('main')).toContainText('Child');
  await expect(page.getByRole('main')).toContainText('Infant');

  // The next guest comes after the early seats are gone: the later price.
  const late = await newAccount(unique('Late'));
  page = await pageOf(browser, late, consoleErrors);
  await page.goto(`/activity/${id}`);
  await expect(bookingArea(page).getByText('€15', { exact: true }).first()).toBeVisible();
  await bookingArea(page).getByRole('button', { name: 'Book Now' }).click();
  await payOnTestPage(page, '€15.00');

  // The host's roster and its CSV name each guest's price.
  page = await pageOf(browser, host, consoleErrors);
  await page.goto(`/activity-guests/${id}`);
  await expect(page.getByRole('main')).toContainText('Child');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toContain('Category');
  expect(csv).toContain('"2 Adult, 1 Child, 1 Infant"');
  // 3 seats of 8 by the family (the infant takes none) and 1 by the late guest.
  const detail = (await (await page.request.get(`/api/activities/${id}`)).json()) as {
    spotsRemaining: number;
  };
  expect(detail.spotsRemaining).toBe(4);
  expect(consoleErrors).toEqual([]);
});

test('a 20 % code for one use applies from a ?code= link and shows a hidden friends price; the second guest is told it is used up', async ({
  page: hostPage,
  browser,
  consoleErrors,
}) => {
  let page = hostPage;
  const host = await newHost(unique('Codes Host'), { payouts: true });
  const title = unique('Rooftop tour');
  const id = await newActivity(host, title, { days: 31, priceCents: 2000 });
  const code = `FAM${Date.now() % 1_000_000}`;

  await signIn(page, host);
  await page.goto(`/edit-activity/${id}`);
  await page.getByRole('button', { name: 'Your own name' }).click();
  await page.getByLabel('Name in English').fill('Friends');
  await page.getByLabel('Price (€)').last().fill('10');
  await page.getByRole('switch', { name: 'Only with a code' }).click();
  await saveActivity(page);

  await page.goto('/host/codes');
  await page.getByRole('button', { name: 'New code' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New code' });
  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByLabel('Percentage (1-100)').fill('20');
  await dialog.getByLabel('Total uses').fill('1');
  await dialog.getByRole('checkbox', { name: 'Unlocks hidden prices' }).check();
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`${code} is ready to share.`)).toBeVisible();

  const first = await newAccount(unique('Coder'));
  page = await pageOf(browser, first, consoleErrors);
  await page.goto(`/activity/${id}`);
  await expect(bookingArea(page).getByRole('button', { name: 'Have a code?' })).toBeVisible();
  await expect(bookingArea(page).getByRole('button', { name: 'Add one Friends' })).toHaveCount(0);

  await page.goto(`/activity/${id}?code=${code.toLowerCase()}`);
  const area = bookingArea(page);
  await expect(area.getByText('Code applied')).toBeVisible();
  await expect(area.getByRole('button', { name: 'Add one Friends' })).toBeVisible();
  await expect(area.getByRole('list', { name: 'Price breakdown' })).toContainText(`Code ${code}`);
  await expect(area.getByText('€16', { exact: true })).toBeVisible();
  await area.getByRole('button', { name: 'Book Now' }).click();
  // The payment page lists the price and the code's discount as a line of its own.
  await expect(page).toHaveURL(/\/pay\/[^/?]+$/);
  await expect(page.getByRole('list', { name: 'What you are paying for' })).toContainText(`Code ${code}`);
  await payOnTestPage(page, '€16.00');

  // The browser reports the check's 409 as a failed resource: that refusal is the one expected.
  const secondErrors: string[] = [];
  const second = await newAccount(unique('Coder'));
  page = await pageOf(browser, second, secondErrors);
  await page.goto(`/activity/${id}?code=${code}`);
  await expect(bookingArea(page).getByText('This code has been used up')).toBeVisible();
  expect(secondErrors).toEqual([
    'Failed to load resource: the server responded with a status of 409 (Conflict)',
  ]);
  expect(consoleErrors).toEqual([]);
});

test('a group books a date privately at its minimum, the date is closed to others, a friend adds a name; a private date asked for is accepted and paid', async ({
  page: hostPage,
  browser,
  consoleErrors,
}) => {
  let page = hostPage;
  const host = await newHost(unique('Private Host'), { payouts: true });
  const title = unique('Cooking class');
  const id = await newActivity(host, title, { days: 32, priceCents: 1500 });

  await signIn(page, host);
  await page.goto(`/edit-activity/${id}`);
  await page.getByRole('switch', { name: 'Offer this activity for private groups' }).click();
  await page.getByLabel('Minimum price (€)').fill('100');
  await page.getByLabel('Largest group').fill('8');
  await saveActivity(page);

  const organizer = await newAccount(unique('Organizer'));
  page = await pageOf(browser, organizer, consoleErrors);
  await page.goto(`/activity/${id}`);
  const area = bookingArea(page);
  await area.getByLabel('Book the whole date for a private group').check();
  await expect(area.getByText('€100', { exact: true })).toBeVisible();
  await area.getByRole('button', { name: 'Book Now' }).click();
  await payOnTestPage(page, '€100.00');
  const link = await page.getByLabel('Group link').inputValue();
  await look(page, 'my-bookings-group-link', test.info().outputDir);

  const other = await newAccount(unique('Other'));
  page = await pageOf(browser, other, consoleErrors);
  await page.goto(`/activity/${id}`);
  await expect(bookingArea(page).getByText('Booked privately').first()).toBeVisible();
  await expect(bookingArea(page).getByRole('button', { name: 'Book Now' })).toHaveCount(0);

  // A friend with the link, not signed in, puts their name on a ticket.
  page = await pageOf(browser, null, consoleErrors);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('Your name for ticket 1').fill('Marc Soler');
  await page.getByRole('button', { name: 'Add your name' }).first().click();
  await expect(page.getByText('Name added')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Marc Soler');
  await look(page, 'group-page', test.info().outputDir);

  // Another group asks for a date of its own; the host accepts, and they pay within the 48 hours.
  const asker = await newAccount(unique('Asker'));
  page = await pageOf(browser, asker, consoleErrors);
  await page.goto(`/activity/${id}`);
  await page.getByRole('button', { name: 'Ask for a private date' }).first().click();
  const ask = page.getByRole('dialog', { name: 'Ask for a private date' });
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await ask.getByLabel('Day').fill(day);
  await ask.getByLabel('Start time (Barcelona)').fill('18:00');
  await ask.getByLabel('Group size').fill('6');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent')).toBeVisible();

  page = await pageOf(browser, host, consoleErrors);
  await page.goto('/host-dashboard');
  const requests = page.getByRole('region', { name: 'Private date requests' });
  await look(page, 'host-dashboard-requests', test.info().outputDir);
  await requests.getByRole('button', { name: 'Accept' }).first().click();
  await page.getByRole('button', { name: 'Accept and hold the date' }).click();
  await expect(requests).toContainText('Accepted: waiting for payment');

  page = await pageOf(browser, asker, consoleErrors);
  await page.goto('/bookings');
  await page.getByRole('link', { name: 'See request' }).first().click();
  await expect(page.getByText('Accepted: ready to pay')).toBeVisible();
  await look(page, 'private-request', test.info().outputDir);
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await payOnTestPage(page, '€100.00');
  expect(consoleErrors).toEqual([]);
});
