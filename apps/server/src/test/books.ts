import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { bookings, paymentSessions, testProviderCheckouts } from '#src/db/schema.ts';

/*
 * Whether the books balance, read straight from the database after a fault: our payment sessions and
 * bookings against the built-in provider's own records (test_provider_checkouts), and every activity's
 * spots against what is paid and held. The fault tests assert it finds nothing; each problem is one line
 * that names the rows, so a failure says what was lost or doubled.
 */

export type BooksSummary = {
  problems: string[];
  /** Sessions by status, for the tests' own expectations (how many were booked, expired...). */
  sessions: Record<string, number>;
  paidBookings: number;
  paidAtProvider: number;
};

export async function checkBooks(db: Database): Promise<BooksSummary> {
  const problems: string[] = [];
  const sessions = await db.select().from(paymentSessions);
  const allBookings = await db.select().from(bookings);
  const charges = await db.select().from(testProviderCheckouts);
  // A provider checkout carries our session's id as its reference, also when the checkout's answer was
  // lost before the session learnt the provider's id (the database went away in between).
  const chargesBySession = new Map<string, (typeof charges)[number][]>();
  for (const c of charges) {
    const ref = c.metadata.payment_session_id ?? '';
    chargesBySession.set(ref, [...(chargesBySession.get(ref) ?? []), c]);
  }
  const bookingsBySession = new Map<string, (typeof allBookings)[number][]>();
  for (const b of allBookings) {
    if (!b.paymentSessionId) continue;
    bookingsBySession.set(b.paymentSessionId, [...(bookingsBySession.get(b.paymentSessionId) ?? []), b]);
  }
  const now = new Date();

  for (const s of sessions) {
    const booked = bookingsBySession.get(s.id) ?? [];
    const linked = chargesBySession.get(s.id) ?? [];
    const paid = linked.filter((c) => c.status === 'complete');
    // The page the guest was sent to: it must not take money once the hold is gone.
    const shown = linked.find((c) => c.id === s.providerSessionId);
    const payable = shown?.status === 'open' && shown.expiresAt > now;
    const name = `session ${s.id} (${s.status})`;
    if (s.providerSessionId && !shown) problems.push(`${name}: no checkout at the provider`);
    if (paid.length > 1) problems.push(`${name}: paid ${paid.length} times at the provider`);
    switch (s.status) {
      case 'completed':
        if (booked.length !== 1) problems.push(`${name}: ${booked.length} bookings, not one`);
        if (paid.length === 0) problems.push(`${name}: booked, but not paid at the provider`);
        else if (booked[0] && booked[0].providerPaymentId !== paid[0]?.paymentId)
          problems.push(`${name}: its booking names another payment than the provider's`);
        break;
      case 'refunded':
        if (booked.length > 0) problems.push(`${name}: refunded, yet ${booked.length} booking(s)`);
        if (!s.providerRefundId) problems.push(`${name}: refund owed but not made`);
        for (const c of paid.filter((c) => c.refundedCents !== c.amountCents))
          problems.push(`${name}: the provider refunded ${c.refundedCents} of ${c.amountCents}`);
        break;
      case 'open':
        if (booked.length > 0) problems.push(`${name}: open, yet booked`);
        break;
      default:
        // Expired or cancelled: the hold went back on sale, so nothing may be paid or still payable.
        if (booked.length > 0) problems.push(`${name}: ${booked.length} booking(s)`);
        if (paid.length > 0) problems.push(`${name}: paid at the provider without a booking or a refund`);
        if (payable) problems.push(`${name}: its payment page still takes payment`);
    }
  }

  const sessionIds = new Set(sessions.map((s) => s.id));
  for (const c of charges) {
    if (!sessionIds.has(c.metadata.payment_session_id ?? ''))
      problems.push(`provider checkout ${c.id} (${c.status}): no payment session`);
  }
  for (const b of allBookings) {
    if (b.status === 'paid' && b.source === 'sortim' && !b.paymentSessionId)
      problems.push(`booking ${b.id}: paid without a payment session`);
  }

  const spots = (
    (await db.execute(sql`
      select a.id, a.capacity, a.third_party_attendees as "thirdParty", a.spots_remaining as remaining,
        (select coalesce(sum(b.spots), 0)::int from bookings b
          where b.activity_id = a.id and b.status = 'paid') as paid,
        (select coalesce(sum(s.spots), 0)::int from payment_sessions s
          where s.activity_id = a.id and s.status = 'open') as held,
        (select count(*)::int from waitlist_entries w
          where w.activity_id = a.id and w.offer_expires_at is not null) as offered
      from activities a`)) as unknown as {
      rows: {
        id: string;
        capacity: number;
        thirdParty: number;
        remaining: number;
        paid: number;
        held: number;
        offered: number;
      }[];
    }
  ).rows;
  for (const a of spots) {
    const expected = a.capacity - a.thirdParty - a.paid - a.held - a.offered;
    if (expected !== a.remaining) {
      problems.push(
        `activity ${a.id}: ${a.remaining} spots remaining, but capacity ${a.capacity} - third-party ` +
          `${a.thirdParty} - paid ${a.paid} - held ${a.held} - offered ${a.offered} = ${expected}`,
      );
    }
  }

  const byStatus: Record<string, number> = {};
  for (const s of sessions) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
  return {
    problems,
    sessions: byStatus,
    paidBookings: allBookings.filter((b) => b.status === 'paid').length,
    paidAtProvider: charges.filter((c) => c.status === 'complete').length,
  };
}
