import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { type DatabaseHandle, openDatabase } from '#src/db/client.ts';
import { migrateDatabase } from '#src/db/migrate.ts';
import { users } from '#src/db/schema.ts';
import { seedIfEmpty } from '#src/db/seed/seed.ts';
import { installJobQueue, startJobQueue } from '#src/lib/job-queue.ts';
import { testConfig } from '#src/test/app.ts';
import { testServerUrl } from '#src/test/database-target.ts';
import { createUser } from '#src/test/factories.ts';

/*
 * docs/deploy.md's backup and restore, done for real: a database migrated and seeded as production would
 * be, owned by an ordinary role (not a superuser), dumped by scripts/backup-db.sh and restored by
 * scripts/restore-db.sh into an empty database, which must then hold the same rows in every schema
 * (the app's, drizzle's migration journal, pg-boss's) and serve the app without migrating again.
 */

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const backupScript = path.join(repoRoot, 'scripts', 'backup-db.sh');
const restoreScript = path.join(repoRoot, 'scripts', 'restore-db.sh');
const silent = pino({ level: 'silent' });

const KNOWN = { email: 'backup.known@example.test', name: `Zoë O'Brien "restored" ✓ $& </script>` };

type Run = { code: number; stdout: string; stderr: string };

/** --norc: bash reads ~/.bashrc when its stdin is a socket (as under sshd), which Node's pipes are. */
function bash(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile('bash', ['--norc', ...args], { env, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs one of the scripts as cron would: bash, the database in DATABASE_URL, nothing on a terminal. */
function runScript(
  script: string,
  args: string[],
  databaseUrl: string | null,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return bash([script, ...args], env);
}

/** The URL of `database` on the test server, connecting as `user`. */
function urlOf(serverUrl: string, user: string, database: string): string {
  const url = new URL(serverUrl);
  url.username = user;
  url.password = '';
  url.pathname = `/${database}`;
  return url.toString();
}

type Snapshot = { rows: Record<string, number>; sequences: Record<string, string> };

/** Every table's row count and every sequence's position, in every schema that is not PostgreSQL's own. */
async function snapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: relations } = await client.query<{ schema: string; name: string; kind: string }>(`
      SELECT n.nspname AS schema, c.relname AS name, c.relkind AS kind
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'S')
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      ORDER BY 1, 2`);
    const result: Snapshot = { rows: {}, sequences: {} };
    for (const { schema, name, kind } of relations) {
      const qualified = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
      if (kind === 'S') {
        const { rows } = await client.query<{ position: string }>(
          `SELECT last_value || ':' || is_called AS position FROM ${qualified}`,
        );
        result.sequences[`${schema}.${name}`] = rows[0]?.position ?? '';
      } else {
        const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${qualified}`);
        result.rows[`${schema}.${name}`] = Number(rows[0]?.count);
      }
    }
    return result;
  } finally {
    await client.end();
  }
}

async function knownUserNames(url: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const rows = await database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, KNOWN.email));
    return rows.map((row) => row.name);
  } finally {
    await database.close();
  }
}

async function setKnownName(url: string, name: string): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.db.update(users).set({ name }).where(eq(users.email, KNOWN.email));
  } finally {
    await database.close();
  }
}

describe('scripts/backup-db.sh and scripts/restore-db.sh on PostgreSQL', () => {
  const run = randomBytes(4).toString('hex');
  const role = `sortim_backup_${run}`;
  const names = { source: `sortim_backup_src_${run}`, restored: `sortim_backup_dst_${run}` };
  const ctx = {} as {
    serverUrl: string;
    admin: pg.Client;
    dir: string;
    dump: string;
    sourceUrl: string;
    restoredUrl: string;
    source: Snapshot;
  };

  beforeAll(async () => {
    const serverUrl = testServerUrl();
    if (!serverUrl) {
      throw new Error(
        'TEST_DATABASE_URL is unset: the backup and restore test needs a PostgreSQL server, e.g. ' +
          'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres',
      );
    }
    ctx.serverUrl = serverUrl;
    ctx.admin = new pg.Client({ connectionString: serverUrl });
    await ctx.admin.connect();
    // The app's own role as docs/deploy.md creates it: it owns its database and is nothing more.
    await ctx.admin.query(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
    for (const name of Object.values(names)) await ctx.admin.query(`CREATE DATABASE ${name} OWNER ${role}`);
    ctx.sourceUrl = urlOf(serverUrl, role, names.source);
    ctx.restoredUrl = urlOf(serverUrl, role, names.restored);
    ctx.dir = await mkdtemp(path.join(os.tmpdir(), 'sortim-backup-test-'));

    // What a running site holds: migrations, pg-boss's schema and a queued job, demo data, a row of ours.
    const source: DatabaseHandle = await openDatabase({ kind: 'postgres', url: ctx.sourceUrl });
    try {
      await migrateDatabase(source);
      await installJobQueue(source, silent);
      await seedIfEmpty(source.db, silent);
      await createUser(source.db, { email: KNOWN.email, name: KNOWN.name });
      const jobs = await startJobQueue(source, { runsWorkers: false, logger: silent });
      await jobs.send('email.sweep', {});
      await jobs.stop();
    } finally {
      await source.close();
    }
    ctx.source = await snapshot(ctx.sourceUrl);

    ctx.dump = path.join(ctx.dir, 'sortim.dump');
    const backup = await runScript(backupScript, [ctx.dump], ctx.sourceUrl);
    expect(backup, 'backup-db.sh').toMatchObject({ code: 0 });
    // The backup's time, for /metrics and its alert on a backup older than a day (the dump was made before it).
    const written = new pg.Client({ connectionString: ctx.sourceUrl });
    await written.connect();
    const { rows } = await written.query('select kind from operation_runs');
    await written.end();
    expect(rows, 'the backup recorded in operation_runs').toEqual([{ kind: 'backup' }]);
  });

  afterAll(async () => {
    if (ctx.admin) {
      for (const name of Object.values(names)) {
        await ctx.admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
      await ctx.admin.query(`DROP ROLE IF EXISTS ${role}`);
      await ctx.admin.end();
    }
    if (ctx.dir) await rm(ctx.dir, { recursive: true, force: true });
  });

  it('writes a dump only its owner can read', async () => {
    const file = await stat(ctx.dump);
    expect(file.mode & 0o777).toBe(0o600);
    expect(file.size).toBeGreaterThan(0);
  });

  it('restores every row of every schema into an empty database', async () => {
    const restore = await runScript(restoreScript, [ctx.dump], ctx.restoredUrl);
    expect(restore, 'restore-db.sh').toMatchObject({ code: 0 });

    const restored = await snapshot(ctx.restoredUrl);
    expect(Object.keys(ctx.source.rows)).toEqual(
      expect.arrayContaining([
        'drizzle.__drizzle_migrations',
        'pgboss.job',
        'public.users',
        'public.bookings',
      ]),
    );
    expect(ctx.source.rows['public.bookings']).toBeGreaterThan(0);
    expect(ctx.source.rows['pgboss.job']).toBeGreaterThan(0);
    expect(restored).toEqual(ctx.source);
    expect(await knownUserNames(ctx.restoredUrl)).toEqual([KNOWN.name]);
  });

  it('serves the app on the restored database without migrating again', async () => {
    const restored = await openDatabase({ kind: 'postgres', url: ctx.restoredUrl });
    try {
      await migrateDatabase(restored);
      expect((await snapshot(ctx.restoredUrl)).rows['drizzle.__drizzle_migrations']).toBe(
        ctx.source.rows['drizzle.__drizzle_migrations'],
      );
      const config = testConfig({ DATABASE_URL: ctx.restoredUrl, DATA_DIR: ctx.dir });
      const app = await buildApp({ config, database: restored });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        // A demo account's password hash came back with its row: the restored site signs people in.
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: config.publicUrl },
          payload: { email: 'admin@sortim.test', password: 'Admin1234' },
        });
        expect(signIn.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore into a database that is not empty, and --force replaces what the dump holds', async () => {
    const refused = await runScript(restoreScript, [ctx.dump], ctx.restoredUrl);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The target database is not empty');
    expect(await knownUserNames(ctx.restoredUrl)).toEqual([KNOWN.name]);

    await setKnownName(ctx.restoredUrl, 'changed after the backup');

    const forced = await runScript(restoreScript, ['--force', ctx.dump], ctx.restoredUrl);
    expect(forced, 'restore-db.sh --force').toMatchObject({ code: 0 });
    expect(await knownUserNames(ctx.restoredUrl)).toEqual([KNOWN.name]);
    expect((await snapshot(ctx.restoredUrl)).rows).toEqual(ctx.source.rows);
  });

  it('changes nothing when a restore fails part-way, or is given a file that is not a dump', async () => {
    // A pg_restore that dies after writing part of the archive (an unreadable block on a failing disk).
    const realPgRestore = (await bash(['-c', 'command -v pg_restore'], process.env)).stdout.trim();
    const fakeBin = path.join(ctx.dir, 'bin');
    await mkdir(fakeBin);
    await writeFile(
      path.join(fakeBin, 'pg_restore'),
      `#!/usr/bin/env bash\n[[ $1 == --list ]] && exec '${realPgRestore}' "$@"\n'${realPgRestore}' "$@" | head -n 400\nexit 1\n`,
      { mode: 0o755 },
    );
    await setKnownName(ctx.restoredUrl, 'changed before a failed restore');
    const before = await snapshot(ctx.restoredUrl);
    const failed = await runScript(restoreScript, ['--force', ctx.dump], ctx.restoredUrl, {
      PATH: `${fakeBin}:${process.env.PATH}`,
    });
    expect(failed.code).not.toBe(0);
    expect(await snapshot(ctx.restoredUrl)).toEqual(before);
    expect(await knownUserNames(ctx.restoredUrl)).toEqual(['changed before a failed restore']);

    const bogus = await runScript(restoreScript, ['--force', backupScript], ctx.restoredUrl);
    expect(bogus.code).toBe(1);
    expect(bogus.stderr).toContain('is not a pg_dump custom-format archive');
    expect(await snapshot(ctx.restoredUrl)).toEqual(before);

    const nowhere = path.join(ctx.dir, 'nowhere.dump');
    const unset = await runScript(backupScript, [nowhere], null);
    expect(unset.code).toBe(2);
    expect(unset.stderr).toContain('DATABASE_URL is not set');
    await expect(stat(nowhere)).rejects.toThrow();
  });

  it('moves a password in DATABASE_URL out of the command line into PGPASSWORD, decoded', async () => {
    const library = path.join(repoRoot, 'scripts', 'lib', 'database-url.sh');
    const shown = await bash(
      ['-c', `source '${library}' && database_url_from_env && printf '%s|%s' "$DB_URL" "$PGPASSWORD"`],
      {
        PATH: process.env.PATH,
        DATABASE_URL: 'postgres://sortim:p%40ss%2Fw%3Ard%25\\n@db.example:5432/sortim?sslmode=require',
      },
    );
    expect(shown).toEqual({
      code: 0,
      stdout: 'postgres://sortim@db.example:5432/sortim?sslmode=require|p@ss/w:rd%\\n',
      stderr: '',
    });
  });
});
