import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useVerifyPayment } from '#/features/bookings/api/verify-payment.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { messageText } from '#/lib/message-text.ts';
import { toast } from '#/lib/toast.ts';

/**
 * Arrival from the payment page at /bookings?session_id=...: the payment is verified once (a ref stops
 * StrictMode's second effect run) and session_id leaves the URL at once (replace), so a reload or Back
 * does not verify again. Answers whether a verification is under way.
 */
export function usePaymentReturn(): { verifying: boolean } {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const handled = useRef<string | null>(null);
  const verify = useVerifyPayment();

  useEffect(() => {
    if (!sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );
    verify.mutate(sessionId, {
      onSuccess: (result) => {
        if (result.success) toast.success(t('myBookings.bookingConfirmed'));
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

  return { verifying: verify.isPending };
}
