import CalendarDays from 'lucide-react/icons/calendar-days';
import CircleX from 'lucide-react/icons/circle-x';
import LinkIcon from 'lucide-react/icons/link';
import MapPin from 'lucide-react/icons/map-pin';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '#/components/empty-state.tsx';
import { Fact, FactList } from '#/components/fact-list.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { LoadingState } from '#/components/loading-state.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { isMissingGroup, useGroup } from '#/features/private-groups/api/get-group.ts';
import { GroupTicketRow } from '#/features/private-groups/components/group-ticket.tsx';
import { formatActivityDate } from '#/lib/format.ts';

/**
 * /group/:token, the link a private group's organizer shares (no sign-in: the token is the secret): the
 * activity, its date and place, and the booking's tickets, numbered, with their category and the names given.
 * A refunded or cancelled booking's link says it is no longer valid.
 */
export function GroupPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const query = useGroup(token);

  if (query.isPending) {
    return (
      <div className="page-container pb-16">
        <LoadingState message={t('groupPage.loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="page-container max-w-3xl pb-16">
        <PageHeader title={t('groupPage.title')} />
        {isMissingGroup(query.error) ? (
          <EmptyState icon={LinkIcon} title={t('groupPage.notFound')} body={t('groupPage.notFoundBody')} />
        ) : (
          <LoadError
            headingLevel={2}
            title={t('groupPage.loadError')}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        )}
      </div>
    );
  }

  const group = query.data;
  const { activity } = group;
  return (
    <div className="page-container max-w-3xl pb-16">
      <PageHeader
        title={t('groupPage.title')}
        subtitle={
          group.isOrganizer
            ? t('groupPage.organizerSubtitle')
            : t('groupPage.subtitle', { organizer: group.organizer.displayName })
        }
      />
      <section
        aria-labelledby="group-activity"
        className="mb-8 flex flex-col gap-4 rounded-xl border bg-card p-5"
      >
        <h2 id="group-activity" className="font-semibold text-xl">
          <Link to={`/activity/${activity.id}`} className="rounded-sm hover:underline">
            {activity.title}
          </Link>
        </h2>
        <FactList className="grid gap-4 sm:grid-cols-2">
          <Fact icon={CalendarDays} label={t('groupPage.when')}>
            <span className="tabular-nums">
              {formatActivityDate(activity.startTime, activity.endTime, i18n.language, activity.timeZone)}
            </span>
          </Fact>
          <Fact icon={MapPin} label={t('groupPage.where')}>
            {activity.locationName}
            {activity.address && activity.address !== activity.locationName && (
              <span className="block text-muted-foreground">{activity.address}</span>
            )}
          </Fact>
        </FactList>
      </section>
      {group.valid ? (
        <section aria-labelledby="group-tickets" className="flex flex-col gap-3">
          <h2 id="group-tickets" className="font-semibold text-xl">
            {t('groupPage.ticketsTitle')}
          </h2>
          <ul className="flex flex-col gap-3">
            {group.tickets.map((ticket) => (
              <li key={ticket.id}>
                <GroupTicketRow token={token} group={group} ticket={ticket} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <EmptyState icon={CircleX} title={t('groupPage.notValid')} body={t('groupPage.notValidBody')} />
      )}
    </div>
  );
}
