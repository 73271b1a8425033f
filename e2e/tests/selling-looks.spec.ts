import path from 'node:path';
import { newActivity, newHost, unique } from './admin-helpers.ts';
import { expect, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/*
 * How selling looks (issue 36): the editor's Prices section, and the activity page's booking panel with
 * several prices, an early bird and a private offer, at 1280 and 390 px. The pictures are for people to look
 * at; the journeys (selling.spec.ts) prove the behaviour.
 */

test('the Prices section and the booking panel with several prices, at 1280 and 390 px', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const host = await newHost(unique('Looks Host'), { payouts: true });
  const id = await newActivity(host, unique('Tapas and wine walk'), { days: 33, priceCents: 2500 });
  await signIn(page, host);
  await page.goto(`/edit-activity/${id}`);
  await page.getByRole('switch', { name: 'Early-bird price' }).first().click();
  await page.getByLabel('Early-bird price (€)').first().fill('20');
  await page.getByLabel('First seats').first().fill('4');
  await page.getByRole('button', { name: 'Child', exact: true }).click();
  const child = page.getByRole('group', { name: 'Child', exact: true });
  await child.getByLabel('Price (€)').fill('12');
  await child.getByLabel('From age').fill('6');
  await child.getByLabel('To age').fill('12');
  await page.getByRole('button', { name: 'Infant', exact: true }).click();
  await page.getByRole('switch', { name: 'Offer this activity for private groups' }).click();
  await page.getByLabel('Minimum price (€)').fill('180');
  await page.getByLabel('Largest group').fill('8');
  const shot = (name: string) => path.join(testInfo.outputDir, `${name}.png`);
  for (const [name, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('heading', { name: 'Prices' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`editor-prices-${name}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Activity updated! Your changes have been saved.')).toBeVisible();

  // Off the app before signing out: a request of the editor's page in flight would answer 401 on the console.
  await page.goto('about:blank');
  await page.context().clearCookies();
  for (const [name, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/activity/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: shot(`activity-${name}`), fullPage: true });
  }
  expect(consoleErrors).toEqual([]);
});
