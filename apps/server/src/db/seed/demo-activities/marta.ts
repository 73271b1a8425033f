import type { DemoActivity } from '../demo-activity.ts';
import { PLACES } from '../demo-places.ts';

/* Marta: yoga and trails. */

export const MARTA_ACTIVITIES: readonly DemoActivity[] = [
  {
    host: 'marta',
    title: 'Sunrise Yoga on Barceloneta Beach',
    description:
      'Start the weekend with a gentle vinyasa flow on the sand while the sun comes up over the Mediterranean. We practise facing the sea, finish with a short breathing session and a swim for the brave. Mats provided; bring a towel and a layer for the first minutes.',
    category: 'Be Active',
    subtype: 'Do Yoga',
    place: PLACES.santMiquelBeach,
    when: { day: 2, on: 'sat', at: '08:00', minutes: 75 },
    priceEur: 12,
    capacity: 20,
    languages: ['English', 'Spanish', 'Catalan'],
    level: 'All levels',
    tags: ['beginner-friendly', 'outdoor'],
    weekly: 4,
    thirdParty: 2,
    gallery: 2,
    demoGuest: 'booked',
  },
  {
    host: 'marta',
    title: 'Sunset at the Bunkers del Carmel',
    description:
      'Walk up to the old anti-aircraft battery on Turó de la Rovira for the best 360-degree view of Barcelona. I bring blankets, a bottle of cava and the story of the hill, from the Civil War guns to the shanty town that stood here until 1990. Steep final climb, so comfortable shoes please.',
    category: 'Get Outdoors',
    subtype: 'Watch the Sunset',
    place: PLACES.bunkers,
    when: { day: 3, on: 'sat', at: 'sunset', minutes: 120 },
    priceEur: 10,
    capacity: 15,
    languages: ['English', 'Spanish'],
    tags: ['outdoor', 'social', 'local favorite'],
    featured: true,
    spotsLeft: 2,
    gallery: 2,
  },
  {
    host: 'marta',
    title: 'Sunset Picnic at the Bunkers del Carmel',
    description:
      'A slow walk up Turó de la Rovira, a picnic of pa amb tomàquet and local cheese, and the whole city turning gold below us. We stay until the lights come on along the Diagonal.',
    category: 'Get Outdoors',
    subtype: 'Watch the Sunset',
    place: PLACES.bunkers,
    when: { day: -6, on: 'sun', at: 'sunset', minutes: 120 },
    priceEur: 12,
    capacity: 14,
    languages: ['English', 'Spanish'],
    tags: ['outdoor', 'social'],
    reviews: [
      {
        rating: 5,
        comment:
          'The view from the Bunkers is famous for a reason, but going with Marta made it: blankets, cava and great stories about the anti-aircraft battery.',
      },
      { rating: 5, comment: 'Met three lovely people and watched the whole city light up. Do not miss it.' },
      {
        rating: 4,
        comment: 'Busy at the top as always, but Marta found us a quieter corner. Worth the climb.',
      },
      {
        rating: 3,
        comment:
          'Nice idea, but we were a big group for such a crowded spot and it was hard to hear the explanations.',
      },
    ],
  },
  {
    host: 'marta',
    title: 'Collserola Forest Hike: Vallvidrera to Sant Cugat',
    description:
      'A 12 km walk through the pine and oak forest of Collserola Natural Park, from the Vallvidrera funicular to Sant Cugat along quiet trails, with a stop at the Font de la Budellera spring. Moderate pace, about 300 m of climbing, back to the city by FGC train.',
    category: 'Get Outdoors',
    subtype: 'Go Hiking',
    place: PLACES.peuDelFunicular,
    when: { day: -13, on: 'sun', at: '09:00', minutes: 300 },
    priceEur: 10,
    capacity: 16,
    languages: ['English', 'Catalan'],
    level: 'Intermediate',
    tags: ['outdoor', 'pet-friendly'],
    gallery: 1,
    demoGuest: 'booked',
    reviews: [
      {
        rating: 5,
        comment:
          'Marta picked a route I would never have found on my own: pine forest, a spring with cold water and views all the way to the sea. Perfect pace for a mixed group.',
      },
      {
        rating: 5,
        comment:
          'Such a good way to spend a Sunday. Easy to get there by FGC and we finished with a beer in Sant Cugat.',
      },
      {
        rating: 4,
        comment:
          'Beautiful trail and a lovely group. A bit longer than I expected, so bring proper shoes and more water than you think.',
      },
      { rating: 5, comment: null },
      {
        rating: 4,
        comment: 'Great guide who knows every plant on the way. I would happily do the longer version.',
      },
    ],
  },
  {
    host: 'marta',
    title: 'Morning Flow in Parc de la Ciutadella',
    description:
      'One hour of yoga on the grass next to the Cascada fountain, under the palm trees. A balanced class of stretching, standing poses and a long relaxation, easy to follow for first-timers. Bring your own mat or borrow one of mine.',
    category: 'Get Outdoors',
    subtype: 'Do Yoga in the Park',
    place: PLACES.ciutadella,
    when: { day: 5, on: 'wed', at: '08:30', minutes: 60 },
    priceEur: 8,
    capacity: 25,
    languages: ['English', 'Spanish'],
    level: 'Beginner',
    tags: ['beginner-friendly', 'outdoor', 'pet-friendly'],
  },
  {
    host: 'marta',
    title: 'Core & Calm Mat Pilates in Gràcia',
    description:
      'A small-group mat Pilates class in a light-filled studio off Carrer de Verdi. We work on deep core strength, posture and breathing, with options to make every exercise easier or harder. Ideal after a day at a desk.',
    category: 'Be Active',
    subtype: 'Do Pilates',
    place: PLACES.gracia,
    when: { day: 9, on: 'thu', at: '19:00', minutes: 55 },
    priceEur: 14,
    capacity: 10,
    languages: ['English', 'Catalan'],
    level: 'Intermediate',
    tags: ['small group'],
  },
];
