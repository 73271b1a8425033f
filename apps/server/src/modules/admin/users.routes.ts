import {
  AdminCreatedUser,
  AdminCreateUserInput,
  AdminDeletedUser,
  AdminRoles,
  AdminSetRolesInput,
  AdminUserCities,
  AdminUserDetail,
  AdminUserStats,
  AdminUsersFilter,
  AdminUsersPage,
  AdminUsersQuery,
} from '@sortim/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '#src/lib/errors.ts';
import { requireAdmin, signedIn } from '#src/lib/guards.ts';
import { removeDeletedActivityPreviews } from '#src/lib/storage/activity-previews.ts';
import type { Storage } from '#src/lib/storage/storage.ts';
import { deleteUser } from './user-deletion.ts';
import { createUser, setUserRoles, userCities, userDetail } from './users.service.ts';
import { usersCsv, usersCsvFilename } from './users-csv.ts';
import { listUsers, userStats } from './users-list.ts';

const IdParams = z.object({ id: z.string() });

/**
 * The body of Add User, refused with the contract's own message of the first rule it breaks (the toast the
 * spec asks for), each field's first message in `fields`.
 */
function createUserInput(body: unknown): AdminCreateUserInput {
  const parsed = AdminCreateUserInput.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'request'] ??= issue.message;
  throw new Invalid(parsed.error.issues[0]?.message ?? 'Invalid request', fields);
}

/** The people of /admin/users: list, numbers, cities, CSV export, Add User, View, Roles and Delete. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  app.get(
    '/admin/users',
    { schema: { querystring: AdminUsersQuery, response: { 200: AdminUsersPage } }, onRequest: requireAdmin },
    async (request) => listUsers(app.db, request.query),
  );

  // Apart from the list, so the list still shows when the numbers fail.
  app.get(
    '/admin/users/stats',
    { schema: { response: { 200: AdminUserStats } }, onRequest: requireAdmin },
    async () => userStats(app.db),
  );

  app.get(
    '/admin/users/cities',
    { schema: { response: { 200: AdminUserCities } }, onRequest: requireAdmin },
    async () => userCities(app.db),
  );

  app.get(
    '/admin/users/export',
    { schema: { querystring: AdminUsersFilter }, onRequest: requireAdmin },
    async (request, reply) => {
      const csv = await usersCsv(app.db, request.query, request.log);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${usersCsvFilename()}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/admin/users',
    { schema: { response: { 201: AdminCreatedUser } }, onRequest: requireAdmin },
    async (request, reply) => {
      const input = createUserInput(request.body);
      const { password } = await app.auth.$context;
      return reply.code(201).send(await createUser(app.db, password.hash, await signedIn(request), input));
    },
  );

  app.get(
    '/admin/users/:id',
    { schema: { params: IdParams, response: { 200: AdminUserDetail } }, onRequest: requireAdmin },
    async (request) => userDetail(app.db, request.params.id),
  );

  app.put(
    '/admin/users/:id/roles',
    {
      schema: { params: IdParams, body: AdminSetRolesInput, response: { 200: AdminRoles } },
      onRequest: requireAdmin,
    },
    async (request) => setUserRoles(app.db, await signedIn(request), request.params.id, request.body.roles),
  );

  app.delete(
    '/admin/users/:id',
    { schema: { params: IdParams, response: { 200: AdminDeletedUser } }, onRequest: requireAdmin },
    async (request) => {
      const { goneActivityIds, ...outcome } = await deleteUser(
        app.payments,
        await signedIn(request),
        request.params.id,
      );
      // After the commit: their cancelled and erased activities' link previews are shown nowhere now.
      for (const id of goneActivityIds) await removeDeletedActivityPreviews(storage, id, request.log);
      return outcome;
    },
  );
};
