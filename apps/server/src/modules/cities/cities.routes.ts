import { CityList } from '@sortim/contracts/cities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCities } from './cities.service.ts';

/** How long browsers and proxies may keep the list: a city is opened by a migration, not by a click. */
const CITIES_CACHE_SECONDS = 300;

/** The cities: the switcher's choices and each one's zone and map frame. Public, cacheable. */
export const cityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cities',
    {
      schema: { response: { 200: CityList } },
      config: { publicCacheSeconds: CITIES_CACHE_SECONDS },
    },
    async () => listCities(app.db),
  );
};
