import type { CancellationPolicy } from '@sortim/contracts/cancellation-policies';
import type { Category, Level, SUGGESTED_TAGS, TAXONOMY } from '@sortim/contracts/taxonomy';
import type { Weekday } from '#src/lib/barcelona-time.ts';
import type { HostKey } from './demo-people.ts';
import type { Place } from './demo-places.ts';

/* What one activity of the demo catalogue (demo-activities.ts) says about itself. */

export type Schedule = {
  /** Days from today; a positive offset moves forward to `on`, a negative one back to it. */
  day: number;
  on?: Weekday;
  /** Barcelona wall-clock 'HH:MM', or 'sunset' to meet 45 minutes before the sun goes down. */
  at: string;
  minutes: number;
};

export type DemoReview = { rating: number; comment: string | null };

/** A price for a kind of guest; `names` for a name of the host's own ('custom'). */
export type DemoPrice = {
  kind: 'child' | 'reduced' | 'senior' | 'infant' | 'custom';
  priceEur: number;
  names?: { en: string; es: string; ca: string };
  ages?: [number, number];
  /** An infant on a lap takes none. */
  takesSeat?: boolean;
  needsAdult?: boolean;
  /** Shown only with a code that unlocks hidden prices. */
  codeOnly?: boolean;
};

type CategorySubtype = {
  [C in Category]: { category: C; subtype: (typeof TAXONOMY)[C][number] };
}[Category];

export type DemoActivity = CategorySubtype & {
  host: HostKey;
  title: string;
  description: string;
  place: Place;
  /** Overrides the place's neighbourhood when the activity happens elsewhere (day trips). */
  area?: string;
  when: Schedule;
  priceEur: number;
  capacity: number;
  languages: readonly string[];
  level?: Level;
  tags?: readonly (typeof SUGGESTED_TAGS)[number][];
  featured?: boolean;
  /** Saved but not published yet. */
  draft?: boolean;
  /** Seats left once bookings and third-party attendees are counted; by default a random share is booked. */
  spotsLeft?: number;
  /** People booked through other channels, counted against the capacity. */
  thirdParty?: number;
  /** Created as a weekly series of this many occurrences. */
  weekly?: number;
  /** Cover drawing other than the subtype's default, and how many other drawings fill the gallery. */
  art?: number;
  gallery?: number;
  /** People waiting for a seat. */
  waitlist?: number;
  /** Prices besides its own (which reads "Adult" then), per kind of guest (price-rows.ts). */
  prices?: readonly DemoPrice[];
  /** An early-bird price of its own price: until some days before the start, and/or for its first seats. */
  earlyBird?: { priceEur: number; daysBefore?: number; seats?: number };
  /** Offered to private groups: the least a group pays and the largest group. */
  privateGroups?: { minimumEur: number; maxGroup: number };
  /** The host's cancellation policy; Flexible (the default) when absent. */
  cancellationPolicy?: CancellationPolicy;
  /** What the demo guest account did here. */
  demoGuest?: 'booked' | 'refunded' | 'reviewed';
  /** Past activities: what attendees wrote, in the order they booked. */
  reviews?: readonly DemoReview[];
};
