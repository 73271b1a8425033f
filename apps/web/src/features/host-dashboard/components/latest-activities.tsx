import type { HostActivity } from '@sortim/contracts/hosting';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Plus from 'lucide-react/icons/plus';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  HostActivityCard,
  HostActivityCardSkeleton,
} from '#/components/host-activity-card/host-activity-card.tsx';
import { HostActivityRow } from '#/components/host-activity-card/host-activity-row.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useMediaQuery } from '#/lib/use-media-query.ts';

/**
 * The host's 3 latest activities, as My Activities shows them (cards, rows on a phone), with the one
 * link to all of them; none yet: one line and the way to create the first.
 */
export function LatestActivities({ activities }: { activities: HostActivity[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const cards = useMediaQuery('(min-width: 640px)');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-xl">
          {t('hostDashboard.activities.title')}
        </h2>
        {activities.length > 0 && (
          <Button asChild variant="link" size="inline">
            <Link to="/my-activities">
              {t('hostDashboard.viewAllActivities')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </div>
      {activities.length === 0 ? (
        // No placeholder card: one line, and the one way on.
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">{t('hostDashboard.activities.empty')}</p>
          <Button asChild variant="outline">
            <Link to="/create-activity">
              <Plus aria-hidden />
              {t('hostDashboard.activities.emptyCta')}
            </Link>
          </Button>
        </div>
      ) : cards ? (
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          {activities.map((activity) => (
            <li key={activity.id}>
              <HostActivityCard activity={activity} />
            </li>
          ))}
        </ul>
      ) : (
        // On phones compact rows, as My Activities shows them: three tall cards would push the rest down.
        <ul className="flex flex-col gap-3">
          {activities.map((activity) => (
            <li key={activity.id}>
              <HostActivityRow activity={activity} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function LatestActivitiesSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4">
      <Skeleton className="h-7 w-48" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <HostActivityCardSkeleton />
        <HostActivityCardSkeleton />
        <HostActivityCardSkeleton />
      </div>
    </div>
  );
}
