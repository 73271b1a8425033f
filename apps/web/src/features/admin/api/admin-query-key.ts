/**
 * Every admin query lives under `['admin', ...]` (stats, users, applications, activities, hosts,
 * analytics): a change that touches several of them (an approval adds a host and drops the pending count)
 * invalidates this one key, and only the lists on screen reload at once.
 */
export const adminQueryKey = ['admin'] as const;
