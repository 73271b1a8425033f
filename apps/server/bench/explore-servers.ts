/*
 * The explore benchmark's servers, in a process of their own: the real app and the ceiling (a bare
 * Fastify route running the hand-written SQL of explore-mixes.ts). In production the load comes from
 * elsewhere; here autocannon would otherwise share their event loop and its work would count as theirs.
 * Started by explore.ts with the bench database's URL; answers its ports over IPC; stops on SIGTERM.
 * The app runs twice: as configured by default, and without its reply cache. With `app-only` after the URL
 * (explore-cpu.ts), only the app without the cache.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIST_TOTAL_CAP } from '@sortim/contracts/activities';
import { TILE_PINS_MAX } from '@sortim/contracts/map-tiles';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';
import { ceilingSql } from './explore-mixes.ts';

/** How long the app trusts a capped count (decision 40); the ceiling does the same. */
const CAPPED_TOTAL_TTL_MS = 60_000;

const benchUrl = process.argv[2];
if (!benchUrl || !process.send) throw new Error('explore-servers.ts is started by explore.ts');

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** The real app; `cacheMs` '0' turns off its reply cache (decision 51), unset leaves the default. */
async function startApp(url: string, cacheMs?: string) {
  const handle = await openDatabase({ kind: 'postgres', url });
  const config = loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: process.env.BENCH_LOG ?? 'silent',
    RATE_LIMIT_ENABLED: 'false',
    APP_ENV: 'test',
    ROLE: 'web',
    ...(cacheMs !== undefined && { GUEST_LIST_CACHE_MS: cacheMs }),
  });
  const app = await buildApp({ config, database: handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    await handle.close();
  };
  return { url: urlOf(app.server), close };
}

/**
 * The bare route: one pool, hand-written SQL, no validation, no serialization schema. It counts when the
 * app does (first pages with more pages after them; a capped count trusted for a minute), so both ask the
 * database for the same work.
 */
async function startCeiling(url: string) {
  // Without JIT, as the app's own connections (db/client.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  const cappedUntil = new Map<string, number>();
  const app = Fastify();
  app.get('/ceiling', async (request) => {
    const { page, count, search } = ceilingSql(request.query as Record<string, string>, LIST_TOTAL_CAP);
    const { rows } = await pool.query(page.text, page.values);
    const more = rows.length > 24;
    // As the app: a first page holding every match is its own count; a capped count is trusted a minute.
    const trusted = count !== null && more && (cappedUntil.get(search) ?? 0) > Date.now();
    let n: number | null = null;
    if (count && !more) n = rows.length;
    else if (count && !trusted) n = (await pool.query(count.text, count.values)).rows[0].n as number;
    if (n !== null && n > LIST_TOTAL_CAP) cappedUntil.set(search, Date.now() + CAPPED_TOTAL_TTL_MS);
    const capped = trusted || (n !== null && n > LIST_TOTAL_CAP);
    const total = count === null ? null : capped ? LIST_TOTAL_CAP : n;
    return { items: rows.slice(0, 24), total, totalCapped: capped };
  });
  app.get('/ceiling/pins/:z/:x/:y', async (request) => {
    const { z, x, y } = request.params as Record<string, string>;
    const tile = { z: Number(z), x: Number(x), y: Number(y) };
    const { page } = ceilingSql(request.query as Record<string, string>, TILE_PINS_MAX, tile);
    const { rows } = await pool.query(page.text, page.values);
    return { items: rows.slice(0, TILE_PINS_MAX), capped: rows.length > TILE_PINS_MAX };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    await pool.end();
  };
  return { url: urlOf(app.server), close };
}

// explore-cpu.ts measures the app's own work per request, so without its reply cache; it asks for this
// process's CPU time and says when to stop.
if (process.argv[3] === 'app-only') {
  const app = await startApp(benchUrl, '0');
  process.on('message', async (message) => {
    if (message === 'cpu') process.send?.(process.cpuUsage());
    if (message === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
  process.send({ appUrl: app.url });
} else {
  const app = await startApp(benchUrl);
  const uncached = await startApp(benchUrl, '0');
  const ceiling = await startCeiling(benchUrl);
  process.once('SIGTERM', async () => {
    await Promise.all([app.close(), uncached.close(), ceiling.close()]);
    process.exit(0);
  });
  process.send({ appUrl: app.url, uncachedUrl: uncached.url, ceilingUrl: ceiling.url });
}
