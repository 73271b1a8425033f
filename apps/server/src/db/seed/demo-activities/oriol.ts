import type { DemoActivity } from '../demo-activity.ts';
import { PLACES } from '../demo-places.ts';

/* Oriol: architecture and culture. */

export const ORIOL_ACTIVITIES: readonly DemoActivity[] = [
  {
    host: 'oriol',
    title: 'Modernisme Masterpieces: Passeig de Gràcia Walk',
    description:
      "Casa Batlló, Casa Amatller, Casa Lleó Morera and La Pedrera: the 'block of discord' and beyond, explained by an architect. We look at façades, ironwork and tiles up close and I show you the details most visitors miss. Exteriors only, so no queues.",
    category: 'Explore Culture',
    subtype: 'Discover Architecture',
    place: PLACES.casaBatllo,
    when: { day: 7, on: 'sun', at: '10:30', minutes: 150 },
    priceEur: 18,
    capacity: 20,
    languages: ['English', 'French', 'Catalan'],
    tags: ['local favorite'],
    featured: true,
    thirdParty: 3,
    gallery: 3,
  },
  {
    host: 'oriol',
    title: 'Hidden Gothic Quarter: Roman Walls to the Cathedral',
    earlyBird: { priceEur: 12, daysBefore: 2, seats: 6 },
    description:
      'Two thousand years in two hours: the Roman temple of Augustus hidden in a courtyard, medieval Jewish Call, Plaça Sant Felip Neri and the cloister of the Cathedral with its geese.',
    category: 'Explore Culture',
    subtype: 'Take a City Tour',
    place: PLACES.placaNova,
    when: { day: -12, on: 'sat', at: '11:00', minutes: 120 },
    priceEur: 15,
    capacity: 20,
    languages: ['English', 'French'],
    reviews: [
      {
        rating: 5,
        comment:
          'Oriol showed us Roman columns hidden inside a building a minute from the Cathedral. I have lived here two years and never knew.',
      },
      {
        rating: 5,
        comment: 'Excellent storytelling, and he adapted to the questions of the group. Two hours flew by.',
      },
      {
        rating: 5,
        comment: 'The best walking tour I have done in Europe. Small group, no microphones, no rushing.',
      },
      { rating: 4, comment: 'Fascinating content. A short coffee stop in the middle would make it perfect.' },
      {
        rating: 4,
        comment: 'Explained in English and French without making it slow for anyone. Très bien !',
      },
      { rating: 3, comment: 'Very knowledgeable guide, but more history than architecture for my taste.' },
    ],
  },
  {
    host: 'oriol',
    title: "Picasso's Barcelona and the Museu Picasso",
    description:
      'Walk the streets where the young Picasso lived and painted, from La Llotja art school to Els Quatre Gats, then visit the Museu Picasso on Carrer de Montcada with its unique collection of early works and the Meninas series. Museum ticket included.',
    category: 'Explore Culture',
    subtype: 'Visit a Museum',
    place: PLACES.museuPicasso,
    when: { day: 11, on: 'thu', at: '16:30', minutes: 150 },
    priceEur: 25,
    capacity: 12,
    languages: ['English', 'Spanish'],
    tags: ['small group'],
    gallery: 1,
  },
  {
    host: 'oriol',
    title: 'Street Art Walk in Poblenou',
    description:
      "Poblenou's old factories and walls are an open-air gallery. We walk from the Rambla del Poblenou to the Palo Alto area looking at murals by local and international artists, and talk about how the neighbourhood went from Catalonia's Manchester to the 22@ district.",
    category: 'Explore Culture',
    subtype: 'Walk an Art Route',
    place: PLACES.ramblaPoblenou,
    when: { day: 14, on: 'sat', at: '11:00', minutes: 120 },
    priceEur: 12,
    capacity: 18,
    languages: ['English', 'Catalan'],
    tags: ['outdoor', 'pet-friendly'],
    gallery: 2,
  },
  {
    host: 'oriol',
    title: 'Sunday Sardanes in Front of the Cathedral',
    description:
      'Every Sunday, Barcelonans join hands in a circle to dance the sardana to a live cobla band. I explain the steps, the counting and the history, and then we join in. Free, but booking helps me plan the group.',
    category: 'Explore Culture',
    subtype: 'Join a Festival',
    place: PLACES.plaDeLaSeu,
    when: { day: 21, on: 'sun', at: '11:30', minutes: 90 },
    priceEur: 0,
    capacity: 30,
    languages: ['English', 'Catalan', 'Spanish'],
    tags: ['beginner-friendly', 'social', 'local favorite'],
  },
  {
    host: 'oriol',
    title: 'Gràcia Village & the Edges of Park Güell',
    prices: [
      { kind: 'child', priceEur: 8, ages: [4, 12], needsAdult: true },
      { kind: 'infant', priceEur: 0, ages: [0, 3], takesSeat: false, needsAdult: true },
    ],
    description:
      "Gràcia was a separate town until 1897 and still feels like one. We walk its squares and Gaudí's first house, Casa Vicens, then climb to the free viewpoints around Park Güell for a view across the city to the sea.",
    category: 'Explore Culture',
    subtype: 'Take a City Tour',
    place: PLACES.lesseps,
    when: { day: 28, on: 'sun', at: '10:00', minutes: 150 },
    priceEur: 15,
    capacity: 20,
    languages: ['English', 'Spanish'],
    tags: ['outdoor'],
  },
  {
    host: 'oriol',
    title: 'After Hours at Sant Pau Recinte Modernista',
    description:
      'A draft for an evening visit to the hospital pavilions of Domènech i Montaner, lit after closing time. Waiting for the confirmation of the date from the venue.',
    category: 'Explore Culture',
    subtype: 'Discover Architecture',
    place: PLACES.santPau,
    when: { day: 40, on: 'thu', at: '19:00', minutes: 120 },
    priceEur: 28,
    capacity: 15,
    languages: ['English', 'Catalan'],
    draft: true,
  },
];
