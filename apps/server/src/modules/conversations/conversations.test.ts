import { HIDDEN_DETAIL } from '@sortim/contracts/contact-details';
import {
  CONVERSATION_MESSAGES_PER_MINUTE,
  CONVERSATIONS_MESSAGES,
  CONVERSATIONS_PER_GUEST_PER_DAY,
  type Conversation,
  type Inbox,
  type MessageSent,
} from '@sortim/contracts/conversations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages, conversations, profiles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { bookAndPay } from '#src/test/checkout.ts';
import { createActivity, createBooking } from '#src/test/factories.ts';
import { payingHost } from '#src/test/host-activities.ts';
import { conversationsForExport } from './conversation-records.ts';

/*
 * Guests and hosts talking: 'Ask the host' before booking (contact details hidden), the booking joining the
 * conversation (the same words whole), who may read and write (its two people only), a suspended account,
 * the limits against spam, hidden messages, the inbox and its unread counts, the export and the deletion.
 */

const ctx = useTestApp({ ROLE: 'web' });
const M = CONVERSATIONS_MESSAGES;
const DAY = 24 * 60 * 60 * 1000;
const QUESTION = 'Is it OK for a 7-year-old? Call me on +34 612 34 56 78';

type Caller = TestAccount | null;
const headers = (who: Caller) => (who ? { cookie: who.cookie } : {});

const ask = (who: Caller, activityId: string, body = QUESTION) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/activities/${activityId}/conversation`,
    headers: headers(who),
    payload: { body },
  });
const send = (who: Caller, id: string, body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: headers(who),
    payload: { body },
  });
const open = (who: Caller, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers: headers(who) });
const inboxOf = async (who: TestAccount, query = '') =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/conversations${query}`, headers: headers(who) })
  ).json<Inbox>();
const unreadOf = async (who: TestAccount) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/conversations/unread', headers: headers(who) })).json<{
    conversations: number;
  }>().conversations;

/** A paying host's upcoming activity, and a guest who asked about it. */
async function asked() {
  const host = await payingHost(ctx.app);
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title: 'Family kayak',
    startTime: new Date(Date.now() + 7 * DAY),
  });
  const guest = await signUp(ctx.app, { name: 'Gina Guest' });
  const res = await ask(guest, activity.id);
  expect(res.statusCode).toBe(201);
  return { host, guest, activity, id: res.json<MessageSent>().conversationId };
}

describe("POST /api/activities/:id/conversation ('Ask the host')", () => {
  it('starts a conversation the host reads with the phone number hidden, and the guest too', async () => {
    const { host, guest, id } = await asked();
    const hostView = (await open(host, id)).json<Conversation>();
    expect(hostView.side).toBe('host');
    expect(hostView.booked).toBe(false);
    expect(hostView.messages.map((m) => [m.body, m.hidden, m.fromMe])).toEqual([
      [`Is it OK for a 7-year-old? Call me on ${HIDDEN_DETAIL}`, 1, false],
    ]);
    const guestView = (await open(guest, id)).json<Conversation>();
    expect(guestView.messages[0]?.body).toContain(HIDDEN_DETAIL);
    // Stored as written: only reading hides it.
    const [stored] = await ctx.app.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id));
    expect(stored?.body).toBe(QUESTION);
  });

  it('continues the same conversation when the guest asks again', async () => {
    const { guest, activity, id } = await asked();
    const again = await ask(guest, activity.id, 'And is there shade?');
    expect(again.json<MessageSent>().conversationId).toBe(id);
    expect((await open(guest, id)).json<Conversation>().messages).toHaveLength(2);
  });

  it("refuses the host's own activity, a draft, and anonymous callers", async () => {
    const { host, guest, activity } = await asked();
    expect((await ask(host, activity.id)).json()).toMatchObject({ error: { message: M.ownActivity } });
    const draft = await createActivity(ctx.app.db, { hostId: host.id, isPublished: false, status: 'draft' });
    expect((await ask(guest, draft.id)).statusCode).toBe(404);
    expect((await ask(null, activity.id)).statusCode).toBe(401);
  });

  it(`refuses a message over the limit, with the contract's words, and changes nothing`, async () => {
    const { guest, activity, id } = await asked();
    const res = await ask(guest, activity.id, 'x'.repeat(2001));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.body).toBe(M.body);
    expect((await open(guest, id)).json<Conversation>().messages).toHaveLength(1);
  });

  it(`lets a guest start ${CONVERSATIONS_PER_GUEST_PER_DAY} conversations a day, then says so`, async () => {
    const host = await payingHost(ctx.app);
    const guest = await signUp(ctx.app);
    for (let i = 0; i < CONVERSATIONS_PER_GUEST_PER_DAY; i++) {
      const activity = await createActivity(ctx.app.db, { hostId: host.id, title: `Walk ${i}` });
      expect((await ask(guest, activity.id, `Question ${i}`)).statusCode).toBe(201);
    }
    const one = await createActivity(ctx.app.db, { hostId: host.id, title: 'One too many' });
    const refused = await ask(guest, one.id, 'One more?');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(M.perDayLimit);
  });
});

describe('GET /api/conversations/:id and POST /api/conversations/:id/messages', () => {
  it('are for its two people only: another guest, another host and an admin are told it does not exist', async () => {
    const { id } = await asked();
    const strangers = [
      await signUp(ctx.app),
      await signUp(ctx.app, { roles: ['host', 'verified_host'] }),
      await signUp(ctx.app, { roles: ['admin'] }),
    ];
    for (const stranger of strangers) {
      expect((await open(stranger, id)).statusCode).toBe(404);
      expect((await send(stranger, id, 'Hello')).statusCode).toBe(404);
    }
    expect((await open(null, id)).statusCode).toBe(401);
    expect((await send(null, id, 'Hello')).statusCode).toBe(401);
    expect((await open(strangers[0] ?? null, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('shows the host answer as unread to the guest until opened, newest conversation first', async () => {
    const { host, guest, id, activity } = await asked();
    expect(await unreadOf(host)).toBe(1);
    expect((await send(host, id, 'Yes, from 6 years old.')).statusCode).toBe(201);
    expect(await unreadOf(host)).toBe(0);
    expect(await unreadOf(guest)).toBe(1);
    const [item] = (await inboxOf(guest)).items;
    expect(item).toMatchObject({
      id,
      unread: 1,
      side: 'guest',
      last: { excerpt: 'Yes, from 6 years old.', fromMe: false },
    });
    await open(guest, id);
    expect(await unreadOf(guest)).toBe(0);

    const hostInbox = await inboxOf(host, `?activityId=${activity.id}`);
    expect(hostInbox.items.map((i) => i.id)).toEqual([id]);
    expect(hostInbox.activities).toEqual([{ id: activity.id, title: 'Family kayak' }]);
    expect((await inboxOf(host, `?activityId=${activity.id}`)).items[0]?.last?.excerpt).toBe(
      'Yes, from 6 years old.',
    );
  });

  it('shows the same number whole once the guest has paid, and the booking joins the conversation', async () => {
    const { host, guest, activity, id } = await asked();
    const { booking } = await bookAndPay(ctx.app, guest, activity.id);
    const [row] = await ctx.app.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row?.bookingId).toBe(booking.id);
    const view = (await open(host, id)).json<Conversation>();
    expect(view).toMatchObject({ booked: true, bookingId: booking.id });
    expect(view.messages[0]).toMatchObject({ body: QUESTION, hidden: 0 });
  });

  it('gives a booking without a question its own conversation', async () => {
    const host = await payingHost(ctx.app);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() + 7 * DAY),
    });
    const guest = await signUp(ctx.app);
    const { booking } = await bookAndPay(ctx.app, guest, activity.id);
    const [row] = await ctx.app.db
      .select()
      .from(conversations)
      .where(eq(conversations.bookingId, booking.id));
    expect(row).toMatchObject({ hostId: host.id, guestId: guest.id, activityId: activity.id });
    // It shows in the inbox once someone writes in it.
    expect((await inboxOf(host)).items.map((i) => i.id)).not.toContain(row?.id);
    expect((await send(host, row?.id ?? '', 'See you on Saturday!')).statusCode).toBe(201);
    expect((await inboxOf(guest)).items.map((i) => i.id)).toEqual([row?.id]);
  });

  it('no longer lets a suspended account send, and says why', async () => {
    const { guest, id } = await asked();
    await ctx.app.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, guest.id));
    const res = await send(guest, id, 'Hello?');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(M.suspended);
    expect((await open(guest, id)).json<Conversation>().cannotSend).toBe('suspended');
  });

  it(`lets a person send ${CONVERSATION_MESSAGES_PER_MINUTE} messages a minute, then says so`, async () => {
    const { guest, id } = await asked();
    for (let i = 1; i < CONVERSATION_MESSAGES_PER_MINUTE; i++) {
      expect((await send(guest, id, `Message ${i}`)).statusCode).toBe(201);
    }
    const refused = await send(guest, id, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(M.perMinuteLimit);
  });

  it('shows a hidden message to nobody, in the conversation, the inbox and the counts', async () => {
    const { host, guest, id } = await asked();
    const sent = (await send(host, id, 'Pay me at www.elsewhere.example')).json<MessageSent>();
    await ctx.app.db
      .update(conversationMessages)
      .set({ hiddenAt: new Date() })
      .where(eq(conversationMessages.id, sent.message.id));
    for (const who of [host, guest]) {
      const bodies = (await open(who, id)).json<Conversation>().messages.map((m) => m.id);
      expect(bodies).not.toContain(sent.message.id);
    }
    expect(await unreadOf(guest)).toBe(0);
    expect((await inboxOf(guest)).items[0]?.last?.fromMe).toBe(true);
  });
});

describe('POST /api/bookings/:id/conversation', () => {
  it("answers the booking's conversation to its guest and its host only, making it for an older booking", async () => {
    const host = await payingHost(ctx.app);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() + 7 * DAY),
    });
    const guest = await signUp(ctx.app);
    // A paid booking from before conversations (no conversation joined).
    const booking = await createBooking(ctx.app.db, { userId: guest.id, activityId: activity.id });
    const call = (who: Caller) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/conversation`,
        headers: headers(who),
      });
    const first = await call(guest);
    expect(first.statusCode).toBe(200);
    const { id } = first.json<{ id: string }>();
    expect((await call(host)).json()).toEqual({ id });
    for (const stranger of [await signUp(ctx.app), await signUp(ctx.app, { roles: ['admin'] })]) {
      expect((await call(stranger)).statusCode).toBe(404);
    }
    expect((await call(null)).statusCode).toBe(401);
    const [row] = await ctx.app.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ bookingId: booking.id, guestId: guest.id, hostId: host.id });
  });
});

describe('a person’s conversations as their data', () => {
  it('are in their export, what they received hidden as they would read it', async () => {
    const { host, guest, id } = await asked();
    await send(host, id, 'Write to me at host@example.com');
    const exported = await conversationsForExport(ctx.app.db, guest.id);
    expect(exported).toEqual([
      {
        activityTitle: 'Family kayak',
        side: 'guest',
        with: expect.any(String),
        messages: [
          expect.objectContaining({ from: 'me', body: QUESTION }),
          expect.objectContaining({ from: 'them', body: `Write to me at ${HIDDEN_DETAIL}` }),
        ],
      },
    ]);
  });

  it('go with their account, even when it is anonymised and its row kept', async () => {
    const { guest, activity, id } = await asked();
    await bookAndPay(ctx.app, guest, activity.id);
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${guest.id}`,
      headers: headers(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(conversations).where(eq(conversations.id, id))).toEqual([]);
    expect(
      await ctx.app.db.select().from(conversationMessages).where(eq(conversationMessages.senderId, guest.id)),
    ).toEqual([]);
  });
});
