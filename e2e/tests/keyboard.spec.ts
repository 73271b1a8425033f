import type { Locator, Page } from '@playwright/test';
import { type Account, ADMIN, newActivity, newHost, unique } from './admin-helpers.ts';
import { expect, test } from './console-guard.ts';
import { newGuest } from './sign-in.ts';
import { activityPng } from './test-image.ts';

/*
 * The booking, hosting and admin journeys by keyboard alone: Tab and Shift+Tab to reach a control, Enter,
 * Space and the arrows to use it, Escape to leave, typing to fill it. No mouse and no Playwright shortcut
 * (click, fill, selectOption): if a person without a mouse cannot get somewhere, neither can these. Every
 * control reached must show its focus. Only the first address is typed (page.goto), as a person would.
 */

/** Booked by this journey only: €35 a person, by a host with payouts. */
const BOOKED = 'Cocktail Lab in a Poblenou Warehouse';

/** How far Tab may have to go: past a page of cards and the frame's links. */
const TAB_LIMIT = 120;

/** Presses Tab (Shift+Tab with `backwards`) until `target` has focus, and checks the focus shows. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < TAB_LIMIT; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${TAB_LIMIT} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/**
 * A focus indicator is drawn while the element matches :focus-visible: an outline or a ring (a box-shadow
 * with no offset and a spread) on it, its ::before or ::after (a link stretched over its card) or a close
 * ancestor (a card whose one link has focus rings the card).
 */
async function expectVisibleFocus(target: Locator) {
  const shown = () =>
    target.evaluate((element) => {
      const indicates = (style: CSSStyleDeclaration) =>
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        /0px 0px 0px [1-9]/.test(style.boxShadow);
      let ancestor: Element | null = element;
      for (let level = 0; ancestor && level < 4; level++, ancestor = ancestor.parentElement) {
        const drawn = [undefined, '::before', '::after'].some((part) =>
          indicates(getComputedStyle(ancestor as Element, part)),
        );
        if (drawn) return element.matches(':focus-visible');
      }
      return false;
    });
  // Rings fade in (a short box-shadow transition): poll rather than read the first frame.
  await expect.poll(shown, { message: `a visible focus indicator on ${target}` }).toBe(true);
}

/** Reaches `target` and types into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Reaches `target` and presses Enter (links, buttons, submitting a form). */
async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The new page's heading has focus after a page change, so the next Tab starts inside it. */
async function expectArrivedAt(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

/** Picks an option of a native select with the arrow keys, as a keyboard user does on a closed select. */
async function choose(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  const { from, to } = await select.evaluate(
    (element: HTMLSelectElement, wanted) => ({
      from: element.selectedIndex,
      to: Array.from(element.options, (option) => option.label).indexOf(wanted),
    }),
    label,
  );
  expect(to, `an option '${label}'`).toBeGreaterThanOrEqual(0);
  for (let step = from; step !== to; step += Math.sign(to - from)) {
    await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(select.locator('option:checked')).toHaveText(label);
}

/**
 * Types a Barcelona wall time `days` from now at `hour`:00 into a datetime-local field, segment by segment
 * as Chromium shows it in English (month, day, year, then hour, minute, AM/PM).
 */
async function typeWallTime(page: Page, field: Locator, days: number, hour: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  const twelve = String(hour % 12 || 12).padStart(2, '0');
  await tabTo(page, field);
  await page.keyboard.type(`${month}${day}${year}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(`${twelve}00${hour < 12 ? 'A' : 'P'}`);
  await expect(field).toHaveValue(`${year}-${month}-${day}T${String(hour).padStart(2, '0')}:00`);
}

/** Signs in on /auth ('I'm Back' is the open tab) and lands on Home. */
async function signInByKeyboard(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/auth');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expectArrivedAt(page, 'Get people outside and connect');
}

test.describe('by keyboard alone', () => {
  test.describe.configure({ timeout: 120_000 });
  let host: Account | undefined;
  test.afterEach(async () => {
    await host?.api.dispose();
    host = undefined;
  });

  test('a guest finds an activity, books two places, pays with the test card and sees the booking', async ({
    page,
    consoleErrors,
  }) => {
    const guest = await newGuest(page.request, 'Laia Teclat');
    await signInByKeyboard(page, guest);

    await activate(
      page,
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Explore' }),
    );
    await expectArrivedAt(page, 'Explore Activities');
    await typeInto(page, page.getByRole('searchbox'), BOOKED);
    await expect(page.getByRole('heading', { name: '1 Activity Found' })).toBeVisible();
    await activate(page, page.getByRole('article', { name: BOOKED }).getByRole('link').first());

    await expectArrivedAt(page, BOOKED);
    const area = page.getByRole('complementary', { name: 'Price and booking' });
    const people = area.getByLabel('Number of people');
    await tabTo(page, people);
    await page.keyboard.press('ArrowDown');
    await expect(people).toHaveValue('2');
    await expect(area.getByText('€70', { exact: true })).toBeVisible();
    await activate(page, area.getByRole('button', { name: 'Book Now' }));

    await expect(page).toHaveURL(/\/pay\/[^/?]+$/);
    await expect(page.getByText('TEST MODE')).toBeVisible();
    await expect(page.getByText(BOOKED)).toBeVisible();
    await typeInto(page, page.getByLabel('Card number'), '4242 4242 4242 4242');
    await typeInto(page, page.getByLabel('Expiry (MM / YY)'), '12 / 34');
    await typeInto(page, page.getByLabel('CVC'), '123');
    await typeInto(page, page.getByLabel('Name on card'), 'Laia Teclat');
    await activate(page, page.getByRole('button', { name: 'Pay €70.00' }));

    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByText('Booking confirmed! Payment successful.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Upcoming (1)' })).toHaveAttribute('aria-selected', 'true');
    const booking = page.getByRole('article', { name: BOOKED });
    await expect(booking).toContainText('2 people · €70 paid');
    await expect(booking).toContainText('Confirmed');
    await activate(page, booking.getByRole('link', { name: BOOKED }));
    await expectArrivedAt(page, BOOKED);
    await expect(area.getByRole('button', { name: '✓ Booked' })).toBeDisabled();
    expect(consoleErrors).toEqual([]);
  });

  test('a host creates an activity with a picture and a tag, and publishes it', async ({
    page,
    consoleErrors,
  }) => {
    const title = unique('Vermouth Hour in Sant Antoni');
    host = await newHost(unique('Pau Teclat'), { payouts: true });
    await signInByKeyboard(page, host);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await activate(page, nav.getByRole('link', { name: 'Create' }));
    await expectArrivedAt(page, 'Create Activity');
    await expect(page.getByRole('heading', { level: 2, name: 'The Essentials' })).toBeVisible();
    await typeInto(page, page.getByLabel('Title', { exact: true }), title);
    await choose(page, page.getByLabel('Category'), 'Taste & Cook');
    await choose(page, page.getByLabel('Subtype'), 'Taste Wine');
    await typeInto(
      page,
      page.getByLabel('Description'),
      'Three vermouths from the barrel, with olives and anchovies, and the story of the old bodegas.',
    );
    await typeInto(page, page.getByLabel('Location name'), 'Bodega Els Sortidors');
    await typeInto(page, page.getByLabel('Address'), 'Carrer del Parlament 53, 08015 Barcelona');
    await typeWallTime(page, page.getByLabel('Start time'), 9, 19);
    await typeWallTime(page, page.getByLabel('End time'), 9, 21);
    await activate(page, page.getByRole('button', { name: 'Continue' }));

    await expect(page.getByRole('heading', { level: 2, name: 'Polish & Publish' })).toBeVisible();
    await expect(page.getByText('Step 2 of 2', { exact: true })).toBeVisible();
    await typeInto(page, page.getByLabel('Price per person (€)'), '18');
    const capacity = page.getByLabel('Capacity');
    await tabTo(page, capacity);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('10');
    await typeInto(page, page.getByRole('textbox', { name: 'Tags' }), 'vermouth');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove tag vermouth' })).toBeVisible();

    // The picker is the system's own window: choosing the file there is the one step outside the page.
    const picking = page.waitForEvent('filechooser');
    // The file input itself is hidden; its 'Choose image' button opens it.
    const thumbnail = page.getByLabel('Thumbnail image *').locator('xpath=following-sibling::button');
    await activate(page, thumbnail, 'Space');
    await (await picking).setFiles({
      name: 'vermouth.png',
      mimeType: 'image/png',
      buffer: await activityPng(),
    });
    await expect(page.getByText('Image uploaded successfully')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of Thumbnail image *' })).toBeVisible();

    await activate(page, page.getByRole('button', { name: 'Publish', exact: true }));
    await expect(page.getByText('Experience created!')).toBeVisible();
    await expect(page).toHaveURL(/\/activity\/[0-9a-f-]{36}$/);
    await expectArrivedAt(page, title);
    await expect(page.getByRole('complementary', { name: 'Price and booking' })).toContainText('€18');
    expect(consoleErrors).toEqual([]);
  });

  test('an admin features an activity, after changing their mind about deleting it', async ({
    page,
    consoleErrors,
  }) => {
    host = await newHost(unique('Rosa Teclat'), { payouts: false });
    const title = unique('Old Town Walk by Keyboard');
    await newActivity(host, title, { days: 50, priceCents: 1500 });
    await signInByKeyboard(page, ADMIN);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await activate(page, nav.getByRole('link', { name: 'Admin' }));
    await expectArrivedAt(page, 'Admin Dashboard');
    await activate(page, page.getByRole('link', { name: 'Moderate Activities' }));
    await expectArrivedAt(page, 'Moderate Activities');
    await typeInto(page, page.getByLabel('Search activities'), title);
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Published');
    await expect(page.getByRole('article')).toHaveCount(1);

    // A dialog holds focus while open, closes on Escape and gives focus back to what opened it.
    const remove = card.getByRole('button', { name: `Delete ${title}` });
    await activate(page, remove);
    const dialog = page.getByRole('dialog', { name: 'Delete Activity?' });
    await expect(dialog).toContainText(
      'This will permanently delete the activity. This action cannot be undone.',
    );
    await expect(dialog.locator(':focus')).toHaveCount(1);
    for (let presses = 0; presses < 6; presses++) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    const featured = card.getByRole('switch', { name: 'Featured' });
    await expect(featured).not.toBeChecked();
    await tabTo(page, featured, { backwards: true });
    await page.keyboard.press('Space');
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts.filter({ hasText: 'Activity featured' })).toContainText(
      'It shows in ‘This Week in Barcelona’ on Home.',
    );
    await expect(featured).toBeChecked();
    await expect(featured).toBeFocused();

    // Back as it was, so Home's draws of the featured activities stay the other journeys' own.
    await page.keyboard.press('Space');
    await expect(toasts.filter({ hasText: 'Activity no longer featured' })).toBeVisible();
    await expect(featured).not.toBeChecked();
    await expect(card).toContainText('Published');
    expect(consoleErrors).toEqual([]);
  });
});
