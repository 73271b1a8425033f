import { ADMIN_ROLE_FILTERS, ADMIN_STATUS_FILTERS, type AdminUsersQuery } from '@sortim/contracts/admin';

/**
 * What /admin/users shows, kept in its URL (q, role, city, status, page) so a reload, a shared link or
 * the back button brings the same view. Unknown values fall back to the defaults instead of failing.
 */
export type UsersView = Required<AdminUsersQuery>;

export const DEFAULT_USERS_VIEW: UsersView = { q: '', role: 'all', city: '', status: 'all', page: 1 };

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.find((candidate) => candidate === value) ?? fallback;

export function parseUsersView(params: URLSearchParams): UsersView {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    role: pick(ADMIN_ROLE_FILTERS, params.get('role'), 'all'),
    city: (params.get('city') ?? '').trim(),
    status: pick(ADMIN_STATUS_FILTERS, params.get('status'), 'all'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function usersViewToParams(view: UsersView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.role !== 'all') params.set('role', view.role);
  if (view.city) params.set('city', view.city);
  if (view.status !== 'all') params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** Any search or filter narrowing the list (the page number aside). */
export const isFiltered = (view: UsersView) =>
  view.q !== '' || view.role !== 'all' || view.city !== '' || view.status !== 'all';
