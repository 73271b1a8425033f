import type { HostGuestList } from '@sortim/contracts/host-guests';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import ScanLine from 'lucide-react/icons/scan-line';
import SearchX from 'lucide-react/icons/search-x';
import Users from 'lucide-react/icons/users';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '#/components/empty-state.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { activityGuestsCsvUrl, useActivityGuests } from '#/features/activity-guests/api/activity-guests.ts';
import { MessageGuestsDialog } from '#/features/activity-guests/components/message-guests-dialog.tsx';
import { MessageSentList } from '#/features/activity-guests/components/message-sent-list.tsx';
import { RosterFilters } from '#/features/activity-guests/components/roster-filters.tsx';
import { RosterPrintList } from '#/features/activity-guests/components/roster-print-list.tsx';
import { RosterRow } from '#/features/activity-guests/components/roster-row.tsx';
import { RosterTotals } from '#/features/activity-guests/components/roster-totals.tsx';
import { type RosterView, viewGuests } from '#/features/activity-guests/components/roster-view.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { formatDateTime } from '#/lib/format.ts';

const ALL: RosterView = { q: '', filter: 'all', sort: 'name' };

/**
 * /activity-guests/:id, the roster: the activity's bookings for its host (or an admin), live while the
 * door checks people in (refetched every few seconds), with the totals, search by name or ticket code,
 * filter and sort; the door's page, the CSV and a printed A4 list; 'Cancel booking' on a paid booking
 * until the activity starts. The screen is left out of a print, which shows the printed list instead.
 */
export function ActivityGuestsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const guests = useActivityGuests(id);

  const back = (
    <Button asChild variant="ghost" className="-ms-3 w-fit print:hidden">
      <Link to="/my-activities">
        <ArrowLeft aria-hidden />
        {t('activityGuests.back')}
      </Link>
    </Button>
  );

  if (guests.isPending) {
    return (
      <div className="page-container pb-16" aria-busy="true">
        {back}
        <PageHeader title={t('activityGuests.title')} />
        <div aria-hidden className="flex flex-col gap-6">
          <Skeleton rounded="lg" className="h-24 w-full" />
          <Skeleton rounded="lg" className="h-20 w-full" />
          <Skeleton rounded="lg" className="h-20 w-full" />
        </div>
      </div>
    );
  }
  if (guests.isError) {
    return (
      <div className="page-container pb-16">
        {back}
        <LoadError
          variant="page"
          title={errorMessage(guests.error, t('activityGuests.loadFailed'))}
          onRetry={() => guests.refetch()}
          retrying={guests.isFetching}
        />
      </div>
    );
  }

  return (
    <div className="page-container pb-16">
      {back}
      <Roster roster={guests.data} asOf={guests.dataUpdatedAt} />
    </div>
  );
}

function Roster({ roster, asOf }: { roster: HostGuestList; asOf: number }) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<RosterView>(ALL);
  const { activity, items } = roster;
  const shown = viewGuests(items, view, i18n.language);
  const paid = items.filter((guest) => guest.status === 'paid');

  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title={t('activityGuests.title')}
          subtitle={t('activityGuests.subtitle', {
            title: activity.title,
            date: formatDateTime(activity.startTime, i18n.language, activity.timeZone),
          })}
        >
          <RosterActions activityId={activity.id}>
            {paid.length > 0 && <MessageGuestsDialog activityId={activity.id} recipients={paid} />}
          </RosterActions>
        </PageHeader>
        <div className="flex flex-col gap-6">
          <RosterTotals totals={roster.totals} />
          {items.length === 0 ? (
            <EmptyState icon={Users} title={t('activityGuests.empty')} body={t('activityGuests.emptyBody')} />
          ) : (
            <section aria-labelledby="roster-bookings" className="flex flex-col gap-4">
              <h2 id="roster-bookings" className="sr-only">
                {t('activityGuests.listLabel')}
              </h2>
              <RosterFilters
                view={view}
                onChange={(next) => setView((current) => ({ ...current, ...next }))}
              />
              <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
                {t('activityGuests.shown', { shown: shown.length, total: items.length })}
              </p>
              {shown.length === 0 ? (
                <EmptyState
                  icon={SearchX}
                  title={t('activityGuests.noMatch')}
                  body={t('activityGuests.noMatchBody')}
                >
                  <Button variant="outline" onClick={() => setView(ALL)}>
                    {t('activityGuests.showEveryone')}
                  </Button>
                </EmptyState>
              ) : (
                <ul aria-label={t('activityGuests.listLabel')} className="flex flex-col gap-3">
                  {shown.map((guest) => (
                    <RosterRow key={guest.bookingId} guest={guest} closed={activity.closed} />
                  ))}
                </ul>
              )}
            </section>
          )}
          <MessageSentList activityId={activity.id} />
        </div>
      </div>
      <RosterPrintList roster={roster} asOf={asOf} />
    </>
  );
}

/** The roster's ways out: the door's check-in page, the CSV download, the printed list (and `children`: 'Message guests'). */
function RosterActions({ activityId, children }: { activityId: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <Button asChild className="col-span-2">
        <Link to={`/check-in/${encodeURIComponent(activityId)}`}>
          <ScanLine aria-hidden />
          {t('activityGuests.doorCheckIn')}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <a href={activityGuestsCsvUrl(activityId)} download>
          <Download aria-hidden />
          {t('activityGuests.exportCsv')}
        </a>
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden />
        {t('activityGuests.print')}
      </Button>
      {children}
    </div>
  );
}
