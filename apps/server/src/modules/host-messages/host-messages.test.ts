import {
  HOST_MESSAGES_MESSAGES,
  HOST_MESSAGES_PER_ACTIVITY_PER_DAY,
  type HostMessageList,
  type HostMessageSent,
} from '@sortim/contracts/host-messages';
import { LIMITS } from '@sortim/contracts/limits';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  auditLog,
  conversationMessages,
  conversations,
  emailOutbox,
  hostMessages,
  profiles,
} from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createBooking, createUser } from '#src/test/factories.ts';

/*
 * A host's message to the guests of an activity: one e-mail per paid guest in their language with
 * Reply-To the host, the message and its audit record in the same transaction, the limits against
 * abuse, and never a guest's address in anything the host gets back.
 */

// No workers: the queued e-mails stay in the outbox for the tests to read.
const ctx = useTestApp({ ROLE: 'web' });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const M = HOST_MESSAGES_MESSAGES;

async function asHost(payoutEmail: string | null = 'hana.payouts@example.test') {
  const host = await signUp(ctx.app, { name: 'Hana Host', roles: ['host', 'verified_host'] });
  await ctx.app.db
    .update(profiles)
    .set({ displayName: 'Hana Host', payoutEmail })
    .where(eq(profiles.id, host.id));
  return host;
}

async function guest(name: string, locale: 'en' | 'es' | 'ca' = 'en') {
  return createUser(ctx.app.db, { name, profile: { displayName: name, locale } });
}

/** An upcoming activity of a new host with Ana (es), Bo (en) and Cesc (ca) paid, and Dee refunded. */
async function bookedActivity(overrides: Partial<Parameters<typeof createActivity>[1]> = {}) {
  const host = await asHost();
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title: 'Paella workshop',
    ...overrides,
  });
  const ana = await guest('Ana', 'es');
  const bo = await guest('Bo', 'en');
  const cesc = await guest('Cesc', 'ca');
  const dee = await guest('Dee');
  const paid = {
    ana: await createBooking(ctx.app.db, { userId: ana.id, activityId: activity.id, spots: 2 }),
    bo: await createBooking(ctx.app.db, { userId: bo.id, activityId: activity.id }),
    cesc: await createBooking(ctx.app.db, { userId: cesc.id, activityId: activity.id }),
  };
  const refunded = await createBooking(ctx.app.db, {
    userId: dee.id,
    activityId: activity.id,
    status: 'refunded',
    refundedAt: new Date(),
  });
  return { host, activity, guests: { ana, bo, cesc, dee }, paid, refunded };
}

function send(activityId: string, caller: TestAccount | null, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/host/activities/${activityId}/messages`,
    headers: caller ? { cookie: caller.cookie } : {},
    payload,
  });
}

function list(activityId: string, caller: TestAccount) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/host/activities/${activityId}/messages`,
    headers: { cookie: caller.cookie },
  });
}

const message = {
  subject: 'Meeting point moved',
  body: 'We meet at the other side of the square,\nby the fountain.',
};

async function mailsTo(emails: string[]) {
  return ctx.app.db.select().from(emailOutbox).where(inArray(emailOutbox.to, emails));
}

/** Whatever the activity left behind: its messages, their e-mails to `emails`, their audit records. */
async function traces(activityId: string, emails: string[]) {
  return {
    messages: await ctx.app.db.select().from(hostMessages).where(eq(hostMessages.activityId, activityId)),
    mails: await mailsTo(emails),
    audit: await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, activityId), eq(auditLog.action, 'activity.message-guests'))),
  };
}

describe('POST /api/host/activities/:id/messages', () => {
  it('e-mails every paid guest once, in their language, with Reply-To the host, and answers only a count', async () => {
    const { host, activity, guests } = await bookedActivity();
    const response = await send(activity.id, host, message);
    expect(response.statusCode).toBe(201);
    const sent = response.json<HostMessageSent>();
    expect(sent.recipientCount).toBe(3);

    const mails = await mailsTo([guests.ana.email, guests.bo.email, guests.cesc.email, guests.dee.email]);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [guests.ana.email, guests.bo.email, guests.cesc.email].sort(),
    );
    for (const mail of mails) {
      expect(mail.replyTo).toBe('hana.payouts@example.test');
      expect(mail.subject).toBe('Paella workshop: Meeting point moved');
      expect(mail.text).toContain('We meet at the other side of the square,\nby the fountain.');
    }
    const byTo = new Map(mails.map((mail) => [mail.to, mail]));
    expect(byTo.get(guests.ana.email)?.text).toContain('Hola, Ana:');
    expect(byTo.get(guests.ana.email)?.text).toContain(
      'Hana Host ha enviado un mensaje a quienes han reservado',
    );
    expect(byTo.get(guests.cesc.email)?.text).toContain('Hana Host ha enviat un missatge a qui ha reservat');
    expect(byTo.get(guests.bo.email)?.text).toContain(
      'Hana Host sent a message to the guests of Paella workshop',
    );

    // Nothing the host gets back names a guest's address: not the answer, not the list.
    const listed = await list(activity.id, host);
    for (const text of [response.body, listed.body]) {
      for (const person of Object.values(guests)) expect(text).not.toContain(person.email);
      expect(text).not.toContain('@');
    }
    expect(listed.json<HostMessageList>().items).toEqual([
      {
        id: sent.id,
        subject: message.subject,
        body: message.body,
        sentAt: expect.any(String),
        audience: 'all',
        recipientCount: 3,
      },
    ]);
  });

  it("lands in each paid guest's booking conversation, where the guest can answer, and is not e-mailed twice", async () => {
    const { host, activity, guests, paid } = await bookedActivity();
    const sent = (await send(activity.id, host, message)).json<HostMessageSent>();
    const delivered = await ctx.app.db
      .select({
        bookingId: conversations.bookingId,
        guestId: conversations.guestId,
        subject: conversationMessages.subject,
        body: conversationMessages.body,
        senderId: conversationMessages.senderId,
        hostMessageId: conversationMessages.hostMessageId,
        guestEmailedAt: conversations.guestEmailedAt,
      })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(eq(conversations.activityId, activity.id));
    expect(delivered.map((d) => d.bookingId).sort()).toEqual([paid.ana.id, paid.bo.id, paid.cesc.id].sort());
    for (const d of delivered) {
      expect(d).toMatchObject({ ...message, senderId: host.id, hostMessageId: sent.id });
      // Its own e-mail went at once: the unread-message e-mail does not repeat it.
      expect(d.guestEmailedAt).not.toBeNull();
    }
    expect(delivered.map((d) => d.guestId)).not.toContain(guests.dee.id);
  });

  it("falls back to the host's account address for Reply-To when they gave no notification address", async () => {
    const host = await asHost(null);
    const activity = await createActivity(ctx.app.db, { hostId: host.id });
    const ana = await guest('Ana');
    await createBooking(ctx.app.db, { userId: ana.id, activityId: activity.id });
    expect((await send(activity.id, host, message)).statusCode).toBe(201);
    const [mail] = await mailsTo([ana.email]);
    expect(mail?.replyTo).toBe(host.email);
  });

  it('escapes the body in HTML: a host cannot inject markup', async () => {
    const { host, activity, guests } = await bookedActivity();
    await send(activity.id, host, {
      subject: 'Hi <b>all</b>',
      body: '<script>alert(1)</script> & <a href="x">y</a>',
    });
    const [mail] = await mailsTo([guests.bo.email]);
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;a href=&quot;x&quot;&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>all</b>');
  });

  it('sends to chosen bookings only', async () => {
    const { host, activity, guests, paid } = await bookedActivity();
    const response = await send(activity.id, host, { ...message, bookingIds: [paid.ana.id, paid.cesc.id] });
    expect(response.statusCode).toBe(201);
    expect(response.json<HostMessageSent>().recipientCount).toBe(2);
    const mails = await mailsTo([guests.ana.email, guests.bo.email, guests.cesc.email]);
    expect(mails.map((mail) => mail.to).sort()).toEqual([guests.ana.email, guests.cesc.email].sort());
    const [listed] = (await list(activity.id, host)).json<HostMessageList>().items;
    expect(listed).toMatchObject({ audience: 'chosen', recipientCount: 2 });
  });

  it("refuses another activity's booking, or one no longer paid, and sends nothing", async () => {
    const { host, activity, guests, refunded } = await bookedActivity();
    const elsewhere = await createActivity(ctx.app.db, { hostId: host.id, title: 'Another walk' });
    const foreign = await createBooking(ctx.app.db, { userId: guests.bo.id, activityId: elsewhere.id });
    for (const bookingIds of [[foreign.id], [refunded.id]]) {
      const response = await send(activity.id, host, { ...message, bookingIds });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: M.notPaidBooking,
        fields: { bookingIds: M.notPaidBooking },
      });
    }
    const emails = Object.values(guests).map((person) => person.email);
    expect(await traces(activity.id, emails)).toEqual({ messages: [], mails: [], audit: [] });
  });

  it('records the message in the audit log: who, about which activity, the subject and how many', async () => {
    const { host, activity } = await bookedActivity();
    await send(activity.id, host, message);
    const [entry] = (await traces(activity.id, [])).audit;
    expect(entry).toMatchObject({
      actorId: host.id,
      action: 'activity.message-guests',
      targetType: 'activity',
      targetId: activity.id,
      subjectUserId: host.id,
      after: { subject: message.subject, recipientCount: 3 },
    });
  });

  it("shows in the admins' audit of the host: the message, its subject and how many it went to", async () => {
    const { host, activity } = await bookedActivity();
    await send(activity.id, host, message);
    const admin = await signUp(ctx.app, { name: 'Ada Admin', roles: ['admin'] });
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${host.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().security.audit).toContainEqual(
      expect.objectContaining({
        action: 'activity.message-guests',
        targetType: 'activity',
        targetId: activity.id,
        after: { subject: message.subject, recipientCount: 3 },
      }),
    );
  });

  it('writes nothing at all when an e-mail cannot be queued', async () => {
    const { host, activity, guests } = await bookedActivity();
    const queue = ctx.app.mailer.queue;
    let calls = 0;
    const spy = vi.spyOn(ctx.app.mailer, 'queue').mockImplementation(async (tx, mail) => {
      calls += 1;
      if (calls === 2) throw new Error('outbox unavailable');
      return queue(tx, mail);
    });
    onTestFinished(() => spy.mockRestore());
    const response = await send(activity.id, host, message);
    expect(response.statusCode).toBe(500);
    const emails = Object.values(guests).map((person) => person.email);
    expect(await traces(activity.id, emails)).toEqual({ messages: [], mails: [], audit: [] });
  });

  it(`allows ${HOST_MESSAGES_PER_ACTIVITY_PER_DAY} messages per activity per Barcelona day, then refuses until the next`, async () => {
    const { host, activity, guests } = await bookedActivity();
    for (let i = 0; i < HOST_MESSAGES_PER_ACTIVITY_PER_DAY; i++) {
      expect((await send(activity.id, host, { ...message, subject: `Update ${i + 1}` })).statusCode).toBe(
        201,
      );
    }
    const refused = await send(activity.id, host, { ...message, subject: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(M.perDayLimit);
    expect(await mailsTo([guests.bo.email])).toHaveLength(HOST_MESSAGES_PER_ACTIVITY_PER_DAY);

    // Yesterday's messages (Barcelona time) do not count against today's.
    await ctx.app.db
      .update(hostMessages)
      .set({ createdAt: new Date(Date.now() - DAY) })
      .where(eq(hostMessages.activityId, activity.id));
    expect((await send(activity.id, host, { ...message, subject: 'Next day' })).statusCode).toBe(201);
  });

  it("counts two sends at once against each other: the day's last place goes to one of them", async () => {
    const { host, activity } = await bookedActivity();
    for (let i = 1; i < HOST_MESSAGES_PER_ACTIVITY_PER_DAY; i++) {
      expect((await send(activity.id, host, { ...message, subject: `Update ${i}` })).statusCode).toBe(201);
    }
    const answers = await Promise.all([
      send(activity.id, host, { ...message, subject: 'Racing A' }),
      send(activity.id, host, { ...message, subject: 'Racing B' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const { messages } = await traces(activity.id, []);
    expect(messages).toHaveLength(HOST_MESSAGES_PER_ACTIVITY_PER_DAY);
  });

  it('refuses a cancelled activity, one ended a week ago, and one with no paid guests', async () => {
    const { host, activity } = await bookedActivity({ status: 'cancelled' });
    const cancelled = await send(activity.id, host, message);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.message).toBe(M.cancelled);

    const long = await bookedActivity({ startTime: new Date(Date.now() - 8 * DAY) });
    const tooLate = await send(long.activity.id, long.host, message);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.message).toBe(M.tooLate);

    const recent = await bookedActivity({ startTime: new Date(Date.now() - 2 * DAY) });
    expect((await send(recent.activity.id, recent.host, message)).statusCode).toBe(201);

    const empty = await createActivity(ctx.app.db, { hostId: host.id });
    const nobody = await send(empty.id, host, message);
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().error.message).toBe(M.noPaidGuests);
  });

  it('refuses links from a host who has not yet held an activity with paid guests, and takes them after', async () => {
    const { host, activity, guests } = await bookedActivity();
    const inBody = await send(activity.id, host, { ...message, body: 'Photos at https://example.com/album' });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().error.fields).toEqual({ body: M.noLinksYet });
    const inSubject = await send(activity.id, host, { ...message, subject: 'See www.example.org' });
    expect(inSubject.json().error.fields).toEqual({ subject: M.noLinksYet });
    const bare = await send(activity.id, host, { ...message, body: 'Tickets on paella-tickets.com now' });
    expect(bare.statusCode).toBe(400);
    // Any real ending, not only the common ones (contracts/links.ts).
    const shortened = await send(activity.id, host, { ...message, body: 'Photos: bit.do/paella or evil.de' });
    expect(shortened.json().error.fields).toEqual({ body: M.noLinksYet });
    expect(await traces(activity.id, [guests.bo.email])).toEqual({ messages: [], mails: [], audit: [] });

    // A time or a price is not a link.
    expect(
      (await send(activity.id, host, { ...message, body: 'Now at 10.30, bring €5.50.' })).statusCode,
    ).toBe(201);

    const past = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() - 3 * DAY),
    });
    await createBooking(ctx.app.db, { userId: guests.bo.id, activityId: past.id });
    const trusted = await send(activity.id, host, {
      ...message,
      body: 'Photos at https://example.com/album',
    });
    expect(trusted.statusCode).toBe(201);
  });

  it('refuses an empty or too long subject or body, and an empty choice, changing nothing', async () => {
    const { host, activity, guests } = await bookedActivity();
    const cases = [
      [{ ...message, subject: '   ' }, { subject: M.subject }],
      [{ ...message, subject: 'x'.repeat(LIMITS.hostMessageSubjectMax + 1) }, { subject: M.subject }],
      [{ ...message, body: '' }, { body: M.body }],
      [{ ...message, body: 'x'.repeat(LIMITS.hostMessageBodyMax + 1) }, { body: M.body }],
      [{ ...message, bookingIds: [] }, { bookingIds: M.chooseBooking }],
      [{ ...message, bookingIds: ['not-a-booking'] }, { 'bookingIds.0': M.notPaidBooking }],
    ] as const;
    for (const [payload, fields] of cases) {
      const response = await send(activity.id, host, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error.fields).toMatchObject(fields);
    }
    expect(await traces(activity.id, [guests.bo.email])).toEqual({ messages: [], mails: [], audit: [] });
  });

  it('takes exactly the longest subject and body allowed', async () => {
    const { host, activity } = await bookedActivity();
    const response = await send(activity.id, host, {
      subject: 's'.repeat(LIMITS.hostMessageSubjectMax),
      body: 'b'.repeat(LIMITS.hostMessageBodyMax),
    });
    expect(response.statusCode).toBe(201);
  });

  it('is refused to anyone but the activity host, admins included (the message speaks for the host)', async () => {
    const { activity, guests } = await bookedActivity();
    const otherHost = await asHost();
    const admin = await signUp(ctx.app, { name: 'Ada Admin', roles: ['admin'] });
    const plain = await signUp(ctx.app, { name: 'Pat' });
    expect((await send(activity.id, null, message)).statusCode).toBe(401);
    expect((await send(activity.id, plain, message)).statusCode).toBe(403);
    expect((await send(activity.id, otherHost, message)).statusCode).toBe(403);
    const byAdmin = await send(activity.id, admin, message);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.message).toBe(M.hostOnly);
    expect((await send('00000000-0000-4000-8000-000000000000', admin, message)).statusCode).toBe(404);
    expect(await traces(activity.id, [guests.bo.email])).toEqual({ messages: [], mails: [], audit: [] });
  });
});

describe('GET /api/host/activities/:id/messages', () => {
  it('lists what was sent, newest first, to the host and to admins only', async () => {
    const { host, activity, paid } = await bookedActivity();
    await send(activity.id, host, { ...message, subject: 'First' });
    await send(activity.id, host, { ...message, subject: 'Second', bookingIds: [paid.bo.id] });
    const admin = await signUp(ctx.app, { name: 'Ada Admin', roles: ['admin'] });
    for (const caller of [host, admin]) {
      const response = await list(activity.id, caller);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('no-store');
      const { items } = response.json<HostMessageList>();
      expect(items.map((item) => [item.subject, item.audience, item.recipientCount])).toEqual([
        ['Second', 'chosen', 1],
        ['First', 'all', 3],
      ]);
    }
    const otherHost = await asHost();
    expect((await list(activity.id, otherHost)).statusCode).toBe(403);
    expect((await list('nope', host)).statusCode).toBe(404);
  });
});
