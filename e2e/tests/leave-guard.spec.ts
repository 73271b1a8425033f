import { expect, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

const DEMO_HOST = { email: 'host@sortim.test', password: 'Host1234' };

/*
 * The activity form's unsaved changes and the browser's own Back button: the app hears of a Back only after
 * the browser has gone, so the guard puts the page back and asks; Leave then goes back after all.
 */
test("asks before the browser's Back leaves unsaved changes, and the page stays until Leave", async ({
  page,
}) => {
  await signIn(page, DEMO_HOST);
  await page.goto('/my-activities');
  await page.getByRole('link', { name: 'Create Activity' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Activity' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Half-typed tasting');

  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(/\/create-activity$/);
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/create-activity$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Half-typed tasting');

  await page.goBack();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/my-activities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Activities' })).toBeVisible();
});
