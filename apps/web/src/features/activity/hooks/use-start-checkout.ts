import type { ActivityDetail } from '@sortim/contracts/activities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCreateCheckout } from '#/features/activity/api/create-checkout.ts';
import type { CheckoutOrder } from '#/features/activity/lib/party.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { returnToState } from '#/lib/return-to.ts';
import { toast } from '#/lib/toast.ts';

/**
 * Book Now: anonymous visitors are sent to sign in (and brought back here); signed-in guests get a checkout
 * and leave for the payment page. `busy` stays true from the click until the browser has left, so the button
 * cannot start a second checkout.
 */
export function useStartCheckout(activity: ActivityDetail, signedIn: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const checkout = useCreateCheckout();
  const [leaving, setLeaving] = useState(false);

  const start = (order: CheckoutOrder, { replace = false }: { replace?: boolean } = {}) => {
    if (checkout.isPending || leaving) return;
    if (!signedIn) {
      toast.error(t('booking.signInToBook'));
      void navigate('/auth', { replace, state: returnToState(location) });
      return;
    }
    checkout.mutate(
      { ...order, activityId: activity.id, activityTitle: activity.title, price: activity.priceCents / 100 },
      {
        onSuccess: ({ url }) => {
          setLeaving(true);
          window.location.assign(url);
        },
        onError: (error) => {
          // The server's reason (sold out, already booked...) under the spec's title; else the spec's fallback.
          const reason = errorMessage(error, '');
          if (reason) toast.error(t('booking.checkoutFailed'), { description: reason });
          else toast.error(t('booking.paymentFailed'));
        },
      },
    );
  };

  return { start, busy: checkout.isPending || leaving };
}
