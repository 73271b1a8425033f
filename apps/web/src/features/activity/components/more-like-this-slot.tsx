import { lazy, Suspense } from 'react';
import { useInView } from 'react-intersection-observer';

/**
 * The section and the cards it shows load when the page's end scrolls near (about a phone's screen ahead,
 * as the review form): the activity page's first load grows by this slot alone, and a visitor who leaves
 * from the top never asks for them.
 */
const MoreLikeThis = lazy(() =>
  import('#/features/activity/components/more-like-this.tsx').then((module) => ({
    default: module.MoreLikeThis,
  })),
);

export function MoreLikeThisSlot({ activityId }: { activityId: string }) {
  // Without IntersectionObserver (an old browser, the tests' DOM), it loads at once; once near, the section
  // takes over and nothing is watched any more.
  const { ref, inView: near } = useInView({
    triggerOnce: true,
    rootMargin: '800px 0px',
    initialInView: typeof IntersectionObserver === 'undefined',
  });
  return (
    <div ref={near ? undefined : ref} className="mt-12">
      {near && (
        <Suspense>
          <MoreLikeThis activityId={activityId} />
        </Suspense>
      )}
    </div>
  );
}
