import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useVerifyHostRole } from '#/features/become-host/api/verify-host-role.ts';
import { toast } from '#/lib/toast.ts';

export type Arrival =
  | { phase: 'checking' }
  | { phase: 'form' }
  | { phase: 'leaving'; to: 'create' | 'dashboard' };

/**
 * What /become-host does on arrival (spec §4). It asks the server once: an approved application without
 * the host role gets it back ('Host role assigned!', on to /create-activity); someone who already hosts is
 * told so and sent on after 1 s. A host back from payout setup by an older link (?stripe=complete; the
 * provider now returns to the dashboard) goes straight on to the dashboard, whose payment card checks the
 * account. Everyone else sees the form; so does a failed check, since the form's own call decides anyway.
 */
export function useHostArrival(navigateAfter: (to: string, delayMs: number) => void) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const backFromPayouts = searchParams.get('stripe') === 'complete';
  const verify = useVerifyHostRole();
  const [arrival, setArrival] = useState<Arrival>({ phase: 'checking' });
  const started = useRef(false);

  // Once per visit, whatever StrictMode replays; the callbacks read the latest render.
  const arrive = useRef(() => {});
  arrive.current = () => {
    verify.mutate(undefined, {
      onSuccess: (status) => {
        if (status.restored) {
          setArrival({ phase: 'leaving', to: 'create' });
          toast.success(t('becomeHost.roleAssigned'));
          navigateAfter('/create-activity', 0);
        } else if (status.hasHostRole && backFromPayouts) {
          setArrival({ phase: 'leaving', to: 'dashboard' });
          navigateAfter('/host-dashboard?stripe=complete', 0);
        } else if (status.hasHostRole) {
          setArrival({ phase: 'leaving', to: 'create' });
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

  return arrival;
}
