import { LIMITS } from '@sortim/contracts/limits';
import { REPORT_MESSAGES } from '@sortim/contracts/reports';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, reports, reviews } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createReview } from '#src/test/factories.ts';
import { createConversation } from '#src/test/reports.ts';

/*
 * Filing a report (POST /api/reports): anyone signed in reports a message of their own conversations, a
 * review, an activity page or a verified host's public profile, once per item; never their own, never
 * what they cannot see (answered as if it did not exist); never anonymously, never while suspended.
 */

const ctx = useTestApp({ ROLE: 'web' });
const M = REPORT_MESSAGES;

function report(caller: TestAccount | null, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: caller ? { cookie: caller.cookie } : {},
    payload: { reason: 'spam', ...payload },
  });
}
const reportsOf = (reporterId: string) =>
  ctx.app.db.select().from(reports).where(eq(reports.reporterId, reporterId));

/** Hana (a verified host) with a published activity Gina reviewed, and a conversation of Gina and Hana. */
async function world() {
  const hana = await signUp(ctx.app, { name: 'Hana Host', roles: ['host', 'verified_host'] });
  const gina = await signUp(ctx.app, { name: 'Gina Guest' });
  const otto = await signUp(ctx.app, { name: 'Otto Other' });
  const activity = await createActivity(ctx.app.db, { hostId: hana.id });
  const draft = await createActivity(ctx.app.db, { hostId: hana.id, isPublished: false, status: 'draft' });
  const review = await createReview(ctx.app.db, { userId: gina.id, activityId: activity.id });
  const { conversation, messages } = await createConversation(ctx.app.db, {
    activityId: activity.id,
    hostId: hana.id,
    guestId: gina.id,
    messages: [
      { senderId: gina.id, body: 'Is it OK for a 7-year-old?' },
      { senderId: hana.id, body: 'Pay me by bank transfer instead.' },
    ],
  });
  const [ginaMessage, hanaMessage] = messages;
  if (!ginaMessage || !hanaMessage) throw new Error('no messages');
  return { hana, gina, otto, activity, draft, review, conversation, ginaMessage, hanaMessage };
}

describe('POST /api/reports', () => {
  it('files a report of each kind, with whose the item is', async () => {
    const w = await world();

    const cases = [
      { caller: w.gina, targetType: 'message', targetId: w.hanaMessage.id, subject: w.hana.id },
      { caller: w.otto, targetType: 'review', targetId: w.review.id, subject: w.gina.id },
      { caller: w.gina, targetType: 'activity', targetId: w.activity.id, subject: w.hana.id },
      { caller: w.otto, targetType: 'profile', targetId: w.hana.id, subject: w.hana.id },
    ] as const;
    for (const c of cases) {
      const res = await report(c.caller, {
        targetType: c.targetType,
        targetId: c.targetId,
        note: '  Odd.  ',
      });
      expect(res.statusCode, c.targetType).toBe(201);
      const [row] = await ctx.app.db.select().from(reports).where(eq(reports.id, res.json().id));
      expect(row).toMatchObject({
        reporterId: c.caller.id,
        targetType: c.targetType,
        targetId: c.targetId,
        subjectUserId: c.subject,
        reason: 'spam',
        note: 'Odd.',
        status: 'open',
      });
    }
  });

  it('takes one report per person per item: a second is a clear 409, and of two at once one lands', async () => {
    const w = await world();
    expect((await report(w.otto, { targetType: 'activity', targetId: w.activity.id })).statusCode).toBe(201);

    const again = await report(w.otto, { targetType: 'activity', targetId: w.activity.id, reason: 'scam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyReported);

    const both = await Promise.all([
      report(w.otto, { targetType: 'review', targetId: w.review.id }),
      report(w.otto, { targetType: 'review', targetId: w.review.id, reason: 'harassment' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await reportsOf(w.otto.id)).toHaveLength(2);
    // Someone else may still report the same item.
    expect((await report(w.hana, { targetType: 'review', targetId: w.review.id })).statusCode).toBe(201);
  });

  it('refuses an anonymous caller', async () => {
    const w = await world();
    const res = await report(null, { targetType: 'activity', targetId: w.activity.id });
    expect(res.statusCode).toBe(401);
    expect(await ctx.app.db.select().from(reports).where(eq(reports.targetId, w.activity.id))).toHaveLength(
      0,
    );
  });

  it('answers 404 for what the caller cannot see, and 403 for their own', async () => {
    const w = await world();
    const refused: [TestAccount, string, string, number][] = [
      [w.otto, 'message', w.hanaMessage.id, 404], // not their conversation
      [w.gina, 'message', w.ginaMessage.id, 403], // their own message
      [w.otto, 'activity', w.draft.id, 404], // a draft
      [w.hana, 'activity', w.activity.id, 403], // their own activity
      [w.gina, 'review', w.review.id, 403], // their own review
      [w.hana, 'profile', w.hana.id, 403], // themselves
      [w.hana, 'profile', w.gina.id, 404], // a guest has no public profile
      [w.otto, 'activity', 'not-a-uuid', 404],
      [w.otto, 'message', crypto.randomUUID(), 404],
    ];
    for (const [caller, targetType, targetId, status] of refused) {
      const res = await report(caller, { targetType, targetId });
      expect(res.statusCode, `${targetType} ${targetId}`).toBe(status);
      expect(res.json().error.message).toBe(status === 404 ? M.notFound : M.own);
    }
    // A review an admin hid is gone for reports too.
    await ctx.app.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, w.review.id));
    expect((await report(w.otto, { targetType: 'review', targetId: w.review.id })).statusCode).toBe(404);
    for (const who of [w.otto, w.gina, w.hana]) expect(await reportsOf(who.id)).toHaveLength(0);
  });

  it('refuses bad input with the contract’s messages, and changes nothing', async () => {
    const w = await world();
    const long = await report(w.otto, {
      targetType: 'activity',
      targetId: w.activity.id,
      note: 'x'.repeat(LIMITS.reportNoteMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(M.noteTooLong);
    const noReason = await report(w.otto, {
      targetType: 'activity',
      targetId: w.activity.id,
      reason: 'boring',
    });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain(M.reasonRequired);
    const noType = await report(w.otto, { targetType: 'booking', targetId: w.activity.id });
    expect(noType.statusCode).toBe(400);
    expect(await reportsOf(w.otto.id)).toHaveLength(0);
  });

  it('refuses a suspended account', async () => {
    const w = await world();
    await ctx.app.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, w.otto.id));
    const res = await report(w.otto, { targetType: 'activity', targetId: w.activity.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(M.suspended);
  });
});
