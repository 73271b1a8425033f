import { HOSTING_MESSAGES } from '@sortim/contracts/hosting';
import type { Category, Subtype } from '@sortim/contracts/taxonomy';
import type { Database } from '#src/db/client.ts';
import { activities } from '#src/db/schema.ts';
import { addDays, barcelonaDay, barcelonaTime, HOUR } from '#src/lib/barcelona-time.ts';
import type { Caller } from '#src/lib/caller.ts';
import { activityImages } from '#src/lib/demo-images.ts';
import { Forbidden } from '#src/lib/errors.ts';
import { startingSpots } from '#src/modules/reservations/spots.ts';

/*
 * /seed's 'Seed Sample Activities': 8 published sample activities, priced 8 to 35 euros, over the next
 * two weeks at Barcelona times, for the signed-in host to try the host side with.
 */

type Sample = {
  title: string;
  category: Category;
  subtype: Subtype;
  euros: number;
  inDays: number;
  at: string;
  hours: number;
  place: [string, string];
  /** The meeting point's pin on the map. */
  point: { latitude: number; longitude: number };
};

const SAMPLES: readonly Sample[] = [
  {
    title: 'Morning run along the beach',
    category: 'Be Active',
    subtype: 'Run Together',
    euros: 8,
    inDays: 2,
    at: '08:00',
    hours: 1,
    place: ['Barceloneta beach', 'Passeig Marítim de la Barceloneta, 08003 Barcelona'],
    point: { latitude: 41.3785, longitude: 2.1925 },
  },
  {
    title: 'Sunset hike to the Bunkers',
    category: 'Get Outdoors',
    subtype: 'Go Hiking',
    euros: 10,
    inDays: 3,
    at: '18:00',
    hours: 2,
    place: ['Bunkers del Carmel', 'Carrer de Marià Labèrnia, 08032 Barcelona'],
    point: { latitude: 41.4192, longitude: 2.1618 },
  },
  {
    title: 'Board games night in Gràcia',
    category: 'Go Social',
    subtype: 'Play Board Games',
    euros: 12,
    inDays: 4,
    at: '19:30',
    hours: 3,
    place: ['Plaça de la Virreina', 'Plaça de la Virreina, 08024 Barcelona'],
    point: { latitude: 41.4044, longitude: 2.1596 },
  },
  {
    title: 'Beach volleyball for beginners',
    category: 'Be Active',
    subtype: 'Play Volleyball',
    euros: 15,
    inDays: 5,
    at: '11:00',
    hours: 2,
    place: ['Platja de la Nova Icària', 'Platja de la Nova Icària, 08005 Barcelona'],
    point: { latitude: 41.3904, longitude: 2.2012 },
  },
  {
    title: 'Gothic Quarter walking tour',
    category: 'Explore Culture',
    subtype: 'Take a City Tour',
    euros: 18,
    inDays: 6,
    at: '10:30',
    hours: 2,
    place: ['Plaça Nova', 'Plaça Nova, 08002 Barcelona'],
    point: { latitude: 41.3843, longitude: 2.1752 },
  },
  {
    title: 'Tapas crawl in El Born',
    category: 'Taste & Cook',
    subtype: 'Try a Tapas Tour',
    euros: 25,
    inDays: 8,
    at: '20:00',
    hours: 3,
    place: ['Passeig del Born', 'Passeig del Born, 08003 Barcelona'],
    point: { latitude: 41.3848, longitude: 2.183 },
  },
  {
    title: 'Catalan cooking class',
    category: 'Taste & Cook',
    subtype: 'Cook Together',
    euros: 30,
    inDays: 10,
    at: '18:30',
    hours: 3,
    place: ['Mercat de Santa Caterina', 'Avinguda de Francesc Cambó 16, 08003 Barcelona'],
    point: { latitude: 41.3861, longitude: 2.1786 },
  },
  {
    title: 'Wine tasting with local producers',
    category: 'Taste & Cook',
    subtype: 'Taste Wine',
    euros: 35,
    inDays: 12,
    at: '19:00',
    hours: 2,
    place: ['Carrer de Verdi', 'Carrer de Verdi 30, 08012 Barcelona'],
    point: { latitude: 41.4035, longitude: 2.1574 },
  },
];

const isHost = (caller: Caller) =>
  caller.roles.some((role) => role === 'host' || role === 'verified_host' || role === 'admin');

export async function seedSampleActivities(
  db: Database,
  caller: Caller,
  now = new Date(),
): Promise<string[]> {
  if (!isHost(caller)) throw new Forbidden(HOSTING_MESSAGES.mustBeHostToSeed);
  const today = barcelonaDay(now);
  const rows = await db
    .insert(activities)
    .values(
      SAMPLES.map((sample) => {
        const startTime = barcelonaTime(addDays(today, sample.inDays), sample.at);
        return {
          hostId: caller.id,
          title: sample.title,
          description: `${sample.title}: a sample activity to try hosting with. Edit it to make it yours, or delete it.`,
          category: sample.category,
          subtype: sample.subtype,
          priceCents: sample.euros * 100,
          ...startingSpots(10),
          startTime,
          endTime: new Date(startTime.getTime() + sample.hours * HOUR),
          locationName: sample.place[0],
          address: sample.place[1],
          ...sample.point,
          activityLanguages: ['English', 'Spanish'],
          tags: ['social', 'small group'],
          ...activityImages(sample.category, sample.subtype, 0),
        };
      }),
    )
    .returning({ id: activities.id });
  return rows.map((row) => row.id);
}
