import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useVerifyPayment } from '#/features/bookings/api/verify-payment.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { messageText } from '#/lib/message-text.ts';
import { toast } from '#/lib/toast.ts';

/** What the history entry of /bookings keeps once a payment is confirmed: the booking to show on top. */
type ConfirmedState = { confirmedBookingId: string };

const confirmedOf = (state: unknown): string | null =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as ConfirmedState).confirmedBookingId === 'string'
    ? (state as ConfirmedState).confirmedBookingId
    : null;

/** The query without session_id (a callback's updater may see the query of the render that made it). */
function withoutSession(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('session_id');
  return next;
}

/**
 * Arrival from the payment page at /bookings?session_id=...: the payment is verified once (a ref stops
 * StrictMode's second effect run) and session_id leaves the URL at once (replace), so a reload or Back
 * does not verify again. A confirmed booking's id is kept in the history entry's state, not the URL: the
 * confirmation survives a reload and a Back from its tickets, the address stays /bookings, and a link
 * copied from the bar shows no stale confirmation. The confirmation is the success message (its heading is
 * the spec's 'Booking confirmed! Payment successful.'), so no toast repeats it; failures are toasts.
 */
export function usePaymentReturn(): {
  verifying: boolean;
  confirmedBookingId: string | null;
  dismiss: () => void;
} {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const handled = useRef<string | null>(null);
  const verify = useVerifyPayment();

  useEffect(() => {
    if (!sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    setSearchParams(withoutSession, { replace: true });
    verify.mutate(sessionId, {
      onSuccess: (result) => {
        if (result.success && result.bookingId) {
          setSearchParams(withoutSession, {
            replace: true,
            state: { confirmedBookingId: result.bookingId } satisfies ConfirmedState,
          });
        } else if (result.success) toast.success(t('myBookings.bookingConfirmed'));
        else
          toast.error(t('myBookings.verifyFailed'), {
            description: result.message ? messageText(result.message) : undefined,
          });
      },
      onError: (error) => {
        const reason = errorMessage(error, '');
        toast.error(t('myBookings.verifyFailed'), { description: reason || undefined });
      },
    });
  }, [sessionId, setSearchParams, verify.mutate, t]);

  const dismiss = useCallback(
    () => setSearchParams(withoutSession, { replace: true, state: null }),
    [setSearchParams],
  );

  return { verifying: verify.isPending, confirmedBookingId: confirmedOf(location.state), dismiss };
}
