import type { ActivityDetail } from '@sortim/contracts/activities';
import { lazy, Suspense } from 'react';
import { useInView } from 'react-intersection-observer';
import { loadPageCatalogs } from '#/lib/i18n.ts';

/**
 * The meeting point's small map and 'Open in maps' load when they scroll near (about a phone's screen
 * ahead), with the catalog's last part where their words are: the activity page's first load stays as it
 * was, and an activity without a pin shows nothing here (the address above says where, as before).
 */
const MeetingPoint = lazy(() =>
  Promise.all([
    import('#/features/activity/components/meeting-point.tsx'),
    loadPageCatalogs({ wholeCatalog: true }),
  ]).then(([module]) => ({ default: module.MeetingPoint })),
);

/** What the section takes before it loads, so nothing below jumps when it does. */
const RESERVED = 'min-h-80';

export function MeetingPointSlot({
  activity,
}: {
  activity: Pick<ActivityDetail, 'latitude' | 'longitude' | 'locationName' | 'address'>;
}) {
  // Without IntersectionObserver (an old browser, the tests' DOM) it loads at once; once near, the section
  // takes over and nothing is watched any more.
  const { ref, inView: near } = useInView({
    triggerOnce: true,
    rootMargin: '800px 0px',
    initialInView: typeof IntersectionObserver === 'undefined',
  });
  const { latitude, longitude } = activity;
  if (latitude === null || longitude === null) return null;
  if (!near) return <div ref={ref} className={RESERVED} />;
  return (
    <Suspense fallback={<div className={RESERVED} />}>
      <MeetingPoint
        point={{ latitude, longitude }}
        locationName={activity.locationName}
        address={activity.address}
      />
    </Suspense>
  );
}
