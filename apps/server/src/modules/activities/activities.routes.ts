import {
  ActivityDetail,
  ActivityListQuery,
  FeaturedActivities,
  SimilarActivities,
} from '@sortim/contracts/activities';
import { MapTileParams, TILE_CACHE_SECONDS } from '@sortim/contracts/map-tiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityDetail,
  activityPins,
  featuredActivities,
  listActivities,
  similarTo,
  tileKey,
  tilePins,
} from './activities.service.ts';
import { guestListReplies, keptReplies } from './guest-list-replies.ts';

/** The page size the pins' replies are kept under (they are not paged). */
const PINS_KEY_LIMIT = 0;

/**
 * The guest side's activities: the explore list and its map's pins, the landing page's featured ones, one
 * activity's page and the activities like it.
 * `listCacheMs`: how long one search's list (or pins) reply is served again (guest-list-replies.ts).
 */
export const activityRoutes: FastifyPluginAsyncZod<{ listCacheMs: number }> = async (app, options) => {
  // The list replies with JSON.stringify of what the service returns, without zod encoding it again:
  // every card is built field by field from typed rows (toCard) and every enum comes from the contracts'
  // own lists, so the shape is ActivityList's by its types, and a test parses a reply with every filter
  // against it. On the busiest route the second check cost about a tenth of the CPU (decision 50), and a
  // kept reply is sent as the string it already is.
  const listReplies = guestListReplies(options.listCacheMs, async (query, fresh) =>
    JSON.stringify(await app.replicaReads.run(fresh, (db) => listActivities(db, query))),
  );
  app.get('/activities', { schema: { querystring: ActivityListQuery } }, async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await listReplies(request.query, app.readsOwnWrites(request))),
  );

  // The map's pins, kept like the list's replies (the same search from many guests at once). Paging means
  // nothing to them: one key per search, whatever cursor or page size a request carries.
  const pinReplies = guestListReplies(options.listCacheMs, async (query, fresh) =>
    JSON.stringify(await app.replicaReads.run(fresh, (db) => activityPins(db, query))),
  );
  app.get('/activities/pins', { schema: { querystring: ActivityListQuery } }, async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(
        await pinReplies(
          { ...request.query, cursor: undefined, limit: PINS_KEY_LIMIT },
          app.readsOwnWrites(request),
        ),
      ),
  );

  // One map tile's pins (decision 190): what a view of the map is made of, the same for everyone who looks
  // at those streets with those filters, so kept like the list's replies and cacheable by browsers and
  // shared caches for a few seconds. A box in the query means nothing here: the tile is the area.
  const tileReplies = keptReplies(options.listCacheMs, tileKey, async (filters, fresh) =>
    JSON.stringify(await app.replicaReads.run(fresh, (db) => tilePins(db, filters))),
  );
  app.get(
    '/activities/pins/:z/:x/:y',
    {
      schema: { params: MapTileParams, querystring: ActivityListQuery },
      config: { publicCacheSeconds: TILE_CACHE_SECONDS },
    },
    async (request, reply) => {
      const { bbox: _bbox, cursor: _cursor, limit: _limit, ...filters } = request.query;
      return reply
        .type('application/json; charset=utf-8')
        .send(await tileReplies({ ...filters, tile: request.params }, app.readsOwnWrites(request)));
    },
  );

  app.get('/activities/featured', { schema: { response: { 200: FeaturedActivities } } }, async (request) =>
    app.readDb(request, (db) => featuredActivities(db)),
  );

  app.get(
    '/activities/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: ActivityDetail } } },
    async (request) => {
      const caller = await request.caller();
      return app.readDb(request, (db) => activityDetail(db, caller, request.params.id));
    },
  );

  // The same for everyone, so shared caches may keep it a minute (a card's spots may lag as the list's do).
  app.get(
    '/activities/:id/similar',
    {
      schema: { params: z.object({ id: z.string() }), response: { 200: SimilarActivities } },
      config: { publicCacheSeconds: 60 },
    },
    async (request) => app.readDb(request, (db) => similarTo(db, request.params.id)),
  );
};
