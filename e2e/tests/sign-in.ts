import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './console-guard.ts';

export type Credentials = { email: string; password: string };

/** Signs in through the /auth page, as a visitor does. */
export async function signIn(page: Page, { email, password }: Credentials) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: "I'm Back" }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

/** Signs the demo guest in through the API (a journey about another page than sign-in). */
export async function signInAsDemoGuest(page: Page) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'guest@sortim.test', password: 'Guest1234' },
  });
  expect(res.ok()).toBe(true);
}

/**
 * A new guest account of the journey's own (sign-up does not sign in), so journeys sharing the database and
 * retries start from nobody's bookings.
 */
export async function newGuest(request: APIRequestContext, name: string): Promise<Credentials> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'guest-secret';
  const signUp = await request.post('/api/auth/sign-up/email', { data: { name, email, password } });
  expect(signUp.ok()).toBe(true);
  return { email, password };
}
