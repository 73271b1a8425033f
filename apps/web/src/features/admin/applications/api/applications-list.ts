import { ADMIN_APPLICATION_TABS, AdminApplication, AdminApplications } from '@sortim/contracts/admin';
import { HOST_APPLICATION_STATUSES } from '@sortim/contracts/taxonomy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '#/features/admin/shared/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

export type ApplicationsTab = (typeof ADMIN_APPLICATION_TABS)[number];

export const isApplicationsTab = (value: string | null): value is ApplicationsTab =>
  (ADMIN_APPLICATION_TABS as readonly string[]).includes(value ?? '');

/** The spec shows a status it does not know as pending: a newer server's status must not break the list. */
const ApplicationsRead = AdminApplications.extend({
  applications: z.array(
    AdminApplication.extend({ status: z.enum(HOST_APPLICATION_STATUSES).catch('pending') }),
  ),
});

/** `GET /api/admin/applications?status=`: newest first, with the applicant and the reviewer's names. */
export const fetchAdminApplications = (status: ApplicationsTab, signal?: AbortSignal) =>
  api.get(`/api/admin/applications?status=${status}`, ApplicationsRead, { signal });

export const adminApplicationsQuery = (status: ApplicationsTab) =>
  queryOptions({
    queryKey: adminKeys.applications.list(status),
    queryFn: ({ signal }) => fetchAdminApplications(status, signal),
  });

export function useAdminApplications(status: ApplicationsTab) {
  return useQuery(adminApplicationsQuery(status));
}
