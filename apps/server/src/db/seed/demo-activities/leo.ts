import type { DemoActivity } from '../demo-activity.ts';
import { PLACES } from '../demo-places.ts';

/* Leo: new host, no payouts yet. */

export const LEO_ACTIVITIES: readonly DemoActivity[] = [
  {
    host: 'leo',
    title: 'Lindy Hop Taster Class in Sant Antoni',
    description:
      'Your first steps of Lindy Hop, the joyful swing dance of 1930s Harlem that Barcelona fell in love with. No partner or experience needed: we rotate, laugh a lot and end with a mini social dance.',
    category: 'Be Active',
    subtype: 'Try Something New',
    place: PLACES.santAntoniStudio,
    when: { day: 4, on: 'thu', at: '20:00', minutes: 90 },
    priceEur: 12,
    capacity: 20,
    languages: ['English', 'Spanish'],
    level: 'Beginner',
    tags: ['beginner-friendly', 'social'],
    waitlist: 2,
  },
  {
    host: 'leo',
    title: 'Catan & Craft Beer Night',
    description:
      'Settlers of Catan, Ticket to Ride and a rotating tap of Catalan craft beers in a Sant Antoni taproom. Tables of four, rules explained, no experience needed.',
    category: 'Go Social',
    subtype: 'Play Board Games',
    place: PLACES.viladomat,
    when: { day: 10, on: 'mon', at: '19:30', minutes: 150 },
    priceEur: 5,
    capacity: 12,
    languages: ['English', 'German'],
    tags: ['social', 'small group'],
  },
  {
    host: 'leo',
    title: 'Swing Dance Social in Gràcia (Copy)',
    description:
      'Copy of the taster class, to turn into an outdoor swing social in a Gràcia square once the dates are set.',
    category: 'Be Active',
    subtype: 'Try Something New',
    place: PLACES.santAntoniStudio,
    when: { day: 30, on: 'sat', at: '18:00', minutes: 120 },
    priceEur: 0,
    capacity: 30,
    languages: ['English'],
    draft: true,
  },
];
