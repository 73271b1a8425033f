import { and, eq, gt, gte, isNotNull } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { bookings, paymentSessions } from '#src/db/schema.ts';
import type {
  PaymentProvider,
  PaymentProviderName,
  ProviderRecords,
} from '#src/lib/payments/payment-provider.ts';
import { isPaid } from '#src/modules/reservations/rules.ts';
import type { Found } from '../finding.ts';

/**
 * booking_without_payment: our paid bookings since `since` whose payment the provider does not have. Also
 * counts the bookings checked: those the listing has, and, when the listing is complete, the others.
 */
export async function bookingsWithoutPayment(
  db: Database,
  provider: PaymentProvider,
  records: ProviderRecords,
  since: Date,
): Promise<{ found: Found[]; checked: number }> {
  const paidHere = await paidBookingsSince(db, provider.name, since);
  const atProvider = new Map(records.payments.map((p) => [p.paymentId, p]));
  const found: Found[] = [];
  let checked = 0;
  for (const booking of paidHere) {
    if (atProvider.has(booking.paymentId)) {
      checked++;
      continue;
    }
    // A listing cut short proves nothing about what it left out (the summary says it is incomplete).
    if (!records.complete) continue;
    checked++;
    // Unlisted although its checkout began inside the window: asked directly before it is reported.
    if (booking.providerSessionId && (await paidAt(provider, booking.providerSessionId, booking.paymentId))) {
      continue;
    }
    found.push({
      key: `booking:${booking.bookingId}`,
      finding: {
        kind: 'booking_without_payment',
        amountCents: booking.amountCents,
        ids: { booking: booking.bookingId, session: booking.sessionId, payment: booking.paymentId },
        detail: 'paid here; the provider has no such payment',
      },
    });
  }
  return { found, checked };
}

/** Paid bookings made through this provider's checkouts since `since`, with something paid. */
function paidBookingsSince(db: Database, providerName: PaymentProviderName, since: Date) {
  return db
    .select({
      bookingId: bookings.id,
      sessionId: paymentSessions.id,
      providerSessionId: paymentSessions.providerSessionId,
      paymentId: bookings.providerPaymentId,
      amountCents: bookings.amountCents,
    })
    .from(bookings)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bookings.paymentSessionId))
    .where(
      and(
        isPaid,
        gt(bookings.amountCents, 0),
        isNotNull(bookings.providerPaymentId),
        eq(paymentSessions.provider, providerName),
        gte(paymentSessions.createdAt, since),
      ),
    )
    .then((rows) => rows.flatMap((r) => (r.paymentId ? [{ ...r, paymentId: r.paymentId }] : [])));
}

async function paidAt(provider: PaymentProvider, checkoutId: string, paymentId: string): Promise<boolean> {
  const state = await provider.getCheckout(checkoutId).catch(() => null);
  return state?.status === 'paid' && state.paymentId === paymentId;
}
