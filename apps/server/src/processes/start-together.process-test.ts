import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { Deployment, request, type ServerProcess, signUpGuest, sleep } from '#src/test/server-process.ts';

/*
 * Issue 13, item 8: a deployment's units (web processes and workers) start together after a release, on
 * a database that may not have the release's migrations yet, or on an empty one at the first deploy.
 * Each process migrates at start; they must not trip over each other doing it.
 */

/**
 * Makes the start-up race happen every time rather than by luck of timing: the migrator's journal table
 * is created and locked, so each process stops at its first look at it (or at whatever lock it takes
 * before); once all `count` wait, they are let go at the same instant.
 */
function gateMigrations(count: number) {
  let gate: Promise<void> = Promise.resolve();
  const prepare = async (databaseUrl: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('CREATE SCHEMA drizzle');
    await client.query(
      'CREATE TABLE drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
    );
    await client.query('BEGIN');
    await client.query('LOCK TABLE drizzle.__drizzle_migrations IN ACCESS EXCLUSIVE MODE');
    gate = (async () => {
      try {
        const deadline = Date.now() + 120_000;
        for (;;) {
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::int as n from pg_locks
             where not granted and database = (select oid from pg_database where datname = current_database())`,
          );
          if ((rows[0]?.n ?? 0) >= count) break;
          if (Date.now() > deadline) throw new Error(`fewer than ${count} processes reached the migrations`);
          await sleep(100);
        }
      } finally {
        await client.query('COMMIT');
        await client.end();
      }
    })();
    // Its outcome is awaited by the test once the processes are up (or have failed to come up).
    gate.catch(() => {});
  };
  return { prepare, released: () => gate };
}

describe('processes started together on an empty database', () => {
  let deployment: Deployment | null = null;
  afterAll(async () => {
    await deployment?.close();
  }, 60_000);

  it('all come up: one migrates, the others wait for it and find nothing left to do', async () => {
    const gate = gateMigrations(3);
    deployment = await Deployment.create({
      web: 2,
      workers: 1,
      startTogether: true,
      beforeStart: gate.prepare,
    });
    await gate.released();
    const [web1, web2] = deployment.web as [ServerProcess, ServerProcess];
    for (const server of deployment.processes) expect(server.running, server.tail()).toBe(true);

    // The schema is whole: a sign-up on one process is a session on the other.
    const guest = await signUpGuest(web1);
    const me = await request(web2.url ?? '', '/api/me', { headers: { cookie: guest.cookie } });
    expect(me.json()).toMatchObject({ user: { id: guest.id } });
  }, 300_000);
});
