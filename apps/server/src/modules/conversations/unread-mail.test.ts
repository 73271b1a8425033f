import { REPLY_TIME_MIN_CONVERSATIONS } from '@sortim/contracts/conversations';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations, emailOutbox } from '#src/db/schema.ts';
import { SCHEDULES } from '#src/lib/queues.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { createActivity, createUser } from '#src/test/factories.ts';
import { payingHost } from '#src/test/host-activities.ts';
import { hostReplyTime } from './reply-time.ts';
import { sendUnreadMessageEmails, type UnreadMailContext } from './unread-mail.ts';

/*
 * The e-mail about an unread message, run with a moved clock: after 10 minutes unread, once, at most once an
 * hour per conversation and person, in the reader's language, contact details hidden before booking. And
 * the host's usual reply time.
 */

const ctx = useTestApp({ ROLE: 'web' });
const MINUTE = 60 * 1000;
let mail: UnreadMailContext;
beforeAll(() => {
  mail = { db: ctx.app.db, mailer: ctx.app.mailer, publicUrl: ctx.config.publicUrl };
});

const later = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);
const mailsTo = (email: string) =>
  ctx.app.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, '%Sunset kayak%')));

async function guestAsked(locale: 'en' | 'es' = 'en') {
  const host = await payingHost(ctx.app);
  const activity = await createActivity(ctx.app.db, { hostId: host.id, title: 'Sunset kayak' });
  const guest = await signUp(ctx.app, { name: 'Gina', locale });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/activities/${activity.id}/conversation`,
    headers: { cookie: guest.cookie },
    payload: { body: 'Can I pay cash? Call 612 345 678' },
  });
  const { conversationId, message } = res.json();
  return { host, guest, conversationId: conversationId as string, sentAt: new Date(message.sentAt) };
}

describe("the 'conversations.unread-mail' job", () => {
  it('runs every minute', () => {
    expect(SCHEDULES['conversations.unread-mail']).toBe('* * * * *');
  });

  it('e-mails the host once, after 10 minutes unread, with the number hidden and a link to the conversation', async () => {
    const { host, conversationId, sentAt } = await guestAsked();
    expect(await sendUnreadMessageEmails(mail, later(sentAt, 9))).toBe(0);
    await sendUnreadMessageEmails(mail, later(sentAt, 11));
    await sendUnreadMessageEmails(mail, later(sentAt, 12));
    await sendUnreadMessageEmails(mail, later(sentAt, 75));
    const sent = await mailsTo(host.email);
    expect(sent.map((m) => m.subject)).toEqual(['New message from Gina about Sunset kayak']);
    expect(sent[0]?.text).toContain('Call [shared after booking]');
    expect(sent[0]?.text).not.toContain('612 345 678');
    expect(sent[0]?.text).toContain(`/messages/${conversationId}`);
  });

  it('claims each hour once when two runs race', async () => {
    const { host, sentAt } = await guestAsked();
    const now = later(sentAt, 11);
    const runs = await Promise.all([sendUnreadMessageEmails(mail, now), sendUnreadMessageEmails(mail, now)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsTo(host.email)).toHaveLength(1);
  });

  it('sends nothing when the message was read in time', async () => {
    const { host, conversationId, sentAt } = await guestAsked();
    await ctx.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}`,
      headers: { cookie: host.cookie },
    });
    expect(await sendUnreadMessageEmails(mail, later(sentAt, 11))).toBe(0);
  });

  it('tells of a later message only an hour after the last e-mail, in the reader’s language', async () => {
    const { host, guest, conversationId, sentAt } = await guestAsked('es');
    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie: host.cookie },
      payload: { body: 'Sí, claro.' },
    });
    const repliedAt = new Date(reply.json().message.sentAt);
    await sendUnreadMessageEmails(mail, later(repliedAt, 11));
    // A second answer, much later: the hour since the first e-mail has to pass.
    const second = later(repliedAt, 30);
    await ctx.app.db
      .insert(conversationMessages)
      .values({ conversationId, senderId: host.id, body: 'Y trae agua.', createdAt: second });
    expect(await sendUnreadMessageEmails(mail, later(second, 11))).toBe(0);
    await sendUnreadMessageEmails(mail, later(repliedAt, 72));
    const sent = await mailsTo(guest.email);
    expect(sent.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Nuevo mensaje de .* sobre Sunset kayak$/),
      expect.stringMatching(/^Nuevo mensaje de /),
    ]);
    expect(sent[1]?.text).toContain('Y trae agua.');
    expect(sentAt.getTime()).toBeLessThan(repliedAt.getTime());
  });
});

describe('the host’s usual reply time', () => {
  it(`shows the median of first replies once there are ${REPLY_TIME_MIN_CONVERSATIONS}`, async () => {
    const host = await payingHost(ctx.app);
    const now = new Date();
    const answer = async (minutes: number) => {
      const activity = await createActivity(ctx.app.db, { hostId: host.id });
      const guest = await createUser(ctx.app.db);
      const [c] = await ctx.app.db
        .insert(conversations)
        .values({ activityId: activity.id, hostId: host.id, guestId: guest.id })
        .returning();
      const asked = new Date(now.getTime() - 24 * 60 * MINUTE);
      await ctx.app.db.insert(conversationMessages).values([
        { conversationId: c?.id ?? '', senderId: guest.id, body: 'Hello?', createdAt: asked },
        { conversationId: c?.id ?? '', senderId: host.id, body: 'Hi!', createdAt: later(asked, minutes) },
      ]);
    };
    await answer(10);
    await answer(90);
    expect(await hostReplyTime(ctx.app.db, host.id, now)).toEqual({ minutes: null });
    await answer(30);
    expect(await hostReplyTime(ctx.app.db, host.id, now)).toEqual({ minutes: 30 });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/hosts/${host.id}/reply-time` });
    expect(res.json()).toEqual({ minutes: 30 });
  });
});
