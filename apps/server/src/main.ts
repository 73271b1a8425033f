import { existsSync, realpathSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type DatabaseTarget, openDatabase } from './db/client.ts';
import { builtEmptyDatabase } from './db/empty-database.ts';
import { migrateDatabase } from './db/migrate.ts';
import { pendingMigrations, shippedMigrations } from './db/migration-status.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { LOG_SERIALIZERS } from './lib/log-redaction.ts';
import { handleShutdownSignals } from './shutdown.ts';

/** The Node.js major the project runs, builds and is tested on (package.json's engines, .nvmrc). */
const REQUIRED_NODE_MAJOR = 24;

async function main() {
  if (Number(process.versions.node.split('.')[0]) < REQUIRED_NODE_MAJOR) {
    console.error(
      `Sortim needs Node.js ${REQUIRED_NODE_MAJOR} or newer; this is ${process.version}. ` +
        `Start it with npm start (npm runs the project's own Node ${REQUIRED_NODE_MAJOR} from node_modules/.bin), ` +
        `or install Node.js ${REQUIRED_NODE_MAJOR} (docs/deploy.md).`,
    );
    process.exit(1);
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({
    level: config.logLevel,
    // The same redaction as the app's own lines, for what main logs itself (start-up, shutdown, the seed).
    serializers: LOG_SERIALIZERS,
    ...(config.logPretty
      ? {
          transport: {
            target: 'pino-pretty',
            // One line a message: the start-up reads as one line a step.
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  });
  // Which Node runs us: npm scripts run the project's own Node 24 (node_modules/.bin) over an older system one.
  logger.info({ node: process.version, role: config.role }, 'starting');
  // The web build this process serves, resolved once: apps/web/dist is a link a later build switches to
  // another folder (scripts/lib/builds.mjs), and the shell and the files read at start must stay one build.
  if (existsSync(config.webDistDir)) config = { ...config, webDistDir: realpathSync(config.webDistDir) };
  let target: DatabaseTarget = config.database;
  if (target.kind === 'pglite' && target.dataDir && !existsSync(target.dataDir)) {
    const readyMade = builtEmptyDatabase();
    logger.info(
      `installing the database (PGlite in ${target.dataDir}${readyMade ? ", from the build's empty one" : ''})`,
    );
    if (readyMade) target = { ...target, loadDataDir: readyMade };
  }
  const database = await openDatabase(target);
  logger.info({ backend: database.backend }, 'database open');
  // Migrations, demo data and the job queues' set-up, one process at a time (see startup-lock.ts).
  const app = await withStartupLock(database, async () => {
    const pending = await pendingMigrations(database.db, shippedMigrations());
    logger.info(pending.length > 0 ? `migrating (${pending.length} to apply)` : 'migrations up to date');
    await migrateDatabase(database);
    if (config.seedDemoData) {
      const seeded = await seedIfEmpty(database.db, logger);
      if (seeded) logger.info(seeded, 'demo data seeded');
    }
    return buildApp({ config, database }, logger);
  });
  handleShutdownSignals({
    app,
    database,
    logger,
    graceMs: config.shutdownGraceSeconds * 1000,
    exit: (code) => process.exit(code),
    signals: process,
  });

  if (config.role === 'worker') {
    // Jobs only: the plugins (and with them the workers) start on ready; nothing listens for HTTP.
    await app.ready();
    // The message is what process tests wait for (src/test/server-process.ts); the size rides beside it.
    logger.info({ residentMb: residentMegabytes() }, 'Sortim worker is running');
    return;
  }
  await app.listen({ host: config.host, port: config.port });
  logger.info(`listening at ${config.publicUrl}/home (${residentMegabytes()} MB resident)`);
}

/** This process's resident memory: PGlite, sharp and pino-pretty's thread all live inside it. */
function residentMegabytes(): number {
  return Math.round(process.memoryUsage.rss() / 1024 / 1024);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
