import type { Role } from '@sortim/contracts/taxonomy';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '#src/lib/caller.ts';
import { Forbidden, Unauthorized } from '#src/lib/errors.ts';

/*
 * The one way every endpoint checks who is asking: `onRequest: requireUser` or
 * `onRequest: requireRole('admin')` on the route, and `assertOwnerOrAdmin` in the service for rows.
 * onRequest runs before the body is read or validated, so a caller without the right learns nothing
 * about what the endpoint accepts. Routes then read the caller with `await signedIn(request)`.
 */

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await request.caller())) throw new Unauthorized();
}

export function requireRole(...allowed: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const caller = await request.caller();
    if (!caller) throw new Unauthorized();
    if (!caller.roles.some((role) => allowed.includes(role))) {
      throw new Forbidden(
        allowed.includes('admin') && allowed.length === 1
          ? 'Access denied. Admin privileges required.'
          : 'Access denied. Host privileges required.',
      );
    }
  };
}

/** Hosting is open to hosts, verified hosts and admins. */
export const requireHost = requireRole('host', 'verified_host', 'admin');
export const requireAdmin = requireRole('admin');

/** The caller of a route behind `requireUser` (or a role guard). */
export async function signedIn(request: FastifyRequest): Promise<Caller> {
  const caller = await request.caller();
  if (!caller) throw new Unauthorized();
  return caller;
}

export const isAdmin = (caller: Caller): boolean => caller.roles.includes('admin');

/** A row belongs to its owner; admins may act on any. */
export function assertOwnerOrAdmin(
  caller: Caller,
  ownerId: string,
  message = 'You can only change your own data',
): void {
  if (caller.id !== ownerId && !isAdmin(caller)) throw new Forbidden(message);
}
