import { MapSettings } from '@sortim/contracts/map';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** How long browsers and proxies may keep the map settings: they change only with a restart's configuration. */
const SETTINGS_CACHE_SECONDS = 300;

/** The map's settings: which style the browser draws (MAP_STYLE_URL), never one hard-coded in the client. */
export const mapRoutes: FastifyPluginAsyncZod<{ styleUrl: string }> = async (app, options) => {
  const settings: MapSettings = { styleUrl: options.styleUrl };
  app.get(
    '/map/settings',
    {
      schema: { response: { 200: MapSettings } },
      config: { publicCacheSeconds: SETTINGS_CACHE_SECONDS },
    },
    async () => settings,
  );
};
