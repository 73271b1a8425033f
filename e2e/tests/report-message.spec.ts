import { ADMIN, newAccount, newActivity, newHost, unique } from './admin-helpers.ts';
import { expect, test } from './console-guard.ts';
import { openSecurityTab, reportOutcomeMails } from './report-helpers.ts';
import { signIn } from './sign-in.ts';

/*
 * A reported message (issue 37): a guest reports the host's message from their conversation; the admin reads
 * the conversation through the report (and only so, recorded), hides the message, and suspends its sender on
 * a second report; the message is gone from the conversation, the host can no longer send, the guest is told
 * each outcome by e-mail, and the host's Security tab shows the reading and both decisions.
 */

type Sent = { conversationId: string; message: { id: string } };

test('a guest reports a message; the admin reads the conversation, hides the message and suspends the sender; the guest is told', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  const host = await newHost(unique('Rude Host'), { payouts: true });
  const activityId = await newActivity(host, unique('Harbour swim'), { days: 10, priceCents: 2000 });
  const guest = await newAccount(unique('Polite Guest'));

  const asked = await guest.api.post(`/api/activities/${activityId}/conversation`, {
    data: { body: 'Hello! Is the start time fixed?' },
  });
  expect(asked.status()).toBe(201);
  const { conversationId } = (await asked.json()) as Sent;
  const write = (body: string) =>
    host.api.post(`/api/conversations/${conversationId}/messages`, { data: { body } });
  expect((await write('Stop asking silly questions and pay me in cash.')).status()).toBe(201);
  const second = await write('Answer me now or do not come at all.');
  expect(second.status()).toBe(201);
  const secondId = ((await second.json()) as Sent).message.id;

  // The guest reports the first message from the conversation.
  await signIn(page, guest);
  await page.goto(`/messages/${conversationId}`);
  const rude = page.getByRole('listitem').filter({ hasText: 'pay me in cash' });
  await rude.getByRole('button', { name: /^Report the message from/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Report' });
  await dialog.getByRole('radio', { name: 'Harassment' }).click();
  await dialog.getByLabel('Note (optional)').fill('Rude, and asks for cash off Sortim.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thanks, an admin will look at it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  // The second message, reported through the API, for the suspension below.
  const reported = await guest.api.post('/api/reports', {
    data: { targetType: 'message', targetId: secondId, reason: 'harassment' },
  });
  expect(reported.status()).toBe(201);

  // The admin reads the conversation through the report, then hides the message.
  const admin = await browser.newPage();
  await signIn(admin, ADMIN);
  await admin.goto('/admin/reports');
  const report = admin.getByRole('article').filter({ hasText: 'Rude, and asks for cash off Sortim.' });
  await expect(report).toContainText('Message: Harassment');
  await report.getByRole('button', { name: 'Read the conversation' }).click();
  const thread = admin.getByRole('dialog', { name: `${guest.name} and ${host.name}` });
  await expect(thread).toContainText('Hello! Is the start time fixed?');
  await expect(thread).toContainText('Your reading of this conversation is recorded in the audit log.');
  await admin.screenshot({ path: testInfo.outputPath('admin-reads-conversation-1280.png') });
  await thread.getByRole('button', { name: 'Close' }).first().click();
  await expect(thread).toBeHidden();

  const toasts = admin.getByRole('region', { name: /^Notifications/ });
  await report.getByRole('button', { name: 'Hide' }).click();
  await admin.getByRole('dialog', { name: 'Hide the item?' }).getByRole('button', { name: 'Hide' }).click();
  await expect(toasts.getByText('Item hidden', { exact: true })).toBeVisible();

  const next = admin.getByRole('article').filter({ hasText: 'Answer me now' });
  await next.getByRole('button', { name: 'Suspend account' }).click();
  await admin
    .getByRole('dialog', { name: 'Suspend the account?' })
    .getByRole('button', { name: 'Suspend' })
    .click();
  await expect(toasts.getByText('Account suspended', { exact: true })).toBeVisible();

  // The hidden message is gone from the conversation; the suspended host can no longer send.
  await page.reload();
  await expect(page.getByText('Answer me now or do not come at all.')).toBeVisible();
  await expect(page.getByText('pay me in cash')).toHaveCount(0);
  expect((await write('One more thing.')).status()).toBe(403);

  // The guest is told each outcome.
  await expect.poll(async () => (await reportOutcomeMails(page, guest.email)).length).toBe(2);
  const texts = (await reportOutcomeMails(page, guest.email)).map((mail) => mail.text).join('\n');
  expect(texts).toContain('have hidden it');
  expect(texts).toContain('suspended the account behind it');

  // The host's Security tab: the admin's reading of the conversation and both decisions.
  const view = await openSecurityTab(admin, host.name);
  await expect(view.getByText('Conversation read for a report')).toBeVisible();
  await expect(view.getByText('Reported item hidden')).toBeVisible();
  await expect(view.getByText('Account suspended after a report')).toBeVisible();
  await admin.close();
  expect(consoleErrors).toEqual([]);
});
