import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#src/db/client.ts';
import { migrateDatabase } from '#src/db/migrate.ts';
import { installJobQueue } from '#src/lib/job-queue.ts';
import { databaseUrl, templateDatabaseName, testServerUrl } from './database-target.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string | null;
    /** The template database on the PostgreSQL server (TEST_DATABASE_URL), or null on PGlite. */
    serverTemplateName: string | null;
  }
}

const silent = pino({ level: 'silent' });

/** Migrates one template database per run; every test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const serverUrl = testServerUrl();
  // Which Node and database ran the suite, in its output (CI's machine has an older system Node).
  console.log(`server tests on Node ${process.version}, ${serverUrl ? 'PostgreSQL' : 'PGlite'}`);
  if (serverUrl) {
    const name = templateDatabaseName(randomUUID().replaceAll('-', '').slice(0, 12));
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const template = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
    await migrateDatabase(template);
    await installJobQueue(template, silent);
    await template.close();
    project.provide('pgliteTemplatePath', null);
    project.provide('serverTemplateName', name);
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  const template = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateDatabase(template);
  await installJobQueue(template, silent);
  const dump = await template.pglite?.dumpDataDir('none');
  await template.close();
  if (!dump) throw new Error('PGlite template could not be dumped');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sortim-test-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('serverTemplateName', null);
  return () => rm(dir, { recursive: true, force: true });
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
