import type { StuckTransfer } from '@sortim/contracts/host-transfers';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailAddress } from '#/components/email-address.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useStuckTransfers } from '#/features/admin/dashboard/api/transfers-stuck.ts';
import { formatDay, formatMoney } from '#/lib/format.ts';

/**
 * Host transfers that are not going through, and why: held (payouts off, no account, refused by Stripe),
 * failing, or a reversal after a refund that failed; with the host to contact and the activity. The job
 * retries them all by itself; this says who is waiting for money and why.
 */
export function StuckTransfers() {
  const { t } = useTranslation();
  const headingId = useId();
  const stuck = useStuckTransfers();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-semibold text-xl">
          {t('adminDashboard.transfers.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('adminDashboard.transfers.hint')}</p>
      </div>
      {stuck.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-destructive text-sm">{t('adminDashboard.transfers.loadError')}</p>
          <Button size="sm" variant="outline" onClick={() => void stuck.refetch()}>
            {t('hostDashboard.payoutsByActivity.retry')}
          </Button>
        </div>
      ) : stuck.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only" role="status">
            {t('adminDashboard.transfers.loading')}
          </span>
          <Skeleton className="h-28 w-full" />
        </div>
      ) : stuck.data.items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('adminDashboard.transfers.empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {stuck.data.items.map((item) => (
            <StuckTransferCard key={`${item.kind}-${item.bookingId}`} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function StuckTransferCard({ item }: { item: StuckTransfer }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const reason = item.holdReason ?? 'failing';
  return (
    <li
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Link
            id={titleId}
            to={`/activity/${item.activity.id}`}
            className="line-clamp-2 font-semibold text-link hover:underline"
          >
            {item.activity.title}
          </Link>
          <p className="text-muted-foreground text-xs">
            {t('adminDashboard.transfers.dueSince', { date: formatDay(item.dueSince, i18n.language) })}
          </p>
        </div>
        <span className="shrink-0 font-semibold tabular-nums">
          {formatMoney(item.amountCents, i18n.language)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{t(`adminDashboard.transfers.kind.${item.kind}`)}</Badge>
        <Badge variant="plain" className="border-amber-500 text-amber-700 dark:text-amber-400">
          <TriangleAlert aria-hidden />
          {t(`adminDashboard.transfers.reason.${reason}`)}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('adminDashboard.transfers.host')}</dt>
        <dd className="min-w-0">
          <span className="font-medium">{item.host.name}</span>
          <span className="block text-muted-foreground">
            <EmailAddress email={item.host.email} />
          </span>
        </dd>
      </dl>
      {item.lastError && <p className="break-words text-muted-foreground text-xs">{item.lastError}</p>}
      <p className="text-muted-foreground text-xs">
        {t('adminDashboard.transfers.attempts', { count: item.attempts })}
      </p>
    </li>
  );
}
