import type { ActivityDetail } from '@sortim/contracts/activities';
import { lazy, Suspense } from 'react';
import { useInView } from 'react-intersection-observer';
import { useFirstPainted } from '#/lib/first-paint.ts';

/**
 * The meeting point's small map and 'Open in maps' load when they scroll near (about a phone's screen
 * ahead) once the page has painted: the activity page's first load stays as it was, and an activity without
 * a pin shows nothing here (the address above says where, as before). Their words are in the guest part of
 * the catalog, which the page has already.
 */
const MeetingPoint = lazy(() =>
  import('#/features/activity/components/meeting-point.tsx').then((module) => ({
    default: module.MeetingPoint,
  })),
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
  // Asked for after the first paint: a chunk fetched before it would hold the paint back on a slow line.
  const painted = useFirstPainted();
  const { latitude, longitude } = activity;
  if (latitude === null || longitude === null) return null;
  if (!near || !painted) return <div ref={ref} className={RESERVED} />;
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
