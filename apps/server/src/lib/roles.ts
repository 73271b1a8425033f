import type { Role } from '@sortim/contracts/taxonomy';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { userRoles } from '#src/db/schema.ts';

/** The person's roles, sorted. */
export async function rolesOf(db: Database | Transaction, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role).sort();
}
