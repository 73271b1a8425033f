import type { HostActivity } from '@sortim/contracts/hosting';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Plus from 'lucide-react/icons/plus';
import Sparkles from 'lucide-react/icons/sparkles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '#/components/empty-state.tsx';
import {
  HostActivityCard,
  HostActivityCardSkeleton,
} from '#/components/host-activity-card/host-activity-card.tsx';
import {
  HostActivityRow,
  HostActivityRowSkeleton,
} from '#/components/host-activity-card/host-activity-row.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { UpcomingPastTabs } from '#/components/upcoming-past-tabs.tsx';
import { useHostActivities } from '#/features/my-activities/api/get-host-activities.ts';
import { reloadPage } from '#/features/my-activities/lib/reload-page.ts';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';
import { splitByStart } from '#/lib/split-by-start.ts';
import { useMediaQuery } from '#/lib/use-media-query.ts';

/** From here activities are cards in a grid; below, on a phone, compact rows. */
const CARD_LAYOUT = '(min-width: 640px)';

/**
 * My Activities (/my-activities and /host/activities, spec §2): the host's activities in 'Upcoming (n)' and
 * 'Past (n)' grids (compact rows on a phone: a feed of photos is no list to manage), each with Guests, Edit,
 * Duplicate and Delete. The route asks only for sign-in, so a signed-in
 * user who does not host (the API answers 403) is invited to become a host instead of shown an error.
 */
export function MyActivitiesPage() {
  const { t } = useTranslation();
  const query = useHostActivities();
  const notHost = query.error instanceof ApiRequestError && query.error.status === 403;

  return (
    <div className="page-container pb-16">
      <PageHeader title={t('myActivities.title')} subtitle={t('myActivities.subtitle')}>
        {!notHost && (
          <div className="pt-2">
            <Button asChild size="lg">
              <Link to="/create-activity">
                <Plus aria-hidden />
                {t('myActivities.create')}
              </Link>
            </Button>
          </div>
        )}
      </PageHeader>
      {query.isPending ? (
        <ActivitiesSkeleton />
      ) : notHost ? (
        <EmptyState icon={Sparkles} title={t('myActivities.notHost')} body={t('myActivities.notHostBody')}>
          <Button asChild size="lg">
            <Link to="/become-host">{t('myActivities.becomeHost')}</Link>
          </Button>
        </EmptyState>
      ) : query.isError ? (
        <LoadError
          title={t('myActivities.loadError', { message: errorMessage(query.error, t('errors.unexpected')) })}
          onRetry={reloadPage}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={CalendarPlus} title={t('myActivities.empty')} body={t('myActivities.emptyBody')}>
          <Button asChild size="lg">
            <Link to="/create-activity">{t('myActivities.createFirst')}</Link>
          </Button>
        </EmptyState>
      ) : (
        <ActivityTabs activities={query.data.items} />
      )}
    </div>
  );
}

function ActivityTabs({ activities }: { activities: HostActivity[] }) {
  const { t } = useTranslation();
  const { upcoming, past } = splitByStart(activities, (activity) => activity.startTime);
  return (
    <UpcomingPastTabs
      label={t('myActivities.tabsLabel')}
      upcoming={{
        label: t('myActivities.upcoming', { count: upcoming.length }),
        items: upcoming,
        empty: {
          title: t('myActivities.noUpcoming'),
          body: t('myActivities.noUpcomingBody'),
          action: (
            <Button asChild>
              <Link to="/create-activity">{t('myActivities.create')}</Link>
            </Button>
          ),
        },
      }}
      past={{
        label: t('myActivities.past', { count: past.length }),
        items: past,
        empty: { title: t('myActivities.noPast'), body: t('myActivities.noPastBody') },
      }}
      renderList={(items) => <ActivityGrid activities={items} />}
    />
  );
}

function ActivityGrid({ activities }: { activities: HostActivity[] }) {
  const cards = useMediaQuery(CARD_LAYOUT);
  if (!cards) {
    return (
      <ul className="flex flex-col gap-3">
        {activities.map((activity) => (
          <li key={activity.id}>
            <HostActivityRow activity={activity} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {activities.map((activity) => (
        <li key={activity.id}>
          <HostActivityCard activity={activity} />
        </li>
      ))}
    </ul>
  );
}

function ActivitiesSkeleton() {
  const { t } = useTranslation();
  const cards = useMediaQuery(CARD_LAYOUT);
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('myActivities.loading')}
      className="flex flex-col gap-4"
    >
      <Skeleton rounded="lg" className="h-11 w-full sm:w-72" />
      {cards ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <HostActivityCardSkeleton />
          <HostActivityCardSkeleton />
          <HostActivityCardSkeleton />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <HostActivityRowSkeleton />
          <HostActivityRowSkeleton />
          <HostActivityRowSkeleton />
        </div>
      )}
    </div>
  );
}
