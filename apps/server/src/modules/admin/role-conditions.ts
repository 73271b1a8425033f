import type { Role } from '@sortim/contracts/taxonomy';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { profiles, userRoles } from '#src/db/schema.ts';

/** Whether the profile's person holds any of `roles`: a condition or a column of a query over profiles. */
export const holdsRole = (...roles: Role[]): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id}
    and ${inArray(userRoles.role, roles)})`;
