import type { BookingState } from '@sortim/contracts/bookings';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCancelCheckout } from '#/features/activity/api/cancel-checkout.ts';
import type { CheckoutOrder } from '#/features/activity/lib/party.ts';
import { toast } from '#/lib/toast.ts';

/** A waitlist offer holds one spot, at the first price. */
const OFFERED_SPOT: CheckoutOrder = { spots: 1 };

/**
 * The links that land on the activity page with a job to do, each done once and then dropped from the URL
 * (replace, so Back and reload do not repeat it):
 * - `?checkout=cancelled`, the payment page's way back unpaid: the caller's held spots are released;
 * - `?book=1`, the waitlist offer e-mail: checkout starts for the held spot (sign-in first when anonymous).
 * The effects run after every render until their job is due (the session and booking state known); refs
 * keep each job to once, StrictMode's second run included.
 */
export function useCheckoutReturn({
  activityId,
  signedIn,
  state,
  hasOffer,
  startCheckout,
}: {
  activityId: string;
  signedIn: boolean;
  /** Null while the session or the booking state is loading. */
  state: BookingState | null;
  hasOffer: boolean;
  startCheckout: (order: CheckoutOrder, options: { replace: boolean }) => void;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const cancelCheckout = useCancelCheckout();
  const cancelled = searchParams.get('checkout') === 'cancelled';
  const bookRequested = searchParams.get('book') === '1';
  const cancelHandled = useRef(false);
  const bookHandled = useRef(false);

  const dropParam = (name: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (!cancelled || state === null || cancelHandled.current) return;
    cancelHandled.current = true;
    dropParam('checkout');
    const released = () => {
      toast(t('booking.paymentCancelled'));
    };
    // Signed out on the way (session expired), or the release failed: the hold lapses on its own in minutes.
    if (signedIn) cancelCheckout.mutate(activityId, { onSettled: released });
    else released();
  });

  useEffect(() => {
    if (!bookRequested || state === null || bookHandled.current) return;
    bookHandled.current = true;
    if (!signedIn) {
      // Sign in first, then come back to this same link (book=1 included) and start from there.
      startCheckout(OFFERED_SPOT, { replace: true });
      return;
    }
    dropParam('book');
    if (hasOffer) startCheckout(OFFERED_SPOT, { replace: true });
    else if (state.bookingId === null) toast.error(t('booking.offerUnavailable'));
  });
}
