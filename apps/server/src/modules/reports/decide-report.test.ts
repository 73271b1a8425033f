import type { AdminReportList, ReportConversation } from '@sortim/contracts/reports';
import { REPORT_MESSAGES } from '@sortim/contracts/reports';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, conversationMessages, emailOutbox, profiles, reports, reviews } from '#src/db/schema.ts';
import { auditOf } from '#src/test/admin.ts';
import { useTestApp } from '#src/test/app.ts';
import { signIn, signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createReview } from '#src/test/factories.ts';
import { createConversation, createReport } from '#src/test/reports.ts';

/*
 * The admin's queue (/api/admin/reports): only admins; each decision (dismiss, hide, suspend) decides every
 * open report of the item, is audited and e-mails each reporter in their language; a hidden review leaves
 * every list and average; a conversation is read only through a report of one of its messages, audited.
 */

const ctx = useTestApp({ ROLE: 'web' });
const M = REPORT_MESSAGES;

function call(method: 'GET' | 'POST' | 'DELETE', url: string, caller: TestAccount | null, payload?: object) {
  return ctx.app.inject({ method, url, headers: caller ? { cookie: caller.cookie } : {}, payload });
}
const decide = (reportId: string, caller: TestAccount | null, action: string) =>
  call('POST', `/api/admin/reports/${reportId}/decision`, caller, { action });
const mailsTo = (email: string) => ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

/** Hana hosts a past activity; Gina (Spanish) and Otto reviewed it; Rita reports Gina's review. */
async function world() {
  const admin = await signUp(ctx.app, { name: 'Ada Admin', roles: ['admin'] });
  const hana = await signUp(ctx.app, { name: 'Hana Host', roles: ['host', 'verified_host'] });
  const gina = await signUp(ctx.app, { name: 'Gina Guest' });
  const otto = await signUp(ctx.app, { name: 'Otto Other' });
  const rita = await signUp(ctx.app, { name: 'Rita Reporter', locale: 'es' });
  const activity = await createActivity(ctx.app.db, {
    hostId: hana.id,
    startTime: new Date(Date.now() - 86400000),
  });
  const review = await createReview(ctx.app.db, {
    userId: gina.id,
    activityId: activity.id,
    rating: 1,
    comment: 'Awful, avoid.',
  });
  await createReview(ctx.app.db, { userId: otto.id, activityId: activity.id, rating: 5 });
  const reported = await createReport(ctx.app.db, {
    reporterId: rita.id,
    targetType: 'review',
    targetId: review.id,
    subjectUserId: gina.id,
  });
  return { admin, hana, gina, otto, rita, activity, review, reported };
}

describe('the admin queue', () => {
  it('is for admins only: anonymous, a guest and a host are refused everywhere', async () => {
    const w = await world();
    for (const [caller, status] of [
      [null, 401],
      [w.gina, 403],
      [w.hana, 403],
    ] as const) {
      expect((await call('GET', '/api/admin/reports', caller)).statusCode).toBe(status);
      expect((await decide(w.reported.id, caller, 'dismiss')).statusCode).toBe(status);
      expect((await call('GET', `/api/admin/reports/${w.reported.id}/conversation`, caller)).statusCode).toBe(
        status,
      );
    }
    const [row] = await ctx.app.db.select().from(reports).where(eq(reports.id, w.reported.id));
    expect(row?.status).toBe('open');
  });

  it('lists open reports first, with the item in context, the reporter and earlier reports of the person', async () => {
    const w = await world();
    const earlier = await createReport(ctx.app.db, {
      reporterId: w.otto.id,
      targetType: 'profile',
      targetId: w.gina.id,
      subjectUserId: w.gina.id,
    });
    await decide(earlier.id, w.admin, 'dismiss');

    const res = await call('GET', '/api/admin/reports', w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { items } = res.json() as AdminReportList;
    const first = items.findIndex((i) => i.id === w.reported.id);
    expect(first).toBeLessThan(items.findIndex((i) => i.id === earlier.id));
    expect(items[first]).toMatchObject({
      status: 'open',
      reporter: { id: w.rita.id, name: 'Rita Reporter' },
      subject: { id: w.gina.id, suspended: false },
      item: { type: 'review', rating: 1, comment: 'Awful, avoid.', hidden: false, activityId: w.activity.id },
      earlier: [{ id: earlier.id, targetType: 'profile', status: 'dismissed' }],
    });
  });
});

describe('POST /api/admin/reports/:id/decision', () => {
  it('hides a review from every list and average, decides the other open reports of it, audits and tells each reporter', async () => {
    const w = await world();
    const second = await createReport(ctx.app.db, {
      reporterId: w.otto.id,
      targetType: 'review',
      targetId: w.review.id,
      subjectUserId: w.gina.id,
    });
    const before = (await call('GET', `/api/activities/${w.activity.id}/reviews`, null)).json();
    expect(before.summary).toEqual({ count: 2, average: 3 });

    const res = await decide(w.reported.id, w.admin, 'hide');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'hidden', decided: 2 });
    const list = (await call('GET', `/api/activities/${w.activity.id}/reviews`, null)).json();
    expect(list.summary).toEqual({ count: 1, average: 5 });
    expect(list.items.map((r: { id: string }) => r.id)).not.toContain(w.review.id);
    const host = (await call('GET', `/api/hosts/${w.hana.id}`, null)).json();
    expect(host).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(host.reviews.map((r: { id: string }) => r.id)).not.toContain(w.review.id);
    const [review] = await ctx.app.db.select().from(reviews).where(eq(reviews.id, w.review.id));
    expect(review?.hiddenAt).not.toBeNull();
    for (const id of [w.reported.id, second.id]) {
      const [row] = await ctx.app.db.select().from(reports).where(eq(reports.id, id));
      expect(row).toMatchObject({ status: 'hidden', decidedBy: w.admin.id });
    }
    const [audit, ...more] = await auditOf(ctx.app, w.reported.id, 'report.hide');
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actorId: w.admin.id, targetType: 'report', subjectUserId: w.gina.id });
    const [toRita] = await mailsTo(w.rita.email);
    expect(toRita?.subject).toBe('Sobre tu denuncia');
    expect(toRita?.text).toContain('ya no se muestra');
    const [toOtto] = await mailsTo(w.otto.email);
    expect(toOtto?.subject).toBe('About your report');
    // Decided once: a second decision is refused, nothing changes.
    const again = await decide(second.id, w.admin, 'dismiss');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyDecided);
  });

  it('suspends the author: they still sign in, but no longer report or review', async () => {
    const w = await world();
    const res = await decide(w.reported.id, w.admin, 'suspend');
    expect(res.json()).toEqual({ status: 'suspended', decided: 1 });
    const [gina] = await ctx.app.db.select().from(profiles).where(eq(profiles.id, w.gina.id));
    expect(gina?.suspendedAt).not.toBeNull();
    expect(await auditOf(ctx.app, w.reported.id, 'report.suspend')).toHaveLength(1);
    expect((await mailsTo(w.rita.email))[0]?.text).toContain('suspendido la cuenta');

    const again = await signIn(ctx.app, w.gina.email, w.gina.password);
    const reporting = await call('POST', '/api/reports', again, {
      targetType: 'activity',
      targetId: w.activity.id,
      reason: 'spam',
    });
    expect(reporting.statusCode).toBe(403);
    expect(reporting.json().error.message).toBe(M.suspended);
    const other = await createActivity(ctx.app.db, { hostId: w.hana.id });
    const reviewing = await call('POST', `/api/activities/${other.id}/reviews`, again, { rating: 5 });
    expect(reviewing.statusCode).toBe(403);
    expect(reviewing.json().error.message).toBe(M.suspended);
    const queue = (await call('GET', '/api/admin/reports', w.admin)).json() as AdminReportList;
    expect(queue.items.find((i) => i.id === w.reported.id)?.subject?.suspended).toBe(true);
  });

  it('dismisses a report, leaving the item as it was; unpublishes a hidden activity; never hides a profile', async () => {
    const w = await world();
    expect((await decide(w.reported.id, w.admin, 'dismiss')).json()).toEqual({
      status: 'dismissed',
      decided: 1,
    });
    const [review] = await ctx.app.db.select().from(reviews).where(eq(reviews.id, w.review.id));
    expect(review?.hiddenAt).toBeNull();
    expect(await auditOf(ctx.app, w.reported.id, 'report.dismiss')).toHaveLength(1);
    expect((await mailsTo(w.rita.email))[0]?.text).toContain('cumple nuestras normas');

    const activity = await createActivity(ctx.app.db, { hostId: w.hana.id });
    const ofActivity = await createReport(ctx.app.db, {
      reporterId: w.rita.id,
      targetType: 'activity',
      targetId: activity.id,
      subjectUserId: w.hana.id,
    });
    expect((await decide(ofActivity.id, w.admin, 'hide')).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(row?.isPublished).toBe(false);
    expect((await call('GET', `/api/activities/${activity.id}`, w.otto)).statusCode).toBe(404);

    const ofProfile = await createReport(ctx.app.db, {
      reporterId: w.rita.id,
      targetType: 'profile',
      targetId: w.hana.id,
      subjectUserId: w.hana.id,
    });
    const hide = await decide(ofProfile.id, w.admin, 'hide');
    expect(hide.statusCode).toBe(409);
    expect(hide.json().error.message).toBe(M.profileNotHidden);
    const [still] = await ctx.app.db.select().from(reports).where(eq(reports.id, ofProfile.id));
    expect(still?.status).toBe('open');
  });
});

describe('account deletion', () => {
  it("takes a person's own reports with them, and keeps the reports about them", async () => {
    const w = await world();
    const aboutRita = await createReport(ctx.app.db, {
      reporterId: w.otto.id,
      targetType: 'profile',
      targetId: w.rita.id,
      subjectUserId: w.rita.id,
    });
    const res = await call('DELETE', `/api/admin/users/${w.rita.id}`, w.admin);
    expect(res.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(reports).where(eq(reports.reporterId, w.rita.id))).toHaveLength(0);
    expect(await ctx.app.db.select().from(reports).where(eq(reports.id, aboutRita.id))).toHaveLength(1);
  });
});

describe('GET /api/admin/reports/:id/conversation', () => {
  async function reportedMessage() {
    const w = await world();
    const activity = await createActivity(ctx.app.db, { hostId: w.hana.id });
    const { conversation, messages } = await createConversation(ctx.app.db, {
      activityId: activity.id,
      hostId: w.hana.id,
      guestId: w.rita.id,
      messages: [
        { senderId: w.rita.id, body: 'Hello!' },
        { senderId: w.hana.id, body: 'Pay me in cash outside the app.' },
        { senderId: w.rita.id, body: 'No, thanks.' },
      ],
    });
    const message = messages[1];
    if (!message) throw new Error('no message');
    const report = await createReport(ctx.app.db, {
      reporterId: w.rita.id,
      targetType: 'message',
      targetId: message.id,
      subjectUserId: w.hana.id,
    });
    return { ...w, conversation, message, report };
  }

  it('shows the reported message in context in the queue, and the thread to an admin, audited at each reading', async () => {
    const w = await reportedMessage();
    const queue = (await call('GET', '/api/admin/reports', w.admin)).json() as AdminReportList;
    const item = queue.items.find((i) => i.id === w.report.id)?.item;
    expect(item?.type === 'message' && item.around.map((m) => m.body)).toEqual([
      'Hello!',
      'Pay me in cash outside the app.',
      'No, thanks.',
    ]);
    expect(await auditOf(ctx.app, w.conversation.id, 'conversation.read')).toHaveLength(0);

    for (let read = 1; read <= 2; read++) {
      const res = await call('GET', `/api/admin/reports/${w.report.id}/conversation`, w.admin);
      expect(res.statusCode).toBe(200);
      const thread = res.json() as ReportConversation;
      expect(thread).toMatchObject({
        conversationId: w.conversation.id,
        hostName: 'Hana Host',
        reportedMessageId: w.message.id,
      });
      expect(thread.messages).toHaveLength(3);
      const audits = await auditOf(ctx.app, w.conversation.id, 'conversation.read');
      expect(audits).toHaveLength(read);
      expect(audits.at(-1)).toMatchObject({
        actorId: w.admin.id,
        targetType: 'conversation',
        subjectUserId: w.hana.id,
      });
    }
  });

  it('hides the message; a report of anything else opens no conversation', async () => {
    const w = await reportedMessage();
    expect((await decide(w.report.id, w.admin, 'hide')).statusCode).toBe(200);
    const [message] = await ctx.app.db
      .select()
      .from(conversationMessages)
      .where(and(eq(conversationMessages.id, w.message.id)));
    expect(message?.hiddenAt).not.toBeNull();

    const res = await call('GET', `/api/admin/reports/${w.reported.id}/conversation`, w.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(M.noConversation);
    expect(
      (await call('GET', `/api/admin/reports/${crypto.randomUUID()}/conversation`, w.admin)).statusCode,
    ).toBe(404);
  });
});
