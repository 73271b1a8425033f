import type { PayoutStatus } from '@sortim/contracts/payouts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCheckPayouts } from '#/features/become-host/api/check-payouts.ts';
import { useVerifyHostRole } from '#/features/become-host/api/verify-host-role.ts';
import { toast } from '#/lib/toast.ts';

/** What the host sees after the provider's payout setup sends them back (?stripe=complete). */
export type PayoutOutcome = 'checking' | 'enabled' | 'action_required' | 'pending' | 'failed';

export type Arrival =
  | { phase: 'checking' }
  | { phase: 'form' }
  | { phase: 'leaving' }
  | { phase: 'payouts'; outcome: PayoutOutcome };

const outcomeOf = (status: PayoutStatus): Exclude<PayoutOutcome, 'checking' | 'failed'> =>
  status.status === 'enabled' || status.status === 'action_required' ? status.status : 'pending';

/**
 * What /become-host does on arrival (spec §4). It asks the server once: an approved application without
 * the host role gets it back ('Host role assigned!', on to /create-activity); someone who already hosts is
 * told so and sent on after 1 s, unless they are back from payout setup (?stripe=complete), when the
 * account's status is checked instead. Everyone else sees the form; so does a failed check, since the
 * form's own call decides anyway.
 */
export function useHostArrival(navigateAfter: (to: string, delayMs: number) => void) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const backFromPayouts = searchParams.get('stripe') === 'complete';
  const verify = useVerifyHostRole();
  const check = useCheckPayouts();
  const [arrival, setArrival] = useState<Arrival>({ phase: 'checking' });
  const started = useRef(false);

  const checkPayouts = () => {
    setArrival({ phase: 'payouts', outcome: 'checking' });
    check.mutate(undefined, {
      onSuccess: (status) => {
        const outcome = outcomeOf(status);
        setArrival({ phase: 'payouts', outcome });
        if (outcome === 'enabled') {
          toast.success(t('becomeHost.payouts.connected'));
          navigateAfter('/host-dashboard', 1500);
        } else if (outcome === 'action_required') {
          toast.warning(t('becomeHost.payouts.actionRequired'), {
            description: t('becomeHost.payouts.actionRequiredBody'),
          });
        } else {
          toast.info(t('becomeHost.payouts.pending'), { description: t('becomeHost.payouts.pendingBody') });
        }
      },
      onError: () => {
        setArrival({ phase: 'payouts', outcome: 'failed' });
        toast.error(t('becomeHost.payouts.failed'), { description: t('becomeHost.payouts.failedBody') });
      },
    });
  };

  // Once per visit, whatever StrictMode replays; the callbacks read the latest render.
  const arrive = useRef(() => {});
  arrive.current = () => {
    verify.mutate(undefined, {
      onSuccess: (status) => {
        if (status.restored) {
          setArrival({ phase: 'leaving' });
          toast.success(t('becomeHost.roleAssigned'));
          navigateAfter('/create-activity', 0);
        } else if (status.hasHostRole && backFromPayouts) {
          checkPayouts();
        } else if (status.hasHostRole) {
          setArrival({ phase: 'leaving' });
          toast.info(t('becomeHost.alreadyHost'));
          navigateAfter('/create-activity', 1000);
        } else {
          setArrival({ phase: 'form' });
        }
      },
      onError: () => setArrival({ phase: 'form' }),
    });
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    arrive.current();
  }, []);

  return { arrival, retryPayoutCheck: checkPayouts };
}
