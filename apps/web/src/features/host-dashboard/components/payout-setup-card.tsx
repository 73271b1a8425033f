import type { PAYOUT_SETUP_STATES } from '@sortim/contracts/hosting';
import type { PayoutStatus } from '@sortim/contracts/payouts';
import CircleCheck from 'lucide-react/icons/circle-check';
import CreditCard from 'lucide-react/icons/credit-card';
import ExternalLink from 'lucide-react/icons/external-link';
import RotateCw from 'lucide-react/icons/rotate-cw';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#/components/load-error.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useCheckPayoutStatus } from '#/features/host-dashboard/api/check-payout-status.ts';
import { usePayoutStatus } from '#/features/host-dashboard/api/get-payout-status.ts';
import { useStartPayoutOnboarding } from '#/features/host-dashboard/api/start-payout-onboarding.ts';
import { cn } from '#/lib/cn.ts';
import { toast } from '#/lib/toast.ts';

type Setup = (typeof PAYOUT_SETUP_STATES)[number];

/**
 * Payment setup: Not Started (no account), In Progress (an account without payouts), Connected. An account
 * without payouts is checked with the provider once when the card appears; Check status asks again.
 */
export function PayoutSetupCard() {
  const { t } = useTranslation();
  const status = usePayoutStatus();
  const onboarding = useStartPayoutOnboarding();
  const check = useCheckPayoutStatus();
  // What the provider said on the last check: only a check knows about 'action_required'.
  const [lastCheck, setLastCheck] = useState<PayoutStatus['status']>(null);
  const autoChecked = useRef(false);

  const runCheck = (auto: boolean) =>
    check.mutate(undefined, {
      onSuccess: (result) => {
        setLastCheck(result.status);
        if (result.status === 'enabled') {
          toast.success(t('hostDashboard.payouts.connectedToast'));
        } else if (result.status === 'action_required') {
          toast.warning(t('hostDashboard.payouts.actionRequired'));
        } else if (!auto) {
          toast.info(t('hostDashboard.payouts.notYetConnected'));
        }
      },
      onError: () => {
        // The automatic check stays quiet: the card still says In Progress and offers Check status.
        if (!auto) toast.error(t('hostDashboard.payouts.checkFailed'));
      },
    });

  const autoCheck = useEffectEvent(() => runCheck(true));
  const setup = status.data?.setup;
  useEffect(() => {
    if (setup !== 'in_progress' || autoChecked.current) return;
    autoChecked.current = true;
    autoCheck();
  }, [setup]);

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
  const actionRequired = current === 'in_progress' && lastCheck === 'action_required';

  return (
    <Card tone={current === 'connected' ? 'default' : 'attention'} aria-busy={check.isPending}>
      <CardHeader>
        <CardTitle>
          <h2 className="flex flex-wrap items-center gap-2 text-lg">
            <CreditCard aria-hidden className="size-5 text-primary" />
            {t('hostDashboard.payouts.title')}
            <SetupBadge setup={current} />
          </h2>
        </CardTitle>
        <CardDescription>{t(`hostDashboard.payouts.body.${current}`)}</CardDescription>
      </CardHeader>
      {/* Connected has nothing to act on: no empty padded strip under the description. */}
      <CardContent
        className={cn('flex-col gap-4', current === 'connected' && !check.isPending ? 'hidden' : 'flex')}
      >
        {current !== 'connected' && <p className="text-sm">{t('hostDashboard.payouts.waitlistOnly')}</p>}
        {actionRequired && (
          <div role="alert" className="flex gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3">
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <div className="flex flex-col gap-0.5 text-sm">
              <p className="font-semibold">{t('hostDashboard.payouts.setupIncomplete')}</p>
              <p>{t('hostDashboard.payouts.setupIncompleteDetail')}</p>
            </div>
          </div>
        )}
        <p aria-live="polite" className="text-muted-foreground text-sm empty:hidden">
          {check.isPending
            ? t('hostDashboard.payouts.checking')
            : current === 'in_progress' && lastCheck === 'pending'
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
            {current === 'in_progress' && (
              <Button variant="outline" onClick={() => runCheck(false)} disabled={check.isPending}>
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

function SetupBadge({ setup }: { setup: Setup }) {
  const { t } = useTranslation();
  if (setup === 'connected') {
    return (
      <Badge variant="accent">
        <CircleCheck aria-hidden />
        {t('hostDashboard.payouts.states.connected')}
      </Badge>
    );
  }
  return <Badge variant="outline">{t(`hostDashboard.payouts.states.${setup}`)}</Badge>;
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
