import type { HostActivityPayout, HostPayouts } from '@sortim/contracts/host-transfers';
import PauseCircle from 'lucide-react/icons/circle-pause';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useHostPayouts } from '#/features/host-dashboard/api/get-host-payouts.ts';
import { formatDate, formatMoney } from '#/lib/format.ts';

/**
 * Payouts by activity: the host's share (after the platform fee) still to be paid after each activity, on
 * hold while their payouts are off, paid out to their Stripe account, and what went back to guests.
 */
export function ActivityPayouts() {
  const { t } = useTranslation();
  const payouts = useHostPayouts();
  const headingId = useId();

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-lg">
            {t('hostDashboard.payoutsByActivity.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('hostDashboard.payoutsByActivity.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {payouts.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-destructive text-sm">{t('hostDashboard.payoutsByActivity.loadError')}</p>
            <Button size="sm" variant="outline" onClick={() => void payouts.refetch()}>
              {t('hostDashboard.payoutsByActivity.retry')}
            </Button>
          </div>
        ) : payouts.isPending ? (
          <ActivityPayoutsSkeleton />
        ) : (
          <PayoutList data={payouts.data} />
        )}
      </CardContent>
    </Card>
  );
}

function PayoutList({ data }: { data: HostPayouts }) {
  const { t, i18n } = useTranslation();
  if (data.activities.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('hostDashboard.payoutsByActivity.empty')}</p>;
  }
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <div className="flex flex-col gap-4">
      <section aria-label={t('hostDashboard.payoutsByActivity.totalsLabel')}>
        <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/50 p-3 text-sm">
          <Figure
            label={t('hostDashboard.payoutsByActivity.pending')}
            value={money(data.totals.pendingCents)}
          />
          <Figure
            label={t('hostDashboard.payoutsByActivity.paidOut')}
            value={money(data.totals.paidOutCents)}
          />
          <Figure
            label={t('hostDashboard.payoutsByActivity.refunded')}
            value={money(data.totals.refundedCents)}
          />
        </dl>
      </section>
      <ul className="flex flex-col divide-y">
        {data.activities.map((activity) => (
          <ActivityRow key={activity.activityId} activity={activity} />
        ))}
      </ul>
    </div>
  );
}

function ActivityRow({ activity }: { activity: HostActivityPayout }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" aria-label={activity.title}>
      <div className="flex min-w-0 flex-col gap-0.5">
        <Link
          to={`/activity/${activity.activityId}`}
          className="line-clamp-2 font-medium text-link hover:underline"
        >
          {activity.title}
        </Link>
        {activity.pendingCents > 0 && (
          <p className="text-muted-foreground text-xs">
            {t('hostDashboard.payoutsByActivity.payableAfter', {
              date: formatDate(activity.payableAfter, i18n.language),
            })}
          </p>
        )}
        {activity.onHold && (
          <p className="flex items-center gap-1.5 font-medium text-amber-700 text-xs dark:text-amber-400">
            <PauseCircle aria-hidden className="size-3.5 shrink-0" />
            {t('hostDashboard.payoutsByActivity.onHold')}
          </p>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <Figure label={t('hostDashboard.payoutsByActivity.pending')} value={money(activity.pendingCents)} />
        <Figure label={t('hostDashboard.payoutsByActivity.paidOut')} value={money(activity.paidOutCents)} />
        <Figure label={t('hostDashboard.payoutsByActivity.refunded')} value={money(activity.refundedCents)} />
      </dl>
    </li>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function ActivityPayoutsSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4">
      <Skeleton className="h-14 w-full" />
      {[1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}
