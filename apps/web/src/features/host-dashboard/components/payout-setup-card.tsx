import type { PAYOUT_SETUP_STATES } from '@sortim/contracts/host-dashboard';
import type { PayoutStatus } from '@sortim/contracts/payouts';
import CreditCard from 'lucide-react/icons/credit-card';
import ExternalLink from 'lucide-react/icons/external-link';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '#/components/load-error.tsx';
import { PayoutSetupBadge } from '#/components/payout-setup-badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useCheckPayoutStatus } from '#/features/host-dashboard/api/check-payout-status.ts';
import { usePayoutStatus } from '#/features/host-dashboard/api/get-payout-status.ts';
import { useStartPayoutOnboarding } from '#/features/host-dashboard/api/start-payout-onboarding.ts';
import { usePageReturn } from '#/features/host-dashboard/hooks/use-page-return.ts';
import { cn } from '#/lib/cn.ts';
import { toast } from '#/lib/toast.ts';

type Setup = (typeof PAYOUT_SETUP_STATES)[number];

/**
 * Why the provider is asked: the host is back from its setup (?stripe=complete, the spec's return
 * check, said out loud), pressed Check status, or the card looked by itself (on load, or when the page
 * regains focus), which speaks only when payouts opened.
 */
type CheckReason = 'return' | 'manual' | 'auto';

/** What the last check found; an unfinished setup is an ordinary state, only a failed check an error. */
type LastCheck = PayoutStatus['status'] | 'failed';

/**
 * Payment setup: Not Started (no account), In Progress (an account without payouts), Connected. The host
 * comes back here from the provider's setup, finished or not; an unfinished setup offers 'Continue setup'.
 * An account without payouts is checked with the provider when the card appears and whenever the page
 * regains focus (setup often finishes in another tab); Check status asks again.
 */
export function PayoutSetupCard() {
  const { t } = useTranslation();
  const status = usePayoutStatus();
  const onboarding = useStartPayoutOnboarding();
  const check = useCheckPayoutStatus();
  const [searchParams, setSearchParams] = useSearchParams();
  const [lastCheck, setLastCheck] = useState<LastCheck>(null);
  const checkedOnArrival = useRef(false);

  const runCheck = (reason: CheckReason) =>
    check.mutate(undefined, {
      onSuccess: (result) => {
        setLastCheck(result.status);
        if (result.status === 'enabled') {
          toast.success(
            reason === 'return'
              ? t('hostDashboard.payouts.connected')
              : t('hostDashboard.payouts.connectedToast'),
          );
        } else if (reason === 'return' && result.status === 'action_required') {
          toast.warning(t('hostDashboard.payouts.actionRequired'), {
            description: t('hostDashboard.payouts.unfinished'),
          });
        } else if (reason === 'return') {
          toast.info(t('hostDashboard.payouts.pending'), {
            description: t('hostDashboard.payouts.pendingBody'),
          });
        } else if (reason === 'manual' && result.status === 'action_required') {
          toast.warning(t('hostDashboard.payouts.actionRequired'));
        } else if (reason === 'manual') {
          toast.info(t('hostDashboard.payouts.notYetConnected'));
        }
      },
      onError: () => {
        setLastCheck('failed');
        if (reason === 'return') {
          toast.error(t('hostDashboard.payouts.statusCheckFailed'), {
            description: t('hostDashboard.payouts.statusCheckFailedBody'),
          });
        } else if (reason === 'manual') {
          toast.error(t('hostDashboard.payouts.checkFailed'));
        }
        // A check the card made by itself stays quiet: the card still says In Progress and offers Check status.
      },
    });

  // Once our records are in (a check answered first could be overwritten by them): back from the
  // provider, check once (whatever StrictMode replays) and drop the marker, so a reload does not announce
  // it again; otherwise an account without payouts is checked quietly.
  const arrive = useEffectEvent((backFromSetup: boolean, setup: Setup | undefined) => {
    if (checkedOnArrival.current || !setup) return;
    if (backFromSetup) {
      checkedOnArrival.current = true;
      runCheck('return');
      setSearchParams(
        (params) => {
          params.delete('stripe');
          return params;
        },
        { replace: true },
      );
    } else if (setup === 'in_progress') {
      checkedOnArrival.current = true;
      runCheck('auto');
    }
  });
  const backFromSetup = searchParams.get('stripe') === 'complete';
  const setup = status.data?.setup;
  useEffect(() => arrive(backFromSetup, setup), [backFromSetup, setup]);

  // Setup finished in another tab or window shows here when the host comes back to this one.
  usePageReturn(() => {
    if (check.isPending || !status.data) return;
    if (status.data.setup === 'connected') void status.refetch();
    else runCheck('auto');
  });

  const connect = () =>
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => {
        const opened = window.open(url, '_blank');
        // The provider's page must not reach back into this one.
        if (opened) opened.opener = null;
        // A blocked pop-up: go there in this tab instead.
        else window.location.assign(url);
      },
      onError: () =>
        toast.error(t('hostDashboard.payouts.connectionFailed'), {
          description: t('hostDashboard.payouts.startFailed'),
        }),
    });

  if (status.isPending) return <PayoutSetupCardSkeleton />;

  if (status.isError) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">{t('hostDashboard.payouts.title')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <LoadError
            variant="inline"
            title={t('hostDashboard.payouts.loadFailed')}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        </CardContent>
      </Card>
    );
  }

  const current: Setup = status.data.setup;
  const inProgress = current === 'in_progress';

  return (
    <Card tone={current === 'connected' ? 'default' : 'attention'} aria-busy={check.isPending}>
      <CardHeader>
        <CardTitle>
          <h2 className="flex flex-wrap items-center gap-2 text-lg">
            <CreditCard aria-hidden className="size-5 text-primary" />
            {t('hostDashboard.payouts.title')}
            <PayoutSetupBadge setup={current} />
          </h2>
        </CardTitle>
        <CardDescription>
          {inProgress && lastCheck === 'action_required'
            ? t('hostDashboard.payouts.unfinished')
            : t(`hostDashboard.payouts.body.${current}`)}
        </CardDescription>
      </CardHeader>
      {/* Connected has nothing to act on: no empty padded strip under the description. */}
      <CardContent
        className={cn('flex-col gap-4', current === 'connected' && !check.isPending ? 'hidden' : 'flex')}
      >
        {current !== 'connected' && <p className="text-sm">{t('hostDashboard.payouts.waitlistOnly')}</p>}
        {inProgress && lastCheck === 'failed' && !check.isPending && (
          <p role="alert" className="font-medium text-destructive text-sm">
            {t('hostDashboard.payouts.statusCheckFailed')}: {t('hostDashboard.payouts.statusCheckFailedBody')}
          </p>
        )}
        <p aria-live="polite" className="text-muted-foreground text-sm empty:hidden">
          {check.isPending
            ? t('hostDashboard.payouts.checking')
            : inProgress && lastCheck === 'pending'
              ? t('hostDashboard.payouts.notYetConnectedHint')
              : ''}
        </p>
        {current !== 'connected' && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={connect} disabled={onboarding.isPending}>
              <ExternalLink aria-hidden />
              {onboarding.isPending
                ? t('hostDashboard.payouts.opening')
                : current === 'not_started'
                  ? t('hostDashboard.payouts.connect')
                  : t('hostDashboard.payouts.continue')}
            </Button>
            {inProgress && (
              <Button variant="outline" onClick={() => runCheck('manual')} disabled={check.isPending}>
                <RotateCw aria-hidden className={check.isPending ? 'motion-safe:animate-spin' : undefined} />
                {check.isPending
                  ? t('hostDashboard.payouts.checkingShort')
                  : t('hostDashboard.payouts.check')}
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PayoutSetupCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-full max-w-md" />
      <Skeleton className="h-4 w-2/3 max-w-sm" />
      <Skeleton className="h-10 w-40" />
    </div>
  );
}
