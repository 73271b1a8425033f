import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ActivityCard } from '#/components/activity-card/activity-card.tsx';
import { ActivityCardSkeleton } from '#/components/activity-card/activity-card-skeleton.tsx';
import { DocumentTitle } from '#/components/document-title.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { isNotFound, useHostProfile } from '#/features/host-profile/api/get-host-profile.ts';
import { HostReviews, HostReviewsSkeleton } from '#/features/host-profile/components/host-reviews.tsx';
import { HostSummary, HostSummarySkeleton } from '#/features/host-profile/components/host-summary.tsx';
import { ReportButton } from '#/features/reports/components/report-button.tsx';
import { useMe } from '#/lib/session.ts';

/** The spec: up to 5 upcoming activities on the profile. */
const UPCOMING_SHOWN = 5;

/** /profile/:userId (public): a verified host, their upcoming activities and recent reviews. */
export function HostProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const { userId = '' } = useParams();
  const query = useHostProfile(userId);
  const upcomingId = useId();

  if (query.isPending) {
    return (
      <div className="page-container flex flex-col gap-10 pb-16" aria-busy="true">
        <span role="status" className="sr-only">
          {t('hostProfile.loading')}
        </span>
        <HostSummarySkeleton />
        <div aria-hidden className="flex flex-col gap-4">
          <Skeleton className="h-7 w-52" />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <ActivityCardSkeleton />
            <ActivityCardSkeleton />
            <ActivityCardSkeleton />
          </div>
        </div>
        <HostReviewsSkeleton />
      </div>
    );
  }

  if (query.isError) {
    const notFound = isNotFound(query.error);
    const title = notFound ? t('hostProfile.notFound') : t('hostProfile.loadError');
    return (
      <div className="page-container py-16">
        <DocumentTitle title={title} />
        {notFound ? (
          <div
            role="alert"
            className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center"
          >
            <AlertCircle aria-hidden className="size-8 text-muted-foreground" />
            <h1 className="font-bold text-title tracking-tight">{title}</h1>
            <p className="text-muted-foreground">{t('hostProfile.notFoundBody')}</p>
            <Button asChild>
              <Link to="/home">{t('hostProfile.backHome')}</Link>
            </Button>
          </div>
        ) : (
          <LoadError
            variant="page"
            title={title}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        )}
      </div>
    );
  }

  const host = query.data;
  const upcoming = host.upcoming.slice(0, UPCOMING_SHOWN);

  return (
    <div className="page-container flex flex-col gap-10 pb-16">
      <DocumentTitle title={host.displayName} />
      <HostSummary host={host} />
      <section aria-labelledby={upcomingId} className="flex flex-col gap-4">
        <h2 id={upcomingId} className="font-semibold text-xl">
          {t('hostProfile.upcomingTitle')}
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-muted-foreground">{t('hostProfile.upcomingEmpty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((activity) => (
              <li key={activity.id}>
                <ActivityCard activity={activity} showHost={false} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <HostReviews reviews={host.reviews} />
      {me.user?.id !== host.id && (
        <ReportButton
          targetType="profile"
          targetId={host.id}
          itemName={t('reports.itemName.profile', { name: host.displayName })}
          className="-ml-2.5 self-start"
        />
      )}
    </div>
  );
}
