import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationsUpTo } from '#src/test/migrations-up-to.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { migrationsFolder } from './migrate.ts';

/*
 * Migration 0010 gives the audit log its sequence. The rows already there are numbered in the order they
 * were read as latest until then (created_at, then id), not in the order they happen to be stored, and the
 * next record comes after all of them.
 */
describe('migration 0010_audit-log-sequence', () => {
  let before: string;
  let database: DatabaseHandle;
  const migrateWith = (folder: string) => applyMigrations(database, folder);

  beforeAll(async () => {
    // The migrations up to 0009, as a database deployed before this one has them.
    before = await migrationsUpTo(9);
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(async () => {
    await database?.close();
    await rm(before, { recursive: true, force: true });
  });

  it('numbers the existing records by created_at then id, and the next one after them', async () => {
    await migrateWith(before);
    // Stored in an order that is neither time nor id.
    const rows = [
      ['00000000-0000-4000-8000-000000000003', '2026-11-03T10:00:00Z'],
      ['00000000-0000-4000-8000-000000000001', '2026-11-01T10:00:00Z'],
      ['00000000-0000-4000-8000-000000000009', '2026-11-02T10:00:00Z'],
      ['00000000-0000-4000-8000-000000000002', '2026-11-02T10:00:00Z'],
    ];
    for (const [id, at] of rows) {
      await database.db.execute(sql`insert into audit_log (id, action, target_type, target_id, created_at)
        values (${id}, 'roles.set', 'user', 'someone', ${at})`);
    }

    await migrateWith(migrationsFolder);

    const numbered = (await database.db.execute(sql`select id, seq::text from audit_log order by seq`)) as {
      rows: { id: string; seq: string }[];
    };
    expect(numbered.rows).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', seq: '1' },
      { id: '00000000-0000-4000-8000-000000000002', seq: '2' },
      { id: '00000000-0000-4000-8000-000000000009', seq: '3' },
      { id: '00000000-0000-4000-8000-000000000003', seq: '4' },
    ]);
    const next = (await database.db.execute(sql`insert into audit_log
      (action, target_type, target_id) values ('admin.revoke', 'user', 'someone') returning seq::text`)) as {
      rows: { seq: string }[];
    };
    expect(next.rows).toEqual([{ seq: '5' }]);
  });
});
