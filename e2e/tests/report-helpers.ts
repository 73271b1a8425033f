import type { Page } from '@playwright/test';

/* What the report journeys share: the outcome e-mails a reporter got, and a person's Security tab in the admin. */

type Mail = { subject: string; text: string };

/** The 'About your report' e-mails in the dev mailbox for this address. */
export async function reportOutcomeMails(page: Page, email: string): Promise<Mail[]> {
  const res = await page.request.get(`/dev/mail/messages?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as Mail[]).filter((mail) => mail.subject === 'About your report');
}

/** Opens a person's Security tab from /admin/users, and answers the user dialog it shows. */
export async function openSecurityTab(admin: Page, name: string) {
  await admin.goto('/admin/users');
  await admin.getByLabel('Search', { exact: true }).fill(name);
  await admin.getByRole('button', { name: `View ${name}` }).click();
  const view = admin.getByRole('dialog');
  await view.getByRole('tab', { name: 'Security' }).click();
  return view;
}
