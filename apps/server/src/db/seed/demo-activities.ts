import type { CancellationPolicy } from '@sortim/contracts/cancellation-policies';
import type { Category, Level, SUGGESTED_TAGS, TAXONOMY } from '@sortim/contracts/taxonomy';
import type { Weekday } from '#src/lib/barcelona-time.ts';
import type { HostKey } from './demo-people.ts';
import { PLACES, type Place } from './demo-places.ts';

/*
 * The demo catalogue: about fifty activities by eight hosts, covering every category and subtype.
 * Dates are relative to the day of seeding; bookings, reviews and waitlists are derived from the fields
 * below by activity-rows.ts and booking-rows.ts.
 */

export type Schedule = {
  /** Days from today; a positive offset moves forward to `on`, a negative one back to it. */
  day: number;
  on?: Weekday;
  /** Barcelona wall-clock 'HH:MM', or 'sunset' to meet 45 minutes before the sun goes down. */
  at: string;
  minutes: number;
};

export type DemoReview = { rating: number; comment: string | null };

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
  /** The host's cancellation policy; Flexible (the default) when absent. */
  cancellationPolicy?: CancellationPolicy;
  /** What the demo guest account did here. */
  demoGuest?: 'booked' | 'refunded' | 'reviewed';
  /** Past activities: what attendees wrote, in the order they booked. */
  reviews?: readonly DemoReview[];
};

export const ACTIVITIES: readonly DemoActivity[] = [
  // ------------------------------------------------------------------ Marta: yoga and trails
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

  // ------------------------------------------------------------------ Jordi: kitchens and tapas
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

  // ------------------------------------------------------------------ Lucía: wine and drinks
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

  // ------------------------------------------------------------------ Oriol: architecture and culture
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

  // ------------------------------------------------------------------ Amara: beach sports
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

  // ------------------------------------------------------------------ Camille: languages and games
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

  // ------------------------------------------------------------------ Núria: mountains (payouts in progress)
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

  // ------------------------------------------------------------------ Leo: new host, no payouts yet
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
