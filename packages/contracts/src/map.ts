import { z } from 'zod';
import { ACTIVITY_STATES } from './activity-state.ts';

/*
 * The map: where activities happen. Points are WGS 84 degrees; the browser draws them with MapLibre GL JS
 * on the style the server is configured with (MAP_STYLE_URL), never one hard-coded in the client.
 */

/** `GET /api/map/settings`: the map style to draw (a MapLibre style JSON's address). Public, cacheable. */
export const MapSettings = z.object({ styleUrl: z.string() });
export type MapSettings = z.infer<typeof MapSettings>;

/** Where the map opens when there is nothing to fit: Barcelona, the whole city in view. */
export const BARCELONA_CENTER = { latitude: 41.3874, longitude: 2.1686 } as const;
export const BARCELONA_ZOOM = 12;

/** At most this many pins answer one map request (the densest area clusters them; the list pages on). */
export const MAP_PINS_MAX = 500;

/** One activity on the map: enough for its marker and the small card a tap opens. */
export const ActivityPin = z.object({
  id: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  title: z.string(),
  /** The "from" price, as on cards; `severalPrices`: "from €X". */
  priceCents: z.number().int(),
  severalPrices: z.boolean(),
  startTime: z.string(),
  thumbnailUrl: z.string().nullable(),
  state: z.enum(ACTIVITY_STATES),
  moreDates: z.number().int().min(0),
});
export type ActivityPin = z.infer<typeof ActivityPin>;

/**
 * `GET /api/activities/pins`: the explore list's query (every filter, and `bbox`) as pins, soonest first, at
 * most MAP_PINS_MAX; `capped` says more matched (the map then asks to zoom in or use the list).
 */
export const ActivityPins = z.object({ items: z.array(ActivityPin), capped: z.boolean() });
export type ActivityPins = z.infer<typeof ActivityPins>;
