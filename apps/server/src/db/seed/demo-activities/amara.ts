import type { DemoActivity } from '../demo-activity.ts';
import { PLACES } from '../demo-places.ts';

/* Amara: beach sports. */

export const AMARA_ACTIVITIES: readonly DemoActivity[] = [
  {
    host: 'amara',
    title: 'Beach Volleyball at Bogatell',
    description:
      'Friendly doubles and fours on the public courts at Bogatell beach. We mix teams every game so everyone plays with everyone. You should know the basics (bump, set, serve); ball and court reservation sorted.',
    category: 'Be Active',
    subtype: 'Play Volleyball',
    place: PLACES.bogatellBeach,
    when: { day: 3, on: 'sat', at: '11:00', minutes: 120 },
    priceEur: 8,
    capacity: 12,
    languages: ['English', 'Spanish'],
    level: 'Intermediate',
    tags: ['outdoor', 'social'],
    spotsLeft: 2,
    gallery: 1,
  },
  {
    host: 'amara',
    title: 'Sunday Beach Run: Barceloneta to the Fòrum',
    description:
      'A 7 km run along the seafront from the Barceloneta to the Fòrum, in two pace groups so no one runs alone. Coffee afterwards for whoever wants it.',
    category: 'Be Active',
    subtype: 'Run Together',
    place: PLACES.barcelonetaStatue,
    when: { day: -4, on: 'sun', at: '09:00', minutes: 75 },
    priceEur: 0,
    capacity: 20,
    languages: ['English', 'Spanish'],
    tags: ['outdoor', 'social', 'beginner-friendly'],
    reviews: [
      {
        rating: 5,
        comment: 'Free, friendly and right on the seafront. Amara made sure nobody ran alone at the back.',
      },
      {
        rating: 5,
        comment: 'Perfect Sunday reset. Coffee at the Fòrum afterwards with the group was a great touch.',
      },
      {
        rating: 4,
        comment: 'Nice route along the beaches. The pace groups could be a bit clearer at the start.',
      },
      { rating: 5, comment: null },
    ],
  },
  {
    host: 'amara',
    title: 'Sunday Beach Run: Barceloneta to the Fòrum',
    description:
      'Our weekly 7 km seafront run from the Barceloneta to the Fòrum. Two pace groups (around 5:30 and 6:30 per km), a short stretching session at the end and coffee for whoever wants it.',
    category: 'Be Active',
    subtype: 'Run Together',
    place: PLACES.barcelonetaStatue,
    when: { day: 7, on: 'sun', at: '09:00', minutes: 75 },
    priceEur: 0,
    capacity: 30,
    languages: ['English', 'Spanish'],
    tags: ['outdoor', 'social', 'beginner-friendly'],
  },
  {
    host: 'amara',
    title: '5-a-side Football in Poblenou',
    description:
      'Mixed, friendly five-a-side on an indoor pitch at Can Felipa. Bibs and balls provided, teams rebalanced after every game. All genders and levels welcome, trainers with flat soles please.',
    category: 'Be Active',
    subtype: 'Play Football',
    place: PLACES.canFelipa,
    when: { day: 5, on: 'wed', at: '19:30', minutes: 90 },
    priceEur: 6,
    capacity: 14,
    languages: ['English', 'Spanish'],
    tags: ['social', 'beginner-friendly'],
  },
  {
    host: 'amara',
    title: 'Outdoor Bootcamp on the Montjuïc Steps',
    description:
      'A high-intensity circuit using the grand staircase and terraces below the Palau Nacional: intervals, bodyweight strength and stair sprints, finished with a stretch facing the view. Scaled for every fitness level, but expect to sweat.',
    category: 'Be Active',
    subtype: 'Try CrossFit',
    place: PLACES.palauNacional,
    when: { day: 13, on: 'fri', at: '08:00', minutes: 60 },
    priceEur: 12,
    capacity: 16,
    languages: ['English'],
    level: 'Intermediate',
    tags: ['outdoor'],
  },
  {
    host: 'amara',
    title: 'Padel Doubles Mixer at Mar Bella',
    description:
      "Spain's favourite racket sport, made social. Two courts, eight players, rotating partners every set. A coach gives beginners a ten-minute intro to the walls. Rackets available to borrow.",
    category: 'Be Active',
    subtype: 'Play Padel',
    place: PLACES.marBella,
    when: { day: 17, on: 'thu', at: '20:00', minutes: 90 },
    priceEur: 15,
    capacity: 8,
    languages: ['English', 'Spanish'],
    level: 'Beginner',
    tags: ['beginner-friendly', 'small group'],
  },
  {
    host: 'amara',
    title: 'Slow Sunday at Nova Icària: Beach, Books & Picnic',
    description:
      'No sport this time: a shared picnic on the sand at Nova Icària, a book swap, a game of palas and a swim for those who want one. Bring something to share and a book you have finished.',
    category: 'Get Outdoors',
    subtype: 'Relax at the Beach',
    place: PLACES.novaIcariaBeach,
    when: { day: 35, on: 'sun', at: '12:00', minutes: 240 },
    priceEur: 0,
    capacity: 25,
    languages: ['English', 'Spanish'],
    tags: ['outdoor', 'social', 'pet-friendly'],
  },
];
