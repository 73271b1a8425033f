import type { Page } from '@playwright/test';

/** The number explore's heading gives ('N Activities Found'). */
export const foundCount = async (page: Page) =>
  Number((await page.getByRole('heading', { name: /Activit(y|ies) Found$/ }).innerText()).match(/\d+/)?.[0]);
