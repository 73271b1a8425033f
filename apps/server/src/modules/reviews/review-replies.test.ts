import { LIMITS } from '@sortim/contracts/limits';
import { REVIEW_MESSAGES, type Review, type ReviewList } from '@sortim/contracts/reviews';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, profiles, reviewReplies } from '#src/db/schema.ts';
import { auditOf } from '#src/test/admin.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createReview, createUser } from '#src/test/factories.ts';

/*
 * A host's reply to a review: one per review, editable for a day by its host alone, the reviewer e-mailed
 * once in their language, removable by an admin with its audit record; everyone else refused.
 */

// No workers: the queued e-mails stay in the outbox for the tests to read.
const ctx = useTestApp({ ROLE: 'web' });
const HOUR = 60 * 60 * 1000;
const M = REVIEW_MESSAGES;

async function account(name: string, roles: ('host' | 'verified_host' | 'admin')[] = []) {
  const who = await signUp(ctx.app, { name, roles });
  await ctx.app.db.update(profiles).set({ displayName: name }).where(eq(profiles.id, who.id));
  return who;
}

/** Hana's past activity 'Paella workshop (2)' of a series, reviewed by Ana (Spanish). */
async function reviewed() {
  const host = await account('Hana Host', ['host', 'verified_host']);
  const activity = await createActivity(ctx.app.db, {
    hostId: host.id,
    title: 'Paella workshop (2)',
    seriesId: crypto.randomUUID(),
    startTime: new Date(Date.now() - 3 * 24 * HOUR),
  });
  const ana = await createUser(ctx.app.db, {
    email: `ana-${crypto.randomUUID()}@example.test`,
    profile: { displayName: 'Ana', locale: 'es' },
  });
  const review = await createReview(ctx.app.db, { userId: ana.id, activityId: activity.id });
  return { host, activity, ana, review };
}

function call(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  caller: TestAccount | null,
  payload?: Record<string, unknown>,
) {
  return ctx.app.inject({ method, url, headers: caller ? { cookie: caller.cookie } : {}, payload });
}
const reply = (reviewId: string, caller: TestAccount | null, body: unknown = 'Thank you, Ana!') =>
  call('POST', `/api/reviews/${reviewId}/reply`, caller, { body });
const edit = (reviewId: string, caller: TestAccount | null, body: unknown = 'Thank you so much, Ana!') =>
  call('PUT', `/api/reviews/${reviewId}/reply`, caller, { body });
const remove = (reviewId: string, caller: TestAccount | null) =>
  call('DELETE', `/api/admin/reviews/${reviewId}/reply`, caller);

const mailsTo = (email: string) => ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
const repliesOf = (reviewId: string) =>
  ctx.app.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId));

/** Moves the reply's first posting `hours` into the past. */
const age = (reviewId: string, hours: number) =>
  ctx.app.db
    .update(reviewReplies)
    .set({ createdAt: new Date(Date.now() - hours * HOUR), updatedAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(reviewReplies.reviewId, reviewId));

describe('POST /api/reviews/:id/reply', () => {
  it("posts the host's reply, shows it under the review with their name, and e-mails the reviewer", async () => {
    const { host, activity, ana, review } = await reviewed();

    const res = await reply(review.id, host, '  Thank you, Ana!  ');

    expect(res.statusCode).toBe(201);
    const answered = res.json() as Review;
    expect(answered.reply).toMatchObject({ body: 'Thank you, Ana!', hostName: 'Hana Host', editedAt: null });
    const reply0 = answered.reply;
    expect(Date.parse(reply0?.editableUntil ?? '') - Date.parse(reply0?.createdAt ?? '')).toBe(24 * HOUR);

    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/activities/${activity.id}/reviews`,
        headers: { cookie: host.cookie },
      })
    ).json() as ReviewList;
    expect(list.items[0]?.reply).toEqual(answered.reply);
    expect(list.viewer?.isHost).toBe(true);

    const mails = await mailsTo(ana.email);
    expect(mails).toHaveLength(1);
    // In the reviewer's language, the title as guests know it (no ' (2)').
    expect(mails[0]?.subject).toBe('Hana Host ha respondido a tu reseña de Paella workshop');
    expect(mails[0]?.text).toContain('Thank you, Ana!');
    expect(mails[0]?.text).toContain(`/activity/${activity.id}`);
  });

  it('refuses a second reply with 409 and keeps the first', async () => {
    const { host, ana, review } = await reviewed();
    await reply(review.id, host, 'First');

    const res = await reply(review.id, host, 'Second');

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(M.alreadyReplied);
    expect((await repliesOf(review.id)).map((r) => r.body)).toEqual(['First']);
    expect(await mailsTo(ana.email)).toHaveLength(1);
  });

  it('refuses the anonymous, a guest, another host and an admin, and writes nothing', async () => {
    const { ana, review } = await reviewed();
    const other = await account('Otto Host', ['host', 'verified_host']);
    const admin = await account('Ada Admin', ['admin']);
    const guest = await signUp(ctx.app, { name: 'Rita' });

    expect((await reply(review.id, null)).statusCode).toBe(401);
    for (const who of [other, admin, guest]) {
      const res = await reply(review.id, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(M.replyHostOnly);
    }
    expect(await repliesOf(review.id)).toEqual([]);
    expect(await mailsTo(ana.email)).toEqual([]);
  });

  it('answers 404 for a review that does not exist', async () => {
    const { host } = await reviewed();
    expect((await reply(crypto.randomUUID(), host)).statusCode).toBe(404);
    expect((await reply('not-a-uuid', host)).statusCode).toBe(404);
  });

  it.each([
    ['empty', '   ', M.replyRequired],
    ['too long', 'x'.repeat(LIMITS.reviewReplyMax + 1), M.replyTooLong],
    ['not text', 42, M.replyRequired],
  ])('refuses a body that is %s with 400 and changes nothing', async (_, body, message) => {
    const { host, ana, review } = await reviewed();

    const res = await reply(review.id, host, body);

    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await repliesOf(review.id)).toEqual([]);
    expect(await mailsTo(ana.email)).toEqual([]);
  });

  it('accepts a reply of exactly the longest length', async () => {
    const { host, review } = await reviewed();
    expect((await reply(review.id, host, 'x'.repeat(LIMITS.reviewReplyMax))).statusCode).toBe(201);
  });
});

describe('PUT /api/reviews/:id/reply', () => {
  it('lets the host reword it within 24 hours, marks it edited and e-mails nobody', async () => {
    const { host, ana, review } = await reviewed();
    await reply(review.id, host);
    await age(review.id, 23);

    const res = await edit(review.id, host, 'Thank you so much, Ana!');

    expect(res.statusCode).toBe(200);
    const edited = (res.json() as Review).reply;
    expect(edited?.body).toBe('Thank you so much, Ana!');
    expect(edited?.editedAt).not.toBeNull();
    expect(await mailsTo(ana.email)).toHaveLength(1);
  });

  it('refuses an edit after 24 hours with a clear 409 and keeps the words', async () => {
    const { host, review } = await reviewed();
    await reply(review.id, host, 'As first written');
    await age(review.id, 24.01);

    const res = await edit(review.id, host);

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(M.replyEditClosed);
    expect((await repliesOf(review.id)).map((r) => r.body)).toEqual(['As first written']);
  });

  it('answers 404 when there is no reply to edit', async () => {
    const { host, review } = await reviewed();
    const res = await edit(review.id, host);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(M.replyNotFound);
  });

  it('refuses everyone but the host', async () => {
    const { host, review } = await reviewed();
    await reply(review.id, host, 'Mine');
    const other = await account('Otto Host', ['host', 'verified_host']);
    const admin = await account('Ada Admin', ['admin']);

    expect((await edit(review.id, null)).statusCode).toBe(401);
    expect((await edit(review.id, other)).statusCode).toBe(403);
    expect((await edit(review.id, admin)).statusCode).toBe(403);
    expect((await repliesOf(review.id)).map((r) => r.body)).toEqual(['Mine']);
  });
});

describe('DELETE /api/admin/reviews/:id/reply', () => {
  it('lets an admin remove a reply, with its audit record, and the host may then reply again', async () => {
    const { host, activity, review } = await reviewed();
    await reply(review.id, host, 'Rude words');
    const admin = await account('Ada Admin', ['admin']);

    const res = await remove(review.id, admin);

    expect(res.statusCode).toBe(204);
    expect(await repliesOf(review.id)).toEqual([]);
    const list = (
      await ctx.app.inject({ method: 'GET', url: `/api/activities/${activity.id}/reviews` })
    ).json() as ReviewList;
    expect(list.items[0]?.reply).toBeNull();
    const audit = await auditOf(ctx.app, review.id, 'review.reply-remove');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      targetType: 'review',
      subjectUserId: host.id,
      before: { body: 'Rude words' },
    });
    expect((await reply(review.id, host, 'Kinder words')).statusCode).toBe(201);
  });

  it('answers 404 when there is no reply, and records nothing', async () => {
    const { review } = await reviewed();
    const admin = await account('Ada Admin', ['admin']);
    expect((await remove(review.id, admin)).statusCode).toBe(404);
    expect((await remove('not-a-uuid', admin)).statusCode).toBe(404);
    expect(await auditOf(ctx.app, review.id)).toEqual([]);
  });

  it('refuses the anonymous, the host and a guest', async () => {
    const { host, review } = await reviewed();
    await reply(review.id, host, 'Mine');
    const guest = await signUp(ctx.app, { name: 'Gus' });

    expect((await remove(review.id, null)).statusCode).toBe(401);
    expect((await remove(review.id, host)).statusCode).toBe(403);
    expect((await remove(review.id, guest)).statusCode).toBe(403);
    expect(await repliesOf(review.id)).toHaveLength(1);
  });
});
