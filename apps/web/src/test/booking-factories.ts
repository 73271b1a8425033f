import type { MyBooking } from '@sortim/contracts/bookings';

const DAY = 24 * 60 * 60 * 1000;

/** An ISO time `days` from now (negative: in the past), so upcoming and past stay true whenever tests run. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A complete My Bookings row: a confirmed booking of 2 people a week ahead; override what the test is about. */
export function createMyBooking(
  overrides: Partial<Omit<MyBooking, 'activity'>> & { activity?: Partial<MyBooking['activity']> } = {},
): MyBooking {
  const { activity, ...rest } = overrides;
  return {
    id: 'booking-1',
    status: 'paid',
    spots: 2,
    amountCents: 7000,
    createdAt: daysFromNow(-1),
    refundedAt: null,
    canRefund: true,
    canReview: false,
    hostChange: null,
    ...rest,
    activity: {
      id: 'act-1',
      title: 'Sunset Paella on the Rooftop',
      category: 'Taste & Cook',
      startTime: daysFromNow(7),
      endTime: new Date(Date.parse(daysFromNow(7)) + 2 * 60 * 60 * 1000).toISOString(),
      locationName: 'Terrat del Raval',
      address: 'Carrer de la Riera Baixa 14, Barcelona',
      coverImageUrl: '/images/demo/taste-cook-1.webp',
      host: { id: 'host-1', displayName: 'Núria Vidal', avatarUrl: null },
      ...activity,
    },
  };
}
