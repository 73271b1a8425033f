import type { PrivateRequest } from '@sortim/contracts/private-groups';

/**
 * A request for a private date as the API answers it: waiting for the host, for a group of 6, on Saturday
 * 10 May 2031, 18:30-20:30 in Barcelona, asked by the signed-in test user. Override what the test is about;
 * `activity` and `guest` merge into theirs.
 */
export function createPrivateRequest(
  overrides: Partial<Omit<PrivateRequest, 'activity' | 'guest'>> & {
    activity?: Partial<PrivateRequest['activity']>;
    guest?: Partial<PrivateRequest['guest']>;
  } = {},
): PrivateRequest {
  const { activity, guest, ...rest } = overrides;
  return {
    id: 'req-1',
    stage: 'pending',
    startsAt: '2031-05-10T16:30:00.000Z',
    endsAt: '2031-05-10T18:30:00.000Z',
    groupSize: 6,
    message: null,
    hostNote: null,
    createdAt: '2031-05-01T10:00:00.000Z',
    decidedAt: null,
    activity: {
      id: 'act-1',
      title: 'Paella workshop',
      locationName: 'Terrat del Raval',
      timeZone: 'Europe/Madrid',
      cityName: { name: 'Barcelona', names: {} },
      imageUrl: null,
      ...activity,
    },
    guest: { id: 'user-1', displayName: 'Marta', ...guest },
    date: null,
    ...rest,
  };
}

/** The same request accepted: its date held for the group until 4 May 2031, €200 to pay. */
export const acceptedPrivateRequest = (overrides: Parameters<typeof createPrivateRequest>[0] = {}) =>
  createPrivateRequest({
    stage: 'payable',
    decidedAt: '2031-05-02T10:00:00.000Z',
    date: { id: 'date-1', amountCents: 20_000, payBy: '2031-05-04T10:00:00.000Z', bookingId: null },
    ...overrides,
  });
