import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, insertActivity, insertPerson, migrationsUpTo } from '#src/test/migrations-up-to.ts';
import { type Database, type DatabaseHandle, openDatabase } from './client.ts';
import { migrationsFolder } from './migrate.ts';

/*
 * Migration 0023 gives reviews the host's reply: reviews written before it have none; a review has one
 * reply at most, of 1 to 1000 characters, gone with its review (and so with its activity); and the audit log, keeping its
 * earlier records, also takes an admin's removal of a reply, on a review.
 */

/** A review of the activity by `userId`, written with the columns reviews have had since the first migration. */
async function insertReview(db: Database, activityId: string, userId: string): Promise<string> {
  const { rows } = (await db.execute(sql`
    insert into reviews (activity_id, user_id, rating, comment)
    values (${activityId}, ${userId}, 5, 'Lovely morning by the sea.') returning id`)) as {
    rows: { id: string }[];
  };
  const [row] = rows;
  if (!row) throw new Error('review not created');
  return row.id;
}

const count = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as { rows: { n: number }[] }).rows[0]?.n;

describe('migration 0023_review-replies', () => {
  let before: string;
  let database: DatabaseHandle;
  let reviewId: string;
  let hostId: string;

  beforeAll(async () => {
    before = await migrationsUpTo(22);
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(async () => {
    await database?.close();
    await rm(before, { recursive: true, force: true });
  });

  it('leaves earlier reviews without a reply and earlier audit records in place', async () => {
    await applyMigrations(database, before);
    const { db } = database;
    const host = await insertPerson(db, 'Hana');
    const guest = await insertPerson(db, 'Ana');
    hostId = host.id;
    const activityId = await insertActivity(db, { hostId, start: new Date(Date.now() - 3 * 86_400_000) });
    reviewId = await insertReview(db, activityId, guest.id);
    await db.execute(sql`insert into audit_log (action, target_type, target_id)
      values ('activity.message-guests', 'activity', ${activityId})`);

    await applyMigrations(database, migrationsFolder);

    expect(await count(db, sql`select count(*)::int as n from review_replies`)).toBe(0);
    expect(await count(db, sql`select count(*)::int as n from reviews where id = ${reviewId}`)).toBe(1);
    expect(
      await count(db, sql`select count(*)::int as n from audit_log where action = 'activity.message-guests'`),
    ).toBe(1);
  });

  it('holds one reply per review, of 1 to 1000 characters, stamped when written', async () => {
    const { db } = database;
    const reply = (body: string) =>
      db.execute(
        sql`insert into review_replies (review_id, host_id, body) values (${reviewId}, ${hostId}, ${body})`,
      );

    await expect(reply('')).rejects.toThrow();
    await expect(reply('x'.repeat(1001))).rejects.toThrow();
    await reply('x'.repeat(1000));
    await expect(reply('Thank you, Ana!')).rejects.toThrow();

    const { rows } = (await db.execute(
      sql`select char_length(body) as length, created_at = updated_at as same, created_at is not null as stamped
          from review_replies where review_id = ${reviewId}`,
    )) as { rows: { length: number; same: boolean; stamped: boolean }[] };
    expect(rows).toEqual([{ length: 1000, same: true, stamped: true }]);
  });

  it("records an admin's removal of a reply on a review, and still refuses unknown actions and targets", async () => {
    const { db } = database;
    const audit = (action: string, targetType: string) =>
      db.execute(sql`insert into audit_log (action, target_type, target_id, subject_user_id, before)
        values (${action}, ${targetType}, ${reviewId}, ${hostId}, ${JSON.stringify({ body: 'Thanks' })}::jsonb)`);

    await audit('review.reply-remove', 'review');
    await expect(audit('review.delete', 'review')).rejects.toThrow();
    await expect(audit('review.reply-remove', 'reply')).rejects.toThrow();
    expect(await count(db, sql`select count(*)::int as n from audit_log where target_type = 'review'`)).toBe(
      1,
    );
  });

  it('lets a reply go with its review, and with its activity', async () => {
    const { db } = database;
    const guest = await insertPerson(db, 'Pau');
    const activityId = await insertActivity(db, { hostId, start: new Date(Date.now() - 86_400_000) });
    const other = await insertReview(db, activityId, guest.id);
    await db.execute(
      sql`insert into review_replies (review_id, host_id, body) values (${other}, ${hostId}, 'Thanks, Pau!')`,
    );

    await db.execute(sql`delete from reviews where id = ${reviewId}`);
    expect(await count(db, sql`select count(*)::int as n from review_replies`)).toBe(1);

    await db.execute(sql`delete from activities where id = ${activityId}`);
    expect(await count(db, sql`select count(*)::int as n from review_replies`)).toBe(0);
  });
});
