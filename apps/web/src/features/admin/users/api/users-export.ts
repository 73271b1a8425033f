import type { AdminUsersFilter } from '@sortim/contracts/admin';
import { adminUsersSearch } from '#/features/admin/users/api/users-list.ts';

/**
 * `GET /api/admin/users/export?q&role&city&status`: the users the list shows (every page) as
 * `users-yyyy-MM-dd.csv`, streamed by the server. The browser downloads it from a plain link, so a large
 * export goes straight to disk with the browser's own progress; 404 'No users to export' when none match.
 */
export const adminUsersExportUrl = (filter: AdminUsersFilter) =>
  `/api/admin/users/export${adminUsersSearch(filter)}`;
