import type { AdminUserDetail, AdminUserRow, AdminUserStats, AdminUsersPage } from '@sortim/contracts/admin';
import { screen } from '@testing-library/react';
import { mockApi, renderApp, signedIn } from '#/test/render.tsx';

/*
 * What the users page's tests share: people as the list and the detail answer them, a signed-in admin whose
 * reads answer by default (Ana, Jordi and the admin), the requests made, and the page's parts a test looks at.
 */

export function row(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 'u-ana',
    displayName: 'Ana García',
    email: 'ana@example.com',
    avatarUrl: null,
    city: 'Barcelona',
    age: 31,
    phone: '+34 600 000 000',
    roles: ['user', 'host'],
    createdAt: '2026-01-15T10:00:00.000Z',
    totalBookings: 5,
    paidBookings: 3,
    activitiesHosted: 2,
    lastBookingAt: '2026-03-01T10:00:00.000Z',
    badge: 'active',
    ...overrides,
  };
}

export const ANA = row();
export const JORDI = row({
  id: 'u-jordi',
  displayName: 'Jordi Mas',
  email: 'jordi@example.com',
  city: null,
  roles: ['user'],
  totalBookings: 0,
  paidBookings: 0,
  activitiesHosted: 0,
  lastBookingAt: null,
  badge: 'none',
});
/** The signed-in admin's own account (signedIn() is user-1). */
export const ME = row({
  id: 'user-1',
  displayName: 'Marta Puig',
  email: 'marta@example.com',
  roles: ['user', 'admin'],
});

export const page = (users: AdminUserRow[], overrides: Partial<AdminUsersPage> = {}): AdminUsersPage => ({
  users,
  total: users.length,
  page: 1,
  pageSize: 20,
  ...overrides,
});

export const STATS: AdminUserStats = { total: 1234, active30d: 56, verifiedHosts: 7, new30d: 89 };

export function detail(): AdminUserDetail {
  return {
    profile: {
      ...ANA,
      bio: 'Tapas walks in the Gothic Quarter.',
      gender: 'female',
      languages: ['Spanish', 'Catalan'],
      interests: ['Food'],
      abGroup: 'variant_b',
    },
    activity: {
      recentBookings: [
        {
          id: 'b-1',
          activityId: 'act-1',
          activityTitle: 'Sunset Paella on the Rooftop',
          status: 'paid',
          spots: 2,
          amountCents: 7000,
          createdAt: '2026-03-01T10:00:00.000Z',
        },
      ],
      reviewsWritten: 4,
      waitlistEntries: 1,
      hostedActivities: [
        // In Lisbon, an hour behind Madrid: 23:30 on the 11th there is already the 12th in Madrid.
        {
          id: 'act-9',
          title: 'Vermut Walk in Gràcia',
          startTime: '2026-04-11T22:30:00.000Z',
          timeZone: 'Europe/Lisbon',
        },
      ],
    },
    financial: {
      spentCents: 12_550,
      refundedCents: 3500,
      earnedCents: 98_000,
      payoutsEnabled: true,
      hasPayoutAccount: true,
    },
    security: {
      emailVerified: true,
      lastSignInAt: '2026-03-20T17:30:00.000Z',
      activeSessions: 2,
      signInMethods: ['credential', 'google'],
      audit: [
        {
          id: 'audit-1',
          action: 'roles.set',
          actorId: 'user-1',
          actorName: 'Marta Puig',
          targetType: 'user',
          targetId: 'u-ana',
          before: { roles: ['user'] },
          after: { roles: ['user', 'host'] },
          createdAt: '2026-02-02T09:15:00.000Z',
        },
      ],
    },
  };
}

export type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

export const apiError = (status: number, message: string) =>
  Response.json({ error: { code: 'conflict', message } }, { status });

/**
 * A signed-in admin; each `METHOD /path` (without the query) answers from `routes`: by default a list of
 * Ana, Jordi and the admin, the numbers, two cities and Ana's detail.
 */
export function mockAdmin(routes: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'GET /api/admin/users': () => Response.json(page([ANA, JORDI, ME])),
    'GET /api/admin/users/stats': () => Response.json(STATS),
    'GET /api/admin/users/cities': () => Response.json({ cities: ['Barcelona', 'Girona'] }),
    'GET /api/admin/users/u-ana': () => Response.json(detail()),
  };
  const all = { ...defaults, ...routes };
  return mockApi(signedIn(['user', 'admin']), (url, init) =>
    all[`${init?.method ?? 'GET'} ${url.split('?')[0]}`]?.(url, init),
  );
}

export type FetchMock = ReturnType<typeof mockApi>;

/** The calls to `METHOD path` (path without the query), oldest first. */
export const calls = (fetchMock: FetchMock, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).split('?')[0] === path && (init?.method ?? 'GET') === method,
  );

/** The query of the latest list request. */
export const lastListQuery = (fetchMock: FetchMock) => {
  const url = String(calls(fetchMock, 'GET', '/api/admin/users').at(-1)?.[0] ?? '');
  return new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
};

export const bodyOf = (fetchMock: FetchMock, method: string, path: string) =>
  JSON.parse(String(calls(fetchMock, method, path).at(-1)?.[1]?.body));

export const card = (name: string) => screen.getByRole('article', { name });

export const stat = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

export async function openPage(path = '/admin/users') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Manage Users' });
  return view;
}
