import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { meRoutes } from './modules/profiles/me.routes.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { webPlugin } from './plugins/web.ts';

export type AppDeps = { config: Config; database: DatabaseHandle };

/** Builds the whole HTTP app on an open, migrated database. Tests call it with app.inject(); main listens. */
/** Without a logger (tests) the app logs nothing. */
export async function buildApp({ config, database }: AppDeps, logger?: FastifyBaseLogger) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: config.env === 'production',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(databasePlugin, { handle: database });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(meRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webDistDir: config.webDistDir, uploadsDir: config.uploadsDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
