import type { ActivityCard as ActivityCardData } from '@sortim/contracts/activities';
import CalendarX2 from 'lucide-react/icons/calendar-x-2';
import type * as React from 'react';
import { ActivityCard } from '#/components/activity-card/activity-card.tsx';
import { ActivityCardSkeleton } from '#/components/activity-card/activity-card-skeleton.tsx';
import { LoadError } from '#/components/load-error.tsx';

/** What a section needs from its query. */
type SectionQuery = {
  items: ActivityCardData[] | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
};

/**
 * A titled grid of activity cards with the spec's loading, error (with Retry) and empty states. The first
 * `priorityCount` cards' images load at once (the page's first row), the others when scrolled near.
 */
export function ActivitySection({
  id,
  title,
  subtitle,
  query,
  skeletons,
  errorText,
  emptyText,
  headingRef,
  priorityCount = 0,
}: {
  id: string;
  title: string;
  subtitle: string;
  query: SectionQuery;
  skeletons: number;
  errorText: string;
  emptyText: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
  priorityCount?: number;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} aria-busy={query.isPending} className="scroll-mt-20">
      <div className="mb-6 flex flex-col gap-1">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-bold text-title tracking-tight">
          {title}
        </h2>
        <p className="text-muted-foreground">{subtitle}</p>
      </div>
      {query.isPending ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: skeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <ActivityCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <LoadError title={errorText} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : !query.items?.length ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
          <CalendarX2 aria-hidden className="size-8 text-muted-foreground" />
          <p className="text-muted-foreground">{emptyText}</p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {query.items.map((activity, index) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} priority={index < priorityCount} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
