import { APP_NAME } from '@sortim/contracts/product';
import { createEvents, type EventAttributes } from 'ics';

export type FeedActivity = {
  id: string;
  title: string;
  startTime: Date;
  endTime: Date;
  locationName: string;
  address: string;
  capacity: number;
  /** Spots of paid bookings. */
  booked: number;
  updatedAt: Date;
};

/** The UID an activity keeps in every host feed, so a calendar updates its event instead of adding one. */
export const feedEventUid = (activityId: string) => `activity-${activityId}@sortim.app`;

/**
 * A host's activities as one iCalendar file, for Google or Apple Calendar to subscribe to. Times are UTC
 * instants (calendar apps show them in the reader's zone); each event says how many spots are booked.
 */
export function hostFeedCalendar(activities: FeedActivity[], publicUrl: string): string {
  const events: EventAttributes[] = activities.map((activity) => {
    const url = `${publicUrl}/activity/${activity.id}`;
    return {
      uid: feedEventUid(activity.id),
      title: activity.title,
      start: activity.startTime.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: activity.endTime.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      location: `${activity.locationName}, ${activity.address}`,
      url,
      description: `Booked: ${activity.booked} / ${activity.capacity}\n${url}`,
      lastModified: activity.updatedAt.getTime(),
      status: 'CONFIRMED',
      busyStatus: 'BUSY',
    };
  });
  const { error, value } = createEvents(events, {
    productId: `-//${APP_NAME}//Host feed//EN`,
    method: 'PUBLISH',
    calName: `${APP_NAME}: my activities`,
  });
  if (error || !value) throw new Error('could not build the host calendar feed', { cause: error });
  return value;
}
