import type { DemoActivity } from '../demo-activity.ts';
import { PLACES } from '../demo-places.ts';

/* Lucía: wine and drinks. */

export const LUCIA_ACTIVITIES: readonly DemoActivity[] = [
  {
    host: 'lucia',
    title: 'Natural Wines of Penedès in an El Born Cellar',
    description:
      'Six natural and low-intervention wines from small Penedès growers, poured in a vaulted cellar in El Born. We talk xarel·lo, ancestral method sparkling and skin contact without any snobbery, with a plate of Catalan cheeses and embotits.',
    category: 'Taste & Cook',
    subtype: 'Taste Wine',
    place: PLACES.argenteria,
    when: { day: 8, on: 'thu', at: '19:30', minutes: 120 },
    cancellationPolicy: 'moderate',
    priceEur: 32,
    capacity: 12,
    languages: ['English', 'Spanish', 'French'],
    tags: ['small group'],
    spotsLeft: 1,
    gallery: 1,
  },
  {
    host: 'lucia',
    title: "Vermouth Hour: Barcelona's Sunday Ritual",
    description:
      'Fer el vermut is how Barcelona does Sunday noon. We visit two classic bodegas on Carrer del Parlament, compare house vermouths and eat the perfect pairing: olives, chips with salsa Espinaler and conservas.',
    category: 'Go Social',
    subtype: 'Meet for Drinks',
    place: PLACES.parlament,
    when: { day: -5, on: 'sun', at: '12:30', minutes: 120 },
    priceEur: 18,
    capacity: 14,
    languages: ['English', 'Spanish'],
    tags: ['social', 'local favorite'],
    reviews: [
      {
        rating: 5,
        comment:
          'Lucía explained the difference between red, white and reserva vermouth like nobody else. The olives and conservas were excellent.',
      },
      { rating: 4, comment: 'Relaxed, sunny and very Barcelona. I would love a second round of this.' },
      { rating: 5, comment: 'Came alone, left with a WhatsApp group. Sunday vermut is now my ritual.' },
      { rating: 3, comment: 'Good vermouth, but the second bar was very loud and we could not really talk.' },
    ],
  },
  {
    host: 'lucia',
    title: 'Cocktail Lab in a Poblenou Warehouse',
    description:
      'Learn three classics and one Barcelona twist behind a real bar in a converted textile warehouse: a gin tonic the Spanish way, a negroni with local vermouth, a margarita and a cava-based spritz of your own design. All ingredients and tools provided.',
    category: 'Taste & Cook',
    subtype: 'Make Cocktails',
    place: PLACES.pujades,
    when: { day: 12, on: 'fri', at: '19:00', minutes: 150 },
    cancellationPolicy: 'moderate',
    priceEur: 35,
    capacity: 14,
    languages: ['English', 'Spanish'],
    tags: ['social'],
    gallery: 1,
    demoGuest: 'refunded',
  },
  {
    host: 'lucia',
    title: 'Gothic Quarter Pub Crawl',
    description:
      'Four bars in the narrow streets between Plaça Reial and the Cathedral, from a 19th-century absinthe bar to a hidden cocktail den. A welcome shot at each stop, a guide who keeps the group together and plenty of new friends.',
    category: 'Go Social',
    subtype: 'Go on a Pub Crawl',
    place: PLACES.placaReial,
    when: { day: 10, on: 'sat', at: '21:30', minutes: 210 },
    priceEur: 15,
    capacity: 30,
    languages: ['English', 'Spanish'],
    tags: ['social'],
  },
  {
    host: 'lucia',
    title: "Cava Country Day Trip to Sant Sadurní d'Anoia",
    description:
      'One hour by train from Sants to the capital of cava. We visit a family winery that still riddles its bottles by hand, walk the vineyards with the winemaker, and finish with a long lunch and tasting of four cavas. Train tickets, visit, tasting and lunch included.',
    category: 'Get Outdoors',
    subtype: 'Escape for the Weekend',
    place: PLACES.sants,
    area: "Sant Sadurní d'Anoia",
    when: { day: 16, on: 'sat', at: '09:15', minutes: 540 },
    cancellationPolicy: 'strict',
    priceEur: 45,
    capacity: 14,
    languages: ['English', 'Spanish'],
    tags: ['small group', 'outdoor'],
    featured: true,
    art: 4,
    gallery: 2,
  },
  {
    host: 'lucia',
    title: 'Sunset Drinks on a Via Laietana Rooftop',
    description:
      'Meet other curious people over a drink on a rooftop terrace above the Gothic Quarter, just as the sun sets behind Montjuïc. Your first drink is included; I make the introductions.',
    category: 'Go Social',
    subtype: 'Meet for Drinks',
    place: PLACES.viaLaietanaRooftop,
    when: { day: 22, on: 'fri', at: 'sunset', minutes: 120 },
    priceEur: 10,
    capacity: 20,
    languages: ['English'],
    tags: ['social'],
  },
];
