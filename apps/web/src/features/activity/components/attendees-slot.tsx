import { lazy, Suspense } from 'react';
import { useInView } from 'react-intersection-observer';

/**
 * Who is going loads when it scrolls near (about a phone's screen ahead): it sits below the description,
 * and its card and tabs would otherwise weigh on every visit's first load, the activity page's budget.
 */
const AttendeesCard = lazy(() =>
  import('#/features/activity/components/attendees-card.tsx').then((module) => ({
    default: module.AttendeesCard,
  })),
);

export function AttendeesSlot({ activityId, canBook }: { activityId: string; canBook: boolean }) {
  // Without IntersectionObserver (an old browser, the tests' DOM) it loads at once; once near, the card
  // takes over and nothing is watched any more.
  const { ref, inView: near } = useInView({
    triggerOnce: true,
    rootMargin: '800px 0px',
    initialInView: typeof IntersectionObserver === 'undefined',
  });
  if (!near) return <div ref={ref} className="min-h-40" />;
  return (
    <Suspense fallback={<div className="min-h-40" />}>
      <AttendeesCard activityId={activityId} canBook={canBook} />
    </Suspense>
  );
}
