import type { ADMIN_APPLICATION_TABS, AdminUsersQuery } from '@sortim/contracts/admin';

/**
 * Every admin query lives under `['admin', ...]` (stats, users, applications, activities, hosts,
 * analytics): a change that touches several of them (an approval adds a host and drops the pending count)
 * invalidates `all`, and only the lists on screen reload at once. Each page's lists share a prefix too, so
 * one change there refreshes every search and page of it.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: {
    all: ['admin', 'users'] as const,
    list: (query: AdminUsersQuery) => [...adminKeys.users.all, 'list', query] as const,
    stats: ['admin', 'users', 'stats'] as const,
    cities: ['admin', 'users', 'cities'] as const,
    detail: (id: string) => [...adminKeys.users.all, 'detail', id] as const,
  },
  applications: {
    all: ['admin', 'applications'] as const,
    list: (status: (typeof ADMIN_APPLICATION_TABS)[number]) =>
      [...adminKeys.applications.all, status] as const,
  },
  activities: {
    all: ['admin', 'activities'] as const,
    list: (search: { q: string; page: number }) => [...adminKeys.activities.all, search] as const,
  },
  hosts: {
    all: ['admin', 'hosts'] as const,
    list: (q: string) => [...adminKeys.hosts.all, q] as const,
  },
  transfers: { stuck: ['admin', 'transfers', 'stuck'] as const },
  analytics: {
    overview: ['admin', 'analytics', 'overview'] as const,
    trends: ['admin', 'analytics', 'trends'] as const,
    abTest: ['admin', 'analytics', 'ab-test'] as const,
    revenue: ['admin', 'analytics', 'revenue'] as const,
  },
};
