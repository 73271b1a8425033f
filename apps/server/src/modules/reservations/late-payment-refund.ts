import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities, paymentSessions, profiles, users } from '#src/db/schema.ts';
import { activityForMailColumns } from '#src/lib/email/activity-for-mail.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { latePaymentRefundedEmail } from '#src/lib/email/templates/late-payment-refunded.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import type { PaymentContext } from './payment-context.ts';
import { startedBy } from './rules.ts';

type SessionRow = typeof paymentSessions.$inferSelect;

/**
 * A payment that arrived when the activity had started, or for a hold already released when the spots were
 * taken meanwhile (or the guest had booked through another checkout): refunded in full, once (the
 * idempotency key), and the guest told why. A failed refund is retried by the sweep.
 */
export async function refundLatePayment(
  ctx: PaymentContext,
  sessionId: string,
  /** The sweep's retry: an earlier ask may have made the refund, so the provider is asked what it made first. */
  retry = false,
): Promise<void> {
  const [session] = await ctx.db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'refunded')));
  if (!session || session.providerRefundId || !session.providerPaymentId) return;
  const ask = { paymentId: session.providerPaymentId, idempotencyKey: `late-payment-${session.id}` };
  try {
    const made = retry ? await ctx.provider.findRefund(ask) : null;
    const { refundId } = made
      ? { refundId: made.id }
      : await ctx.provider.refund({
          ...ask,
          amountCents: session.amountCents,
          metadata: { payment_session_id: session.id, reason: 'late_payment' },
        });
    const mail = await ctx.db.transaction(async (tx) => {
      // updated_at is left as it was: the moment the payment was turned down, which says why (lateReason).
      const [updated] = await tx
        .update(paymentSessions)
        .set({ providerRefundId: refundId })
        .where(and(eq(paymentSessions.id, session.id), isNull(paymentSessions.providerRefundId)))
        .returning({ id: paymentSessions.id });
      return updated ? queueLateRefundNotice(tx, ctx, session) : null;
    });
    await mail?.dispatch();
  } catch (err) {
    ctx.logger.error(
      { err, paymentSessionId: session.id },
      'late payment not refunded yet; the sweep retries',
    );
  }
}

/**
 * Why a late payment was refunded, for a query of payment_sessions joined to its activity: 'started' when
 * the activity had started by the time the payment was turned down (its session's updated_at, which the
 * refund leaves alone), else 'gone' (the spots were taken, or the guest had booked otherwise).
 */
export const lateReason = sql<LateReason>`(case when ${startedBy(paymentSessions.updatedAt)} then 'started' else 'gone' end)`;
export type LateReason = 'started' | 'gone';

async function queueLateRefundNotice(tx: Transaction, ctx: PaymentContext, session: SessionRow) {
  const [who] = await tx
    .select({
      ...recipientColumns,
      ...activityForMailColumns,
      reason: lateReason,
    })
    .from(paymentSessions)
    .innerJoin(users, eq(users.id, paymentSessions.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(activities, eq(activities.id, paymentSessions.activityId))
    .where(eq(paymentSessions.id, session.id));
  if (!who) return null;
  return ctx.mailer.queue(tx, {
    to: who.email,
    ...latePaymentRefundedEmail({
      recipient: who,
      activityTitle: guestTitle(who),
      amountCents: session.amountCents,
      reason: who.reason,
      activityUrl: `${ctx.publicUrl}/activity/${session.activityId}`,
      exploreUrl: `${ctx.publicUrl}/explore`,
    }),
  });
}
