import { useTranslation } from 'react-i18next';
import { ActivityCard } from '#/components/activity-card/activity-card.tsx';
import { ActivityCardSkeleton } from '#/components/activity-card/activity-card-skeleton.tsx';
import { useSimilar } from '#/features/activity/api/get-similar.ts';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

/**
 * 'More like this' at the end of an activity's page: up to four upcoming activities like it, as cards. A
 * suggestion, not the page's content: with none like it, or when they fail to load, the page simply ends.
 */
export function MoreLikeThis({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const query = useSimilar(activityId);

  if (query.isPending) {
    return (
      <ul aria-hidden data-slot="more-like-this-loading" className={GRID}>
        {[0, 1, 2, 3].map((placeholder) => (
          <li key={placeholder}>
            <ActivityCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (!query.isSuccess || query.data.items.length === 0) return null;

  return (
    <section aria-labelledby="more-like-this-title" className="flex flex-col gap-6">
      <h2 id="more-like-this-title" className="font-bold text-title tracking-tight">
        {t('moreLikeThis.title')}
      </h2>
      <ul className={GRID}>
        {query.data.items.map((activity) => (
          <li key={activity.id}>
            <ActivityCard activity={activity} />
          </li>
        ))}
      </ul>
    </section>
  );
}
