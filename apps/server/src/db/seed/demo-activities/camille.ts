import type { DemoActivity } from '../demo-activity.ts';
import { PLACES } from '../demo-places.ts';

/* Camille: languages and games. */

export const CAMILLE_ACTIVITIES: readonly DemoActivity[] = [
  {
    host: 'camille',
    title: 'Language Exchange on Plaça de la Virreina',
    description: 'Spanish, English and French tables on a Gràcia terrace; we switch every twenty minutes.',
    category: 'Go Social',
    subtype: 'Do Language Exchange',
    place: PLACES.virreina,
    when: { day: -6, on: 'tue', at: '19:30', minutes: 120 },
    priceEur: 0,
    capacity: 20,
    languages: ['Spanish', 'English', 'French'],
    tags: ['social', 'beginner-friendly'],
    reviews: [
      {
        rating: 5,
        comment:
          'Camille rotates the tables every twenty minutes so you talk to everyone. I practised Spanish for two hours without noticing.',
      },
      {
        rating: 4,
        comment: 'Relaxed and welcoming. A few more Spanish speakers would balance the group better.',
      },
      {
        rating: 5,
        comment: 'My favourite weekly plan in Gràcia. Came for the language, stayed for the people.',
      },
      { rating: 4, comment: 'Good fun and very good patatas bravas.' },
    ],
  },
  {
    host: 'camille',
    title: 'Language Exchange: Spanish, English & French',
    description:
      'Our weekly intercambio on the terraces of Plaça de la Virreina. Tables by language, a new partner every twenty minutes and name stickers with the languages you speak and want to practise. Total beginners very welcome; you only pay for your own drink.',
    category: 'Go Social',
    subtype: 'Do Language Exchange',
    place: PLACES.virreina,
    when: { day: 2, on: 'tue', at: '19:30', minutes: 120 },
    priceEur: 0,
    capacity: 30,
    languages: ['Spanish', 'English', 'French'],
    tags: ['social', 'beginner-friendly'],
    demoGuest: 'booked',
  },
  {
    host: 'camille',
    title: 'Board Game Night in the Eixample',
    description:
      'Cooperative and party games in a cosy board-game café: Dixit, Codenames, Azul and whatever the group fancies. I teach the rules, you bring the competitive spirit.',
    category: 'Go Social',
    subtype: 'Play Board Games',
    place: PLACES.eixampleGameCafe,
    when: { day: -20, on: 'wed', at: '19:30', minutes: 150 },
    priceEur: 6,
    capacity: 16,
    languages: ['English', 'French'],
    tags: ['social', 'beginner-friendly'],
    reviews: [
      { rating: 5, comment: 'Camille taught us three new games in one evening and kept everyone laughing.' },
      { rating: 4, comment: 'Great selection of games and a cosy venue. Bring snacks!' },
      { rating: 5, comment: 'As a newcomer this was exactly what I needed. Going again next month.' },
    ],
  },
  {
    host: 'camille',
    title: 'Board Game Night in the Eixample',
    description:
      'Back at the board-game café on Consell de Cent for another evening of Dixit, Codenames, Azul and a new party game every month. The fee covers the game library; food and drinks at café prices.',
    category: 'Go Social',
    subtype: 'Play Board Games',
    place: PLACES.eixampleGameCafe,
    when: { day: 8, on: 'wed', at: '19:30', minutes: 150 },
    priceEur: 6,
    capacity: 16,
    languages: ['English', 'French'],
    tags: ['social', 'beginner-friendly'],
  },
  {
    host: 'camille',
    title: 'Speed Friending for New Barcelonans',
    description:
      'New in town? Twelve short conversations, a few playful questions on cards and a drink afterwards with the people you clicked with. Like speed dating, but for friends: no pressure, no romance required.',
    category: 'Go Social',
    subtype: 'Try Speed Friending',
    place: PLACES.princesa,
    when: { day: 11, on: 'thu', at: '19:00', minutes: 120 },
    priceEur: 10,
    capacity: 24,
    languages: ['English'],
    tags: ['social', 'beginner-friendly'],
    gallery: 1,
  },
  {
    host: 'camille',
    title: 'French Crêpes Meet Catalan Coca',
    description:
      'Draft: a cooking swap where we make Breton crêpes and a Catalan coca de llardons side by side. Venue still to confirm.',
    category: 'Taste & Cook',
    subtype: 'Cook Together',
    place: PLACES.pobleSecTerrace,
    when: { day: 45, on: 'sat', at: '17:00', minutes: 150 },
    priceEur: 20,
    capacity: 10,
    languages: ['French', 'English'],
    draft: true,
  },
];
