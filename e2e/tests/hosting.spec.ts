import type { Locator, Page } from '@playwright/test';
import { expect, test } from './console-guard.ts';
import { type Credentials, newGuest, signIn } from './sign-in.ts';
import { activityPng } from './test-image.ts';

/*
 * The host side, end to end, as one story run in order (each journey starts from what the previous one
 * left): a new user becomes a host and connects payouts with the built-in test provider (its TEST MODE
 * onboarding page), creates an activity with an image and a weekly series, edits, duplicates and deletes;
 * a guest books and pays for the new activity; the host deletes it, which cancels it and refunds the guest.
 * Titles carry a run number, so a retry on the same database never meets the previous run's cards.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = `${Date.now() % 100_000}`;
const host: Credentials = { email: `nuria-${run}@example.test`, password: 'nuria-secret' };
const ACTIVITY = `Vermouth Tasting in Sant Antoni ${run}`;
const SERIES = `Sunset Salsa at Barceloneta ${run}`;
const EDITED = `Sunset Salsa Finale ${run}`;
/** The new activity's id, once published; the guest books it and the host deletes it. */
let activityId = '';
let guest: Credentials;

const PAYS = '4242 4242 4242 4242';

/** 'YYYY-MM-DDTHH:mm' (what a datetime-local input holds) `days` from now, at the given hour. */
function wallTime(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const day = date.toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

/** Step 1, 'The Essentials': what, where and when. */
async function fillEssentials(page: Page, title: string, days: number) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category').selectOption('Taste & Cook');
  await page.getByLabel('Subtype').selectOption('Taste Wine');
  await page
    .getByLabel('Description')
    .fill('Three vermouths from the barrel, with olives and anchovies, and the story of the old bodegas.');
  await page.getByLabel('Location name').fill('Bodega Els Sortidors');
  await page.getByLabel('Address').fill('Carrer del Parlament 53, 08015 Barcelona');
  await page.getByLabel('Start time').fill(wallTime(days, 19));
  await page.getByLabel('End time').fill(wallTime(days, 21));
}

async function expectStep(page: Page, name: string, step: number, percent: number) {
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText(`Step ${step} of 2`, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Step ${step} of 2: ${name}` })).toHaveAttribute(
    'aria-valuenow',
    String(percent),
  );
}

function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** Failures of a second tab count as the test's own console errors. */
function guard(tab: Page, consoleErrors: string[]) {
  tab.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  tab.on('pageerror', (error) => consoleErrors.push(error.message));
}

test('a new user becomes a host and connects payouts with the test provider', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Join the Community' }).click();
  await page.getByLabel('Name').fill('Núria Ferrer');
  await page.getByLabel('Email').fill(host.email);
  await page.getByLabel('Password', { exact: true }).fill(host.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Welcome to Sortim!')).toBeVisible();

  await page.goto('/become-host');
  await expect(page.getByRole('heading', { name: 'Quick Setup' })).toBeVisible();
  await expect(page.getByLabel('Notification email')).toHaveValue(host.email);
  const submit = page.getByRole('button', { name: 'Become a Host' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Phone number').fill('+34 600 123 456');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Activity type').selectOption('Taste Wine');
  await submit.click();
  await expect(page.getByText("You're now a host!")).toBeVisible();
  await expect(page).toHaveURL(/\/create-activity(\?.*)?$/);
  // No payouts yet: whatever is published takes a waitlist only.
  await expect(page.getByText('Payment setup incomplete')).toBeVisible();

  await page.goto('/host-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Host Dashboard' })).toBeVisible();
  const payouts = page.getByRole('heading', { name: /^Payment setup/ });
  await expect(payouts).toContainText('Not Started');

  // The provider's page opens in a new tab, as Stripe's would.
  const opening = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Connect Stripe' }).click();
  const provider = await opening;
  guard(provider, consoleErrors);
  await expect(provider).toHaveURL(/\/pay\/connect\//);
  await expect(provider.getByText('TEST MODE', { exact: true })).toBeVisible();
  await expect(provider.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await expect(provider.getByText(host.email)).toBeVisible();
  await provider.getByRole('button', { name: 'Complete setup' }).click();

  // Back on the dashboard, which checks the account (?stripe=complete, then dropped from the address).
  await expect(provider.getByText('Stripe connected!').first()).toBeVisible();
  await expect(provider).toHaveURL(/\/host-dashboard$/);
  await expect(provider.getByRole('heading', { name: /^Payment setup/ })).toContainText('Connected');
  await expect(provider.getByRole('button', { name: 'Connect Stripe' })).toHaveCount(0);
  await provider.close();

  // The first tab sees it too once it looks again.
  await page.reload();
  await expect(payouts).toContainText('Connected');
  expect(consoleErrors).toEqual([]);
});

test('the host creates an activity with an image, a weekly series, then edits, duplicates and deletes', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, host);
  await page.goto('/host-dashboard');
  await page.getByRole('link', { name: 'New Activity' }).click();
  await expect(page).toHaveURL(/\/create-activity$/);
  await expect(page.getByText('Payment setup incomplete')).toHaveCount(0);

  // One activity, with a picture.
  await expectStep(page, 'The Essentials', 1, 50);
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription(
    'Still needed: Title, Category, Subtype, Description, Location name, Address, Start time, and End time',
  );
  await fillEssentials(page, ACTIVITY, 12);
  await expect(next).toBeEnabled();
  await expect(page.getByText(/^Still needed:/)).toHaveCount(0);
  await next.click();
  await expectStep(page, 'Polish & Publish', 2, 100);
  await page.getByLabel('Price per person (€)').fill('20');
  await page.getByLabel('Capacity').fill('8');
  await page
    .getByLabel('Thumbnail image *')
    .setInputFiles({ name: 'vermouth.png', mimeType: 'image/png', buffer: await activityPng() });
  await expect(page.getByText('Image uploaded successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of Thumbnail image *' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  await expect(page.getByText('Experience created!')).toBeVisible();
  await expect(page).toHaveURL(/\/activity\/[0-9a-f-]{36}$/);
  activityId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACTIVITY);
  // Publish lands on the host's own page: live, with Share, and what a host does with it (not a booking).
  await expect(page.getByRole('status').filter({ hasText: 'Your activity is live' })).toBeVisible();
  const own = page.getByRole('region', { name: 'This is your activity' });
  await expect(own.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/edit-activity/${activityId}`,
  );
  await expect(own.getByRole('link', { name: 'Guests (0)' })).toHaveAttribute(
    'href',
    `/activity-guests/${activityId}`,
  );
  await expect(own.getByRole('link', { name: 'Door check-in' })).toHaveAttribute(
    'href',
    `/check-in/${activityId}`,
  );
  await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  await expect(page.getByLabel('Number of people')).toHaveCount(0);
  // A reload is a visit, not the moment of publishing.
  await page.reload();
  await expect(own).toBeVisible();
  await expect(page.getByText('Your activity is live')).toHaveCount(0);
  const picture = page.locator('main img[src^="/uploads/"]').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // A weekly series of four.
  await page.goto('/create-activity');
  await fillEssentials(page, SERIES, 5);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Polish & Publish', 2, 100);
  await page.getByRole('switch', { name: 'Make this a recurring event' }).click();
  await expect(page.getByLabel('Number of events')).toHaveValue('4');
  await expect(page.getByLabel('Frequency')).toHaveValue('weekly');
  await expect(page.getByText(/^4 events: /)).toBeVisible();
  await page.getByRole('button', { name: 'Publish 4 events' }).click();

  await expect(page.getByText('Created 4 recurring events!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-activities$/);
  await expect(page.getByRole('tab', { name: 'Upcoming (5)' })).toHaveAttribute('aria-selected', 'true');
  for (const title of [ACTIVITY, SERIES, `${SERIES} (2)`, `${SERIES} (3)`, `${SERIES} (4)`]) {
    await expect(card(page, title)).toBeVisible();
  }

  // Edit: a new title and more room; spots left follow the capacity.
  await card(page, `${SERIES} (4)`).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Activity' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${SERIES} (4)`);
  await page.getByLabel('Title', { exact: true }).fill(EDITED);
  await page.getByLabel('Capacity').fill('12');
  await expect(page.getByLabel('Spots left')).toHaveValue('12');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Activity updated! Your changes have been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-activities$/);
  await expect(card(page, EDITED)).toContainText('12 of 12 spots left');
  await expect(card(page, `${SERIES} (4)`)).toHaveCount(0);

  // Duplicate: an unpublished copy to edit later.
  await card(page, `${SERIES} (3)`).getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Activity duplicated! Edit and publish when ready.')).toBeVisible();
  const copy = card(page, `${SERIES} (3) (Copy)`);
  await expect(copy).toBeVisible();
  await expect(copy).toContainText('Draft');
  await expect(page.getByRole('tab', { name: 'Upcoming (6)' })).toBeVisible();

  // Delete: nobody booked it, so it is gone for good.
  await card(page, `${SERIES} (2)`).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Activity?' });
  await expect(dialog).toContainText(
    'This will permanently delete the activity. This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete Activity' }).click();
  await expect(page.getByText('Activity deleted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, `${SERIES} (2)`)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Upcoming (5)' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a guest books the new activity and pays with the test card', async ({ page, consoleErrors }) => {
  expect(activityId, 'the activity of the previous journey').not.toBe('');
  guest = await newGuest(page.request, 'Jordi Vidal');
  await signIn(page, guest);
  await page.goto(`/activity/${activityId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACTIVITY);
  const area = page.getByRole('complementary', { name: 'Price and booking' });
  await expect(area.getByText('8 spots available', { exact: true })).toBeVisible();
  await area.getByRole('button', { name: 'Book Now' }).click();

  await expect(page).toHaveURL(/\/pay\/[^/?]+$/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(page.getByText(ACTIVITY)).toBeVisible();
  await page.getByLabel('Card number').fill(PAYS);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Jordi Vidal');
  await page.getByRole('button', { name: 'Pay €20.00' }).click();

  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByText('Booking confirmed! Payment successful.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming (1)' })).toHaveAttribute('aria-selected', 'true');
  const booking = page.getByRole('article', { name: ACTIVITY });
  await expect(booking).toContainText('1 person · €20 paid');
  await expect(booking).toContainText('Confirmed');
  expect(consoleErrors).toEqual([]);
});

test('the host deletes the booked activity: the guest is refunded, told, and sees it in My Bookings', async ({
  page,
  consoleErrors,
}) => {
  expect(guest, 'the guest of the previous journey').toBeTruthy();
  await signIn(page, host);
  await page.goto('/my-activities');
  const booked = card(page, ACTIVITY);
  await expect(booked).toContainText('7 of 8 spots left');
  await booked.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Activity?' });
  await expect(dialog).toContainText('1 guest will be refunded €20 in total.');
  await dialog.getByRole('button', { name: 'Delete and Refund' }).click();
  await expect(page.getByText('Activity deleted successfully')).toBeVisible();
  await expect(page.getByText('1 guest was refunded in full.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The records are kept: the host still sees it, cancelled.
  await expect(booked).toContainText('Cancelled');

  await page.context().clearCookies();
  await signIn(page, guest);
  await page.goto('/bookings');
  // A refunded booking never counts as upcoming: it is kept under Cancelled.
  await expect(page.getByRole('tab', { name: 'Upcoming (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Cancelled (1)' }).click();
  const booking = page.getByRole('article', { name: ACTIVITY });
  await expect(booking).toContainText('Refunded');
  await expect(booking).toContainText('1 person · €20 paid');
  await expect(booking.getByRole('button', { name: 'Request Refund' })).toHaveCount(0);

  await expect
    .poll(async () => {
      const res = await page.request.get(`/dev/mail/messages?to=${encodeURIComponent(guest.email)}`);
      const mails = (await res.json()) as { subject: string }[];
      return mails.map((mail) => mail.subject);
    })
    .toContain(`Cancelled by the host: ${ACTIVITY}`);
  expect(consoleErrors).toEqual([]);
});
