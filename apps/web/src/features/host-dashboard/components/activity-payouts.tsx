import type { HostActivityPayout, HostPayouts } from '@sortim/contracts/host-transfers';
import CircleCheck from 'lucide-react/icons/circle-check';
import PauseCircle from 'lucide-react/icons/circle-pause';
import Clock from 'lucide-react/icons/clock';
import Undo2 from 'lucide-react/icons/undo-2';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useHostPayouts } from '#/features/host-dashboard/api/get-host-payouts.ts';
import { formatDate, formatMoney } from '#/lib/format.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** Rows shown before 'Show all': the dashboard stays short on a phone. */
const ROWS_SHOWN = 3;

/**
 * Payouts by activity: the host's share (after the platform fee) still to be paid after each activity, on
 * hold while their payouts are off, paid out to their Stripe account, and what went back to guests. Each
 * row's words come from its own facts (payoutNotes): when its money moved or will, and what holds it.
 */
export function ActivityPayouts() {
  const payouts = useHostPayouts();
  return (
    <DashboardSection
      words="hostDashboard.payoutsByActivity"
      query={payouts}
      skeleton={<ActivityPayoutsSkeleton />}
    >
      {(data) => <PayoutList data={data} />}
    </DashboardSection>
  );
}

function PayoutList({ data }: { data: HostPayouts }) {
  const { t, i18n } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  if (data.activities.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('hostDashboard.payoutsByActivity.empty')}</p>;
  }
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const shown = showAll ? data.activities : data.activities.slice(0, ROWS_SHOWN);
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
      <ul id={listId} className="flex flex-col divide-y">
        {shown.map((activity) => (
          <ActivityRow key={activity.activityId} activity={activity} />
        ))}
      </ul>
      {data.activities.length > ROWS_SHOWN && (
        <Button
          variant="outline"
          className="min-h-11 self-start"
          aria-controls={listId}
          aria-expanded={showAll}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll
            ? t('hostDashboard.payoutsByActivity.showFewer')
            : t('hostDashboard.payoutsByActivity.showAll', { count: data.activities.length })}
        </Button>
      )}
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
        {payoutNotes(activity, new Date()).map((note) => (
          <PayoutNote key={note.kind} note={note} />
        ))}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <Figure label={t('hostDashboard.payoutsByActivity.pending')} value={money(activity.pendingCents)} />
        <Figure label={t('hostDashboard.payoutsByActivity.paidOut')} value={money(activity.paidOutCents)} />
        <Figure label={t('hostDashboard.payoutsByActivity.refunded')} value={money(activity.refundedCents)} />
      </dl>
    </li>
  );
}

type Note =
  | { kind: 'refundOwed' | 'refundOwedOnly'; cents: number }
  | { kind: 'onHold' | 'dueNow' | 'paidWithBookings' }
  | { kind: 'payableAfter' | 'paidOutOn'; date: string };

/**
 * What a row says, from its own facts only: money still to be paid (held by a refund owed first, by payouts
 * that are off, due now, or paid the day after the activity ends) and money paid out (on the latest
 * transfer's date, or with the guests' payments for bookings paid before transfers).
 */
function payoutNotes(activity: HostActivityPayout, now: Date): Note[] {
  const notes: Note[] = [];
  if (activity.refundOwedCents > 0) {
    const kind = activity.pendingCents > 0 ? 'refundOwed' : 'refundOwedOnly';
    notes.push({ kind, cents: activity.refundOwedCents });
  }
  if (activity.pendingCents > 0) {
    if (activity.onHold) notes.push({ kind: 'onHold' });
    else if (new Date(activity.payableAfter) > now)
      notes.push({ kind: 'payableAfter', date: activity.payableAfter });
    else if (activity.refundOwedCents === 0) notes.push({ kind: 'dueNow' });
  }
  if (activity.paidOutCents > 0) {
    if (activity.lastPaidOutAt) notes.push({ kind: 'paidOutOn', date: activity.lastPaidOutAt });
    if (activity.paidWithBookings) notes.push({ kind: 'paidWithBookings' });
  }
  return notes;
}

function PayoutNote({ note }: { note: Note }) {
  const { t, i18n } = useTranslation();
  const key = `hostDashboard.payoutsByActivity.${note.kind}` as const;
  const line = (icon: ReactNode, text: string, warn = false) => (
    <p
      className={
        warn
          ? 'flex items-center gap-1.5 font-medium text-amber-700 text-xs dark:text-amber-400'
          : 'flex items-center gap-1.5 text-muted-foreground text-xs'
      }
    >
      {icon}
      {text}
    </p>
  );
  const icon = 'size-3.5 shrink-0';
  switch (note.kind) {
    case 'refundOwed':
    case 'refundOwedOnly':
      return line(
        <Undo2 aria-hidden className={icon} />,
        t(key, { amount: formatMoney(note.cents, i18n.language) }),
        true,
      );
    case 'onHold':
      return line(<PauseCircle aria-hidden className={icon} />, t(key), true);
    case 'payableAfter':
      return line(
        <Clock aria-hidden className={icon} />,
        t(key, { date: formatDate(note.date, i18n.language) }),
      );
    case 'dueNow':
      return line(<Clock aria-hidden className={icon} />, t(key));
    case 'paidOutOn':
      return line(
        <CircleCheck aria-hidden className={icon} />,
        t(key, { date: formatDate(note.date, i18n.language) }),
      );
    case 'paidWithBookings':
      return line(<CircleCheck aria-hidden className={icon} />, t(key));
  }
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
