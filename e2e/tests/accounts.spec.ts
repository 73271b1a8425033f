import { expect as baseExpect, type Page } from '@playwright/test';
import { expect, test } from './console-guard.ts';
import { signIn } from './sign-in.ts';

/** A 4x4 PNG: enough for the server to decode, re-encode and store as an avatar. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4EWoLRwzEcQA7QhWhonWAxwAAAABJRU5ErkJggg==',
  'base64',
);

const DEMO = [
  { email: 'admin@sortim.test', password: 'Admin1234', sees: 'Admin' },
  { email: 'host@sortim.test', password: 'Host1234', sees: 'Dashboard' },
  { email: 'newhost@sortim.test', password: 'Host1234', sees: 'Dashboard' },
  { email: 'guest@sortim.test', password: 'Guest1234', sees: 'Bookings' },
];

/** The newest e-mail to this address in the dev outbox (never available in production). */
async function latestMail(page: Page, to: string): Promise<{ subject: string; text: string }> {
  let message: { subject: string; text: string } | undefined;
  await baseExpect
    .poll(async () => {
      const res = await page.request.get(`/dev/mail/messages?to=${encodeURIComponent(to)}`);
      const list = (await res.json()) as { subject: string; text: string }[];
      message = list[0];
      return Boolean(message);
    })
    .toBe(true);
  if (!message) throw new Error('no mail');
  return message;
}

test.describe('accounts', () => {
  test('sign up, sign out and sign in again', async ({ page, consoleErrors }) => {
    const email = `new-${Date.now()}@example.test`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Join the Community' }).click();
    await page.getByLabel('Name').fill('Aina Roca');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('aina-secret');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Welcome to Sortim!')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Aina Roca' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth/);

    await signIn(page, { email, password: 'aina-secret' });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Aina Roca' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('shows the validation messages of the sign-up form', async ({ page, consoleErrors }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Join the Community' }).click();
    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('forgot password: the mailed link resets the password and signs in', async ({
    page,
    consoleErrors,
  }) => {
    const email = `forgetful-${Date.now()}@example.test`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Marc Soler', email, password: 'old-secret' },
    });
    expect(signUp.ok()).toBe(true);

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // /auth has an Email field too: fill the one of the page the link leads to, once it is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(`Password reset email sent to ${email}`)).toBeVisible();

    const mail = await latestMail(page, email);
    const link = mail.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New Password').fill('new-secret');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('new-secret');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    // Signed in with the new password; the used link is now invalid.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Marc Soler' })).toBeVisible();
    await page.goto(link as string);
    await expect(page.getByText('Invalid link')).toBeVisible();
    await expect(page).not.toHaveURL(/\/reset-password/);
    expect(consoleErrors).toEqual([]);
  });

  test('edit the profile and upload an avatar', async ({ page, consoleErrors }) => {
    const email = `editor-${Date.now()}@example.test`;
    await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Nil Prat', email, password: 'nil-secret' },
    });
    await signIn(page, { email, password: 'nil-secret' });
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Display Name').fill('Nil Prat Vila');
    await dialog.getByLabel('Age', { exact: true }).fill('17');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Age must be between 18 and 120')).toBeVisible();
    await dialog.getByLabel('Age', { exact: true }).fill('29');
    await dialog.getByLabel('City').fill('Barcelona');
    await dialog.getByLabel('Languages').fill('Catalan');
    await dialog.getByLabel('Languages').press('Enter');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nil Prat Vila' })).toBeVisible();
    await expect(page.getByText('Catalan')).toBeVisible();

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Image uploaded successfully')).toBeVisible();
    const avatar = page.locator('img[src^="/uploads/avatars/"]').first();
    await expect(avatar).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const account of DEMO) {
    test(`the demo account ${account.email} signs in`, async ({ page, consoleErrors }) => {
      await signIn(page, account);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/home');
      await expect(
        page.getByRole('banner').getByRole('link', { name: account.sees, exact: true }).first(),
      ).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('guards: anonymous visitors are sent to /auth, guests away from host and admin pages', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/auth/);
    await signIn(page, { email: 'guest@sortim.test', password: 'Guest1234' });
    await page.goto('/host-dashboard');
    await expect(page.getByText('Access denied. Host privileges required.')).toBeVisible();
    await expect(page).toHaveURL(/\/become-host$/);
    await page.goto('/admin');
    await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect(consoleErrors).toEqual([]);
  });
});
