import type { CancellationPolicy } from '@sortim/contracts/cancellation-policies';
import type { BookingHostChange } from '#src/db/schema.ts';
import type { ActivitySchedule } from '#src/lib/email/templates/activity-changed.ts';

/*
 * What the guest saw is what they get (issue 33): the payment page shows the activity's cancellation policy,
 * time and place as they are when the hold is taken, and those are stored with the hold
 * (payment_sessions.shown_policy, shown_schedule). The booking is paid under that policy, whatever the host
 * switches it to while the guest pays; a time or place changed meanwhile is a move like any other (the
 * booking carries it in host_change, the guest is told and may cancel in full until the start).
 */

/** The terms a hold records: the policy and schedule of the activity as its payment page shows them. */
export type ShownTerms = { policy: CancellationPolicy; schedule: BookingHostChange['before'] };

export const shownTermsOf = (
  activity: ActivitySchedule & { cancellationPolicy: CancellationPolicy },
): ShownTerms => ({
  policy: activity.cancellationPolicy,
  schedule: {
    startTime: activity.startTime.toISOString(),
    endTime: activity.endTime.toISOString(),
    locationName: activity.locationName,
    address: activity.address,
  },
});

/** Whether a schedule moved: its start, end, place or address. */
export function scheduleChanged(before: ActivitySchedule, after: ActivitySchedule): boolean {
  return (
    before.startTime.getTime() !== after.startTime.getTime() ||
    before.endTime.getTime() !== after.endTime.getTime() ||
    before.locationName !== after.locationName ||
    before.address !== after.address
  );
}

/** A stored schedule (ISO instants) as dates. */
export const scheduleOf = (stored: BookingHostChange['before']): ActivitySchedule => ({
  startTime: new Date(stored.startTime),
  endTime: new Date(stored.endTime),
  locationName: stored.locationName,
  address: stored.address,
});
