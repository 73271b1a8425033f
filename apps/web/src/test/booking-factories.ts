import type { MyBooking } from '@sortim/contracts/bookings';
import { firstPriceLine } from '@sortim/contracts/pricing';

const DAY = 24 * 60 * 60 * 1000;

/** An ISO time `days` from now (negative: in the past), so upcoming and past stay true whenever tests run. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A booking's tickets: one per seat, valid while it is paid, none checked in. */
export function ticketsFor(spots: number, status: MyBooking['status'] = 'paid'): MyBooking['tickets'] {
  return Array.from({ length: spots }, (_, i) => ({
    seat: i + 1,
    code: `ZR2FZ1TJFQ8KD4W0XBM7${String(i + 1).padStart(6, '0')}`.slice(0, 26),
    state: status === 'paid' ? 'valid' : status,
    checkedInAt: null,
    category: null,
    guestName: null,
  }));
}

/** A complete My Bookings row: a confirmed booking of 2 people a week ahead; override what the test is about. */
export function createMyBooking(
  overrides: Partial<Omit<MyBooking, 'activity'>> & { activity?: Partial<MyBooking['activity']> } = {},
): MyBooking {
  const { activity, ...rest } = overrides;
  const startTime = activity?.startTime ?? daysFromNow(7);
  const amountCents = rest.amountCents ?? 7000;
  const refundable = (rest.status ?? 'paid') === 'paid' && (rest.canRefund ?? true) && amountCents > 0;
  return {
    id: 'booking-1',
    status: 'paid',
    spots: rest.spots ?? 2,
    // A party of the activity's one price, as before prices per kind of guest.
    lines: [
      {
        ...firstPriceLine('price-1', rest.spots ?? 2, Math.round(amountCents / (rest.spots ?? 2))),
        totalCents: amountCents,
      },
    ],
    onePrice: true,
    subtotalCents: amountCents,
    discountCents: 0,
    code: null,
    amountCents,
    createdAt: daysFromNow(-1),
    refundedAt: null,
    refundedCents: null,
    refundOnItsWayCents: null,
    canRefund: true,
    // Flexible, as bookings paid before policies: all of it back until the start.
    refundTerms: { policy: 'flexible', deadlines: [{ until: startTime, share: 1 }] },
    refundNow: refundable ? { amountCents, share: 1, until: startTime } : null,
    canReview: false,
    reviewed: false,
    tickets: ticketsFor(rest.spots ?? 2, rest.status ?? 'paid'),
    hostChange: null,
    groupToken: null,
    ...rest,
    activity: {
      id: 'act-1',
      title: 'Sunset Paella on the Rooftop',
      category: 'Taste & Cook',
      startTime,
      endTime: new Date(Date.parse(startTime) + 2 * 60 * 60 * 1000).toISOString(),
      timeZone: 'Europe/Madrid',
      locationName: 'Terrat del Raval',
      address: 'Carrer de la Riera Baixa 14, Barcelona',
      coverImageUrl: '/images/demo/taste-cook-1.webp',
      thumbnailUrl: null,
      host: { id: 'host-1', displayName: 'Núria Vidal', avatarUrl: null },
      ...activity,
    },
  };
}
