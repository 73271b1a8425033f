import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#src/db/client.ts';
import { databaseUrl, testServerUrl } from './database-target.ts';

export type TestDatabase = DatabaseHandle;

/** A fresh, migrated, isolated database for one test file (close it in afterAll). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  if (serverUrl) return createServerDatabase(serverUrl);

  const templatePath = inject('pgliteTemplatePath');
  if (!templatePath) throw new Error('The PGlite template was not prepared by the global setup');
  const template = new Blob([await readFile(templatePath)]);
  return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: template });
}

async function createServerDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `sortim_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = inject('serverTemplateName');
  if (!template) throw new Error('The PostgreSQL template was not prepared by the global setup');
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();

  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
