import type { SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';

/** The rows of a raw SQL query. Both drivers answer raw SQL with `{ rows }`; the shared Database type cannot say so. */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
