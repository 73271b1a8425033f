import type { ActivityCard, ActivityDetail } from '@sortim/contracts/activities';
import { activityState } from '@sortim/contracts/activity-state';
import type { PriceCategory } from '@sortim/contracts/pricing';

/** A complete list card; override what the test is about (its state follows its spots unless given). */
export function createActivityCard(overrides: Partial<ActivityCard> = {}): ActivityCard {
  const spotsRemaining = overrides.spotsRemaining ?? 8;
  return {
    id: 'act-1',
    title: 'Sunset Paella on the Rooftop',
    category: 'Taste & Cook',
    subtype: 'Cook Together',
    priceCents: 3500,
    severalPrices: false,
    // Saturday 28 March 2026, 10:00–12:00 in Barcelona (UTC+1, the day before summer time).
    startTime: '2026-03-28T09:00:00.000Z',
    endTime: '2026-03-28T11:00:00.000Z',
    timeZone: 'Europe/Madrid',
    spotsRemaining: 8,
    capacity: 12,
    location: 'Barcelona',
    locationName: 'Terrat del Raval',
    address: 'Carrer de la Riera Baixa 14, Barcelona',
    // Carrer de la Riera Baixa, in the Raval.
    latitude: 41.3794,
    longitude: 2.1683,
    coverImageUrl: '/images/demo/taste-cook-1.webp',
    thumbnailUrl: '/images/demo/taste-cook-1-thumb.webp',
    activityLanguages: ['English', 'Spanish'],
    level: 'All levels',
    tags: [],
    featured: false,
    host: { id: 'host-1', displayName: 'Núria Vidal', avatarUrl: null, roles: ['user', 'verified_host'] },
    state: activityState({
      status: 'published',
      started: false,
      hostPayoutsEnabled: true,
      spotsRemaining,
      bookedPrivately: false,
    }),
    moreDates: 0,
    ...overrides,
  };
}

/** An activity's own price as its only category (what every activity has before the host adds others). */
export function firstPrice(priceCents: number, overrides: Partial<PriceCategory> = {}): PriceCategory {
  return {
    id: '5b0e8a52-6f1c-4d7a-9c3e-000000000001',
    kind: 'adult',
    names: null,
    priceCents,
    minAge: null,
    maxAge: null,
    takesSeat: true,
    needsAdult: false,
    codeOnly: false,
    hidden: false,
    earlyBird: null,
    ...overrides,
  };
}

/**
 * A complete detail; override what the test is about. Unless given, its state is the server's rule's for
 * its status, spots and host payouts (as if it had not started).
 */
export function createActivityDetail(
  overrides: Partial<Omit<ActivityDetail, 'host'>> & { host?: Partial<ActivityDetail['host']> } = {},
): ActivityDetail {
  const { host, ...rest } = overrides;
  const payoutsEnabled = host?.payoutsEnabled ?? true;
  const facts = { status: rest.status ?? 'published', spotsRemaining: rest.spotsRemaining ?? 8 };
  return {
    ...createActivityCard(),
    description: 'We cook a seafood paella together and eat it while the sun goes down over Montjuïc.',
    additionalImages: ['/images/demo/taste-cook-2.webp', '/images/demo/taste-cook-3.webp'],
    thirdPartyAttendees: 0,
    isPublished: true,
    status: 'published',
    cityName: { name: 'Barcelona', names: {} },
    seriesDates: [],
    state: activityState({
      ...facts,
      started: false,
      hostPayoutsEnabled: payoutsEnabled,
      bookedPrivately: false,
    }),
    // Flexible: all of it back until the start.
    refundTerms: {
      policy: 'flexible',
      deadlines: [{ until: rest.startTime ?? createActivityCard().startTime, share: 1 }],
    },
    priceCategories: [firstPrice(rest.priceCents ?? createActivityCard().priceCents)],
    hasCodes: false,
    privateOffer: null,
    ...rest,
    host: {
      id: 'host-1',
      displayName: 'Núria Vidal',
      avatarUrl: null,
      roles: ['user', 'verified_host'],
      bio: 'Chef from the Raval who has cooked for friends on this rooftop for ten years.',
      ...host,
      payoutsEnabled,
    },
  };
}
