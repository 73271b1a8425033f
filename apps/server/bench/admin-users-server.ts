/*
 * The admin users benchmark's server, in a process of its own so autocannon's work does not count as the
 * app's: the real app on the bench database. Started by admin-users.ts with the database's URL; answers its
 * address over IPC; stops on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';

const benchUrl = process.argv[2];
if (!benchUrl || !process.send) throw new Error('admin-users-server.ts is started by admin-users.ts');

const handle = await openDatabase({ kind: 'postgres', url: benchUrl });
const config = loadConfig({
  DATABASE_URL: benchUrl,
  LOG_LEVEL: process.env.BENCH_LOG ?? 'silent',
  RATE_LIMIT_ENABLED: 'false',
  APP_ENV: 'test',
  ROLE: 'web',
});
const app = await buildApp({ config, database: handle });
await app.listen({ port: 0, host: '127.0.0.1' });

process.once('SIGTERM', async () => {
  await app.close();
  await handle.close();
  process.exit(0);
});
process.send({
  appUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
  // better-auth wants a trusted Origin on a sign-in sent by fetch.
  origin: config.publicUrl,
});
