import type { HostActivity } from '@sortim/contracts/hosting';
import { createActivityCard } from '#/test/activity-factories.ts';

/** For tests: a published activity of the signed-in host a week ahead, no bookings; override what matters. */
export function createHostActivity(overrides: Partial<HostActivity> = {}): HostActivity {
  const { host: _host, ...card } = createActivityCard({
    startTime: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    endTime: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 2 * 60 * 60 * 1000).toISOString(),
  });
  return {
    ...card,
    description: 'We cook a seafood paella together and eat it while the sun goes down over Montjuïc.',
    additionalImages: [],
    thirdPartyAttendees: 0,
    isPublished: true,
    status: 'published',
    hostId: 'user-1',
    hostName: 'Marta Puig',
    takenSpots: 0,
    savedCount: 0,
    paidBookings: 0,
    paidAmountCents: 0,
    attended: 0,
    cancellationPolicy: 'flexible',
    ...overrides,
  };
}
