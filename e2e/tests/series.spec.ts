import type { ActivityDetail, ActivityList } from '@sortim/contracts/activities';
import { expect, test } from './console-guard.ts';
import { seededActivityId } from './seeded-activities.ts';
import { newGuest, signIn } from './sign-in.ts';

/*
 * A series is one activity to guests: explore shows the demo's weekly yoga once, at its next date, with
 * its other dates; its page offers those dates, and the one chosen is booked like any activity. The
 * journey books the series' second date, which no other spec books.
 */
const SERIES = 'Sunrise Yoga on Barceloneta Beach';
const PAYS = '4242 4242 4242 4242';

test.describe('a series', () => {
  test.describe.configure({ timeout: 60_000 });

  test('shows once in explore, and its second date is chosen and booked', async ({ page, consoleErrors }) => {
    const firstId = await seededActivityId(page.request, SERIES, 'upcoming');
    const detail = (await (await page.request.get(`/api/activities/${firstId}`)).json()) as ActivityDetail;
    expect(detail.title).toBe(SERIES);
    const [first, second] = detail.seriesDates;
    expect(first?.id).toBe(firstId);
    if (!second) throw new Error('the demo series has no second upcoming date');
    const others = detail.seriesDates.length - 1;
    expect(others).toBeGreaterThanOrEqual(1);
    // The list itself: one card for the whole series, numbered titles nowhere.
    const listed = (await (
      await page.request.get('/api/activities?q=Sunrise&limit=60')
    ).json()) as ActivityList;
    expect(listed.items.filter((card) => card.title.startsWith(SERIES)).map((card) => card.id)).toEqual([
      firstId,
    ]);

    const guest = await newGuest(page.request, 'Jordi Mas');
    await signIn(page, guest);
    await page.goto('/explore?q=Sunrise');
    const cards = page.getByRole('article', { name: SERIES });
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('article', { name: /\(\d+\)$/ })).toHaveCount(0);
    await expect(cards).toContainText(others === 1 ? '+1 more date' : `+${others} more dates`);

    await cards.getByRole('link', { name: SERIES }).click();
    await expect(page).toHaveURL(new RegExp(`/activity/${firstId}$`));
    const area = page.getByRole('complementary', { name: 'Price and booking' });
    const picker = area.getByRole('navigation', { name: 'Choose a date' });
    const dates = picker.getByRole('link');
    await expect(dates.first()).toHaveAttribute('aria-current', 'page');
    await expect(dates.nth(1)).not.toHaveAttribute('aria-current');
    await dates.nth(1).click();

    await expect(page).toHaveURL(new RegExp(`/activity/${second.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SERIES);
    await expect(dates.nth(1)).toHaveAttribute('aria-current', 'page');
    await expect(area.getByText(`${second.spotsRemaining} spots available`, { exact: true })).toBeVisible();

    await area.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/pay\/[^/?]+$/);
    await page.getByLabel('Card number').fill(PAYS);
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Jordi Mas');
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByText('Booking confirmed! Payment successful.')).toBeVisible();

    // The booking is for the date chosen (named by the series, not its number): its link opens that date,
    // whose spots alone went down.
    const booking = page.getByRole('article', { name: SERIES, exact: true });
    await expect(booking).toHaveCount(1);
    await expect(booking.getByRole('link', { name: SERIES, exact: true })).toHaveAttribute(
      'href',
      `/activity/${second.id}`,
    );
    const after = (await (await page.request.get(`/api/activities/${firstId}`)).json()) as ActivityDetail;
    expect(after.seriesDates.slice(0, 2).map((date) => date.spotsRemaining)).toEqual([
      first?.spotsRemaining,
      second.spotsRemaining - 1,
    ]);
    expect(consoleErrors).toEqual([]);
  });
});
