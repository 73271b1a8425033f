import type { DemoActivity } from '../demo-activity.ts';
import { PLACES } from '../demo-places.ts';

/* Núria: mountains (payouts in progress). */

export const NURIA_ACTIVITIES: readonly DemoActivity[] = [
  {
    host: 'nuria',
    title: 'Montserrat Day Hike: Sant Jeroni Summit',
    description:
      "Train and rack railway to the monastery, then a demanding hike to Sant Jeroni (1,236 m), Montserrat's highest point, among the saw-tooth rock towers. On a clear day you see the Pyrenees and Mallorca. Around 14 km and 700 m of climbing; good boots and fitness needed.",
    category: 'Get Outdoors',
    subtype: 'Go Hiking',
    place: PLACES.placaEspanya,
    area: 'Montserrat',
    when: { day: 9, on: 'sat', at: '08:00', minutes: 600 },
    cancellationPolicy: 'moderate',
    priceEur: 25,
    capacity: 14,
    languages: ['English', 'Catalan'],
    level: 'Advanced',
    tags: ['outdoor'],
    thirdParty: 4,
    gallery: 2,
  },
  {
    host: 'nuria',
    title: 'Tibidabo Ridge Hike from Vallvidrera',
    description:
      'A half-day loop on the ridge of Collserola from Vallvidrera to the Tibidabo summit and its temple, with views over the city on one side and the Vallès on the other. 10 km, moderate climbs, back in time for lunch.',
    category: 'Get Outdoors',
    subtype: 'Go Hiking',
    place: PLACES.vallvidrera,
    when: { day: 14, on: 'sun', at: '09:30', minutes: 240 },
    priceEur: 10,
    capacity: 16,
    languages: ['English', 'Spanish', 'Catalan'],
    level: 'Intermediate',
    tags: ['outdoor', 'pet-friendly'],
  },
  {
    host: 'nuria',
    title: 'Weekend Escape to Sitges: Coastal Path & Beach',
    description:
      'A day out of the city: train to Sitges, the coastal path past the Garraf coves, lunch of arròs a banda in the old town and a free afternoon on the beach or in the Cau Ferrat museum. Return tickets included.',
    category: 'Get Outdoors',
    subtype: 'Escape for the Weekend',
    place: PLACES.sants,
    area: 'Sitges',
    when: { day: 24, on: 'sun', at: '09:00', minutes: 480 },
    priceEur: 20,
    capacity: 16,
    languages: ['English', 'Spanish'],
    tags: ['outdoor', 'social'],
    art: 2,
    gallery: 1,
  },
];
