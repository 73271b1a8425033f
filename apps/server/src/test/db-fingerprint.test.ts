import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '#src/db/schema.ts';
import { useTestApp } from './app.ts';
import { changedTables, fingerprinter } from './db-fingerprint.ts';
import { createUser } from './factories.ts';

// The fuzz test's "a 4xx answer changes nothing" is only as good as this: held to it on each database.
describe('the database fingerprint', () => {
  const ctx = useTestApp();

  it('names the tables whose rows were inserted, updated or deleted, and nothing after a read', async () => {
    const fingerprint = await fingerprinter(ctx.app);
    const start = await fingerprint();
    await ctx.app.db.select().from(profiles);
    const afterRead = await fingerprint();
    expect(changedTables(start, afterRead)).toEqual([]);

    const user = await createUser(ctx.app.db);
    const afterInsert = await fingerprint();
    expect(changedTables(afterRead, afterInsert)).toEqual(['profiles', 'users']);

    await ctx.app.db.update(profiles).set({ displayName: 'Renamed' }).where(eq(profiles.id, user.id));
    const afterUpdate = await fingerprint();
    expect(changedTables(afterInsert, afterUpdate)).toEqual(['profiles']);

    await ctx.app.db
      .transaction(async (tx) => {
        await tx.delete(profiles).where(eq(profiles.id, user.id));
        tx.rollback();
      })
      .catch(() => {});
    expect(changedTables(afterUpdate, await fingerprint())).toEqual([]);
  });
});
