import type { ActivityCard as ActivityCardData } from '@sortim/contracts/activities';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Compass from 'lucide-react/icons/compass';
import Heart from 'lucide-react/icons/heart';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityCard } from '#/components/activity-card/activity-card.tsx';
import { ActivityCardSkeleton } from '#/components/activity-card/activity-card-skeleton.tsx';
import { EmptyState } from '#/components/empty-state.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useSaved } from '#/features/saved/api/get-saved.ts';
import { PastSavedItem } from '#/features/saved/components/past-saved-item.tsx';

/**
 * /saved: the activities the guest keeps for later (the heart). Upcoming first, as the cards they were
 * saved from; then past and cancelled ones, greyed with their date. Nothing saved: say how, and point to
 * Explore.
 */
export function SavedPage() {
  const { t } = useTranslation();
  const query = useSaved();

  return (
    <div className="page-container pb-16">
      <PageHeader title={t('pages.saved.title')} subtitle={t('pages.saved.subtitle')} />
      {query.isPending ? (
        <SavedSkeleton />
      ) : query.isError ? (
        <LoadError
          title={t('saved.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : query.data.upcoming.length === 0 && query.data.past.length === 0 ? (
        <EmptyState icon={Heart} title={t('saved.emptyTitle')} body={t('saved.emptyBody')}>
          <ExploreButton />
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-12">
          <UpcomingSection activities={query.data.upcoming} />
          {query.data.past.length > 0 && <PastSection activities={query.data.past} />}
        </div>
      )}
    </div>
  );
}

function UpcomingSection({ activities }: { activities: ActivityCardData[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="saved-upcoming" className="flex flex-col gap-6">
      <h2 id="saved-upcoming" className="font-semibold text-xl tracking-tight">
        {t('saved.upcoming')}
      </h2>
      {activities.length === 0 ? (
        <EmptyState icon={CalendarClock} title={t('saved.noUpcomingTitle')} body={t('saved.noUpcomingBody')}>
          <ExploreButton />
        </EmptyState>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {activities.map((activity, index) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} priority={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PastSection({ activities }: { activities: ActivityCardData[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="saved-past" className="flex flex-col gap-6">
      <h2 id="saved-past" className="font-semibold text-xl tracking-tight">
        {t('saved.past')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {activities.map((activity) => (
          <li key={activity.id}>
            <PastSavedItem activity={activity} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExploreButton() {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <Link to="/explore">
        <Compass aria-hidden />
        {t('saved.explore')}
      </Link>
    </Button>
  );
}

function SavedSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('saved.loading')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <ActivityCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
