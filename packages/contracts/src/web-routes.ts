/** The guards a page renders under, outermost first, named as the web build names them. */
const SIGNED_IN = ['src/app/guards/require-auth.tsx'] as const;
const HOSTS = [...SIGNED_IN, 'src/app/guards/require-role.tsx'] as const;
const ADMINS = HOSTS;
/** A page that shows words from the catalog's last part (the host's and the admin's pages, the legal texts). */
const WHOLE_CATALOG = { wholeCatalog: true } as const;

/**
 * The web app's pages: each path pattern (react-router's syntax: `:name` is one segment), the module
 * that renders it, named as the web build names it (its path under apps/web), or null for a path with
 * no page of its own, the guards it renders under, and whether it needs the whole catalog (otherwise its
 * first and guest parts: contracts/build-manifest.ts). The server reads it to answer unknown paths with
 * 404 and to preload a page's chunks and its guards' (which the router loads before the page: without
 * them in the head, they are a waterfall of their own); apps/web's web-routes test holds it to
 * app/router.tsx, path for path, page for page and guard for guard.
 */
export const WEB_ROUTES = [
  // Redirects to /home.
  { path: '/', module: null },
  // Public
  { path: '/home', module: 'src/features/home/pages/home-page.tsx' },
  { path: '/profile/:userId', module: 'src/features/host-profile/pages/host-profile-page.tsx' },
  { path: '/activity/:id', module: 'src/features/activity/pages/activity-page.tsx' },
  { path: '/auth', module: 'src/features/auth/pages/auth-page.tsx' },
  { path: '/forgot-password', module: 'src/features/auth/pages/forgot-password-page.tsx' },
  { path: '/reset-password', module: 'src/features/auth/pages/reset-password-page.tsx' },
  { path: '/about', module: 'src/features/about/pages/about-page.tsx' },
  { path: '/contact', module: 'src/features/contact/pages/contact-page.tsx' },
  { path: '/privacy', module: 'src/features/legal/pages/privacy-page.tsx', ...WHOLE_CATALOG },
  { path: '/terms', module: 'src/features/legal/pages/terms-page.tsx', ...WHOLE_CATALOG },
  // A private group's link: the token is the secret, no sign-in.
  { path: '/group/:token', module: 'src/features/private-groups/pages/group-page.tsx', ...WHOLE_CATALOG },
  // Signed in
  { path: '/explore', module: 'src/features/explore/pages/explore-page.tsx', guards: SIGNED_IN },
  { path: '/bookings', module: 'src/features/bookings/pages/bookings-page.tsx', guards: SIGNED_IN },
  { path: '/saved', module: 'src/features/saved/pages/saved-page.tsx', guards: SIGNED_IN },
  { path: '/messages', module: 'src/features/messages/pages/inbox-page.tsx', guards: SIGNED_IN },
  {
    path: '/messages/:id',
    module: 'src/features/messages/pages/conversation-page.tsx',
    guards: SIGNED_IN,
  },
  {
    path: '/tickets/:bookingId',
    module: 'src/features/bookings/pages/tickets-page.tsx',
    guards: SIGNED_IN,
  },
  {
    path: '/private-requests/:id',
    module: 'src/features/private-groups/pages/private-request-page.tsx',
    guards: SIGNED_IN,
    ...WHOLE_CATALOG,
  },
  { path: '/profile', module: 'src/features/profile/pages/profile-page.tsx', guards: SIGNED_IN },
  {
    path: '/become-host',
    module: 'src/features/become-host/pages/become-host-page.tsx',
    guards: SIGNED_IN,
    ...WHOLE_CATALOG,
  },
  {
    path: '/my-activities',
    module: 'src/features/my-activities/pages/my-activities-page.tsx',
    guards: SIGNED_IN,
    ...WHOLE_CATALOG,
  },
  {
    path: '/host/activities',
    module: 'src/features/my-activities/pages/my-activities-page.tsx',
    guards: SIGNED_IN,
    ...WHOLE_CATALOG,
  },
  { path: '/seed', module: 'src/features/seed/pages/seed-page.tsx', guards: SIGNED_IN, ...WHOLE_CATALOG },
  // Hosts
  {
    path: '/host-dashboard',
    module: 'src/features/host-dashboard/pages/host-dashboard-page.tsx',
    guards: HOSTS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/create-activity',
    module: 'src/features/activity-editor/pages/create-activity-page.tsx',
    guards: HOSTS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/edit-activity/:id',
    module: 'src/features/activity-editor/pages/edit-activity-page.tsx',
    guards: HOSTS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/activity-guests/:id',
    module: 'src/features/activity-guests/pages/activity-guests-page.tsx',
    guards: HOSTS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/check-in/:id',
    module: 'src/features/door/pages/door-page.tsx',
    guards: HOSTS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/host/codes',
    module: 'src/features/promo-codes/pages/promo-codes-page.tsx',
    guards: HOSTS,
    ...WHOLE_CATALOG,
  },
  // Admins
  {
    path: '/admin',
    module: 'src/features/admin/dashboard/pages/admin-dashboard-page.tsx',
    guards: ADMINS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/admin/users',
    module: 'src/features/admin/users/pages/admin-users-page.tsx',
    guards: ADMINS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/admin/applications',
    module: 'src/features/admin/applications/pages/admin-applications-page.tsx',
    guards: ADMINS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/admin/activities',
    module: 'src/features/admin/activities/pages/admin-activities-page.tsx',
    guards: ADMINS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/admin/analytics',
    module: 'src/features/admin/analytics/pages/admin-analytics-page.tsx',
    guards: ADMINS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/admin/fix-host-roles',
    module: 'src/features/admin/role-tools/pages/admin-fix-host-roles-page.tsx',
    guards: ADMINS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/admin/hosts',
    module: 'src/features/admin/hosts/pages/admin-hosts-page.tsx',
    guards: ADMINS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/admin/codes',
    module: 'src/features/admin/promo-codes/pages/admin-promo-codes-page.tsx',
    guards: ADMINS,
    ...WHOLE_CATALOG,
  },
  {
    path: '/admin/reports',
    module: 'src/features/admin/reports/pages/admin-reports-page.tsx',
    guards: ADMINS,
    ...WHOLE_CATALOG,
  },
] as const satisfies readonly {
  path: string;
  module: string | null;
  guards?: readonly string[];
  wholeCatalog?: boolean;
}[];

export type WebRoute = (typeof WEB_ROUTES)[number];
export type WebRouteMatch = { route: WebRoute; params: Record<string, string> };

/** The guards a route's page renders under, outermost first (none for a public page). */
export const guardsOf = (route: WebRoute): readonly string[] => ('guards' in route ? route.guards : []);

/** Whether a route's page shows words from the catalog's last part. */
export const needsWholeCatalog = (route: WebRoute): boolean => 'wholeCatalog' in route && route.wholeCatalog;

/** What the router loads to show a route's page: its guards, then the page (nothing for a redirect). */
export const routeModules = (route: WebRoute): string[] =>
  route.module ? [...guardsOf(route), route.module] : [];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const patterns = WEB_ROUTES.map((route) => ({ route, segments: segmentsOf(route.path) }));

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The page a pathname opens, matched as react-router matches it (static segments ignore case, a
 * trailing slash is the same path), with its decoded parameters; null when the app has no such page.
 */
export function matchWebRoute(pathname: string): WebRouteMatch | null {
  const segments = segmentsOf(pathname);
  for (const { route, segments: pattern } of patterns) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decoded(segment);
        return true;
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) return { route, params };
  }
  return null;
}
