import type { DemoActivity } from '../demo-activity.ts';
import { PLACES } from '../demo-places.ts';

/* Jordi: kitchens and tapas. */

export const JORDI_ACTIVITIES: readonly DemoActivity[] = [
  {
    host: 'jordi',
    title: 'Paella Masterclass on a Poble-sec Rooftop',
    description:
      'Cook a proper Valencian-style paella over an open flame on my rooftop, with views of Montjuïc. We shop the ingredients together the day before (I do it for you), build the sofregit, toast the rice and learn when to stop stirring. Lunch is the paella you made, with a green salad, wine from Penedès and crema catalana.',
    category: 'Taste & Cook',
    subtype: 'Cook Together',
    place: PLACES.pobleSecTerrace,
    when: { day: 4, on: 'sat', at: '12:30', minutes: 210 },
    cancellationPolicy: 'strict',
    priceEur: 42,
    capacity: 12,
    languages: ['English', 'Spanish'],
    tags: ['small group', 'local favorite'],
    featured: true,
    gallery: 3,
    demoGuest: 'booked',
  },
  {
    host: 'jordi',
    title: 'Secret Supper Club in Gràcia',
    description:
      'Ten guests, one long table in my flat near Plaça del Sol, and a five-course seasonal Catalan menu: think calçots or wild mushrooms depending on the month, suquet of fish and a dessert from my grandmother. Natural wines included. Vegetarians welcome, tell me when you book.',
    category: 'Go Social',
    subtype: 'Join a Dinner',
    place: PLACES.graciaFlat,
    when: { day: 6, on: 'fri', at: '20:30', minutes: 180 },
    cancellationPolicy: 'strict',
    priceEur: 38,
    capacity: 10,
    languages: ['English', 'Spanish', 'Catalan'],
    tags: ['small group', 'social', 'local favorite'],
    thirdParty: 2,
    spotsLeft: 0,
    waitlist: 3,
    gallery: 1,
  },
  {
    host: 'jordi',
    title: 'Fideuà & Hand-made Allioli Workshop',
    prices: [{ kind: 'reduced', priceEur: 32 }],
    description:
      "Paella's cousin from the coast, made with toasted noodles and a rich fish stock. We make the stock, the fideuà and allioli by hand with a mortar, then eat together on the terrace.",
    category: 'Taste & Cook',
    subtype: 'Cook Together',
    place: PLACES.pobleSecTerrace,
    when: { day: -9, on: 'sat', at: '12:30', minutes: 210 },
    priceEur: 40,
    capacity: 12,
    languages: ['English', 'Spanish'],
    tags: ['small group'],
    reviews: [
      {
        rating: 5,
        comment:
          'Jordi is a natural teacher. I finally understand why the noodles are toasted first, and the allioli we made by hand was unreal.',
      },
      {
        rating: 5,
        comment:
          'Cooking on a terrace in Poble-sec with a glass of wine in hand. One of the best afternoons of my trip.',
      },
      {
        rating: 5,
        comment:
          'Generous portions, great music and a recipe card to take home. Already made it again for my flatmates.',
      },
      { rating: 4, comment: 'Loved it. The kitchen got a bit tight with twelve of us, but nobody minded.' },
      {
        rating: 2,
        comment:
          'The food was good, but we started forty minutes late and spent a long time waiting before cooking.',
      },
    ],
  },
  {
    host: 'jordi',
    title: 'El Born Tapas Crawl: Five Bars, Five Classics',
    description:
      'Five family-run bars around Santa Maria del Mar, one classic at each: bombas, patatas bravas, croquetes, anchovies from L’Escala and a vermouth to finish. Food and one drink per stop included.',
    category: 'Taste & Cook',
    subtype: 'Try a Tapas Tour',
    place: PLACES.santaMaria,
    when: { day: -3, on: 'thu', at: '19:30', minutes: 180 },
    priceEur: 39,
    capacity: 12,
    languages: ['English'],
    tags: ['social', 'local favorite'],
    demoGuest: 'reviewed',
    reviews: [
      {
        rating: 5,
        comment:
          'Five bars I had walked past a hundred times without going in. The bombas and the vermouth at the last stop were the highlight.',
      },
      {
        rating: 5,
        comment:
          'Jordi knows every bartender in El Born. A great mix of classics and places only locals go to.',
      },
      {
        rating: 4,
        comment:
          'Very tasty and fun. Portions were smaller than expected at two stops, so do not skip lunch.',
      },
      {
        rating: 5,
        comment: 'Best way to start a trip to Barcelona. I got a list of places for the rest of the week.',
      },
      { rating: 4, comment: null },
    ],
  },
  {
    host: 'jordi',
    title: 'Sant Antoni Market Morning & Cooking Brunch',
    privateGroups: { minimumEur: 280, maxGroup: 10 },
    prices: [
      {
        kind: 'custom',
        priceEur: 28,
        names: { en: 'Friends of the market', es: 'Amigos del mercado', ca: 'Amics del mercat' },
        codeOnly: true,
      },
    ],
    description:
      "Meet me under the iron roof of the Mercat de Sant Antoni to choose seasonal produce, taste jamón and cheese at the stalls I've bought from for years, then walk to my kitchen to cook a Catalan brunch: truita, escalivada and coca de recapte.",
    category: 'Taste & Cook',
    subtype: 'Visit a Food Market',
    place: PLACES.santAntoniMarket,
    when: { day: 15, on: 'sat', at: '10:00', minutes: 180 },
    priceEur: 35,
    capacity: 10,
    languages: ['English', 'Spanish'],
    level: 'Beginner',
    tags: ['small group', 'beginner-friendly'],
    gallery: 2,
  },
  {
    host: 'jordi',
    title: 'Pintxos Crawl on Carrer de Blai',
    description:
      'Carrer de Blai is one long pedestrian street of Basque-style pintxos bars. We hop between four of them, I explain what to order and what to skip, and you pay a fixed price that covers pintxos and two drinks.',
    category: 'Taste & Cook',
    subtype: 'Try a Tapas Tour',
    place: PLACES.carrerBlai,
    when: { day: 19, on: 'wed', at: '20:00', minutes: 150 },
    priceEur: 25,
    capacity: 16,
    languages: ['English', 'Spanish'],
    tags: ['social'],
  },
];
