import { type ComponentType, type ReactElement, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppFrame } from '#/app/frame/app-frame.tsx';
import { ErrorBoundary } from '#/app/frame/error-boundary.tsx';
import { InitializingScreen } from '#/app/frame/initializing-screen.tsx';
import { NotFoundPage } from '#/app/frame/not-found-page.tsx';
import { retryFailedLoads, retryingLazy } from '#/app/retrying-lazy.tsx';
import { HomePage } from '#/features/home/pages/home-page.tsx';
import { loadPageCatalogs } from '#/lib/i18n.ts';

/**
 * A route of the table. A page or guard loaded on first visit has `preload`, what its lazy component loads
 * (started for every route of a path at once, see AppRoutes), and `component`, the component it renders
 * (the web-routes test holds the table to WEB_ROUTES, the modules the server preloads for each path).
 */
export type AppRoute = RouteObject & {
  preload?: () => Promise<unknown>;
  component?: () => Promise<ComponentType>;
  /** The page shows words from the catalog's last part (page()). */
  wholeCatalog?: boolean;
  children?: AppRoute[];
};

/** A page that shows words from the catalog's last part: the host's and the admin's pages, the legal texts. */
const WHOLE_CATALOG = { wholeCatalog: true };

/**
 * A page loaded on first visit, so each visitor downloads only the pages they open, with the parts of its
 * language's catalog it shows (the shell brings only the landing page's sections): the guest pages', and
 * the rest too for a page marked WHOLE_CATALOG (as WEB_ROUTES marks it).
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { wholeCatalog = false } = {},
) {
  const component = async () => (await load())[name];
  const Page = retryingLazy(
    async () => (await Promise.all([component(), loadPageCatalogs({ wholeCatalog })]))[0],
  );
  return { element: <Page />, preload: Page.preload, component, wholeCatalog } satisfies Partial<AppRoute>;
}

/** A guard, loaded with the pages it guards (the landing page has none). */
function guard<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  const component = async () => (await load())[name];
  const Guard = retryingLazy(component);
  return { element: <Guard />, preload: Guard.preload, component } satisfies Partial<AppRoute>;
}

/**
 * Every route of both route tables in the spec, under the guards the tables give them: sign-in, then
 * host (host, verified_host or admin) or admin.
 */
export const routes: AppRoute[] = [
  {
    path: '/',
    element: <AppFrame />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      // Public
      { path: 'home', element: <HomePage /> },
      {
        path: 'profile/:userId',
        ...page(() => import('#/features/host-profile/pages/host-profile-page.tsx'), 'HostProfilePage'),
      },
      {
        path: 'activity/:id',
        ...page(() => import('#/features/activity/pages/activity-page.tsx'), 'ActivityPage'),
      },
      { path: 'auth', ...page(() => import('#/features/auth/pages/auth-page.tsx'), 'AuthPage') },
      {
        path: 'forgot-password',
        ...page(() => import('#/features/auth/pages/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: 'reset-password',
        ...page(() => import('#/features/auth/pages/reset-password-page.tsx'), 'ResetPasswordPage'),
      },
      { path: 'about', ...page(() => import('#/features/about/pages/about-page.tsx'), 'AboutPage') },
      {
        path: 'contact',
        ...page(() => import('#/features/contact/pages/contact-page.tsx'), 'ContactPage'),
      },
      {
        path: 'privacy',
        ...page(() => import('#/features/legal/pages/privacy-page.tsx'), 'PrivacyPage', WHOLE_CATALOG),
      },
      {
        path: 'terms',
        ...page(() => import('#/features/legal/pages/terms-page.tsx'), 'TermsPage', WHOLE_CATALOG),
      },
      {
        path: 'group/:token',
        ...page(() => import('#/features/private-groups/pages/group-page.tsx'), 'GroupPage', WHOLE_CATALOG),
      },
      // Sign-in required (both route tables)
      {
        ...guard(() => import('#/app/guards/require-auth.tsx'), 'RequireAuth'),
        children: [
          {
            path: 'explore',
            ...page(() => import('#/features/explore/pages/explore-page.tsx'), 'ExplorePage'),
          },
          {
            path: 'bookings',
            ...page(() => import('#/features/bookings/pages/bookings-page.tsx'), 'BookingsPage'),
          },
          {
            path: 'saved',
            ...page(() => import('#/features/saved/pages/saved-page.tsx'), 'SavedPage'),
          },
          {
            path: 'messages',
            ...page(() => import('#/features/messages/pages/inbox-page.tsx'), 'InboxPage'),
          },
          {
            path: 'messages/:id',
            ...page(() => import('#/features/messages/pages/conversation-page.tsx'), 'ConversationPage'),
          },
          {
            path: 'tickets/:bookingId',
            ...page(() => import('#/features/bookings/pages/tickets-page.tsx'), 'TicketsPage'),
          },
          {
            path: 'private-requests/:id',
            ...page(
              () => import('#/features/private-groups/pages/private-request-page.tsx'),
              'PrivateRequestPage',
              WHOLE_CATALOG,
            ),
          },
          {
            path: 'profile',
            ...page(() => import('#/features/profile/pages/profile-page.tsx'), 'ProfilePage'),
          },
          {
            path: 'become-host',
            ...page(
              () => import('#/features/become-host/pages/become-host-page.tsx'),
              'BecomeHostPage',
              WHOLE_CATALOG,
            ),
          },
          {
            path: 'my-activities',
            ...page(
              () => import('#/features/my-activities/pages/my-activities-page.tsx'),
              'MyActivitiesPage',
              WHOLE_CATALOG,
            ),
          },
          {
            path: 'host/activities',
            ...page(
              () => import('#/features/my-activities/pages/my-activities-page.tsx'),
              'MyActivitiesPage',
              WHOLE_CATALOG,
            ),
          },
          {
            path: 'seed',
            ...page(() => import('#/features/seed/pages/seed-page.tsx'), 'SeedPage', WHOLE_CATALOG),
          },
          {
            ...guard(() => import('#/app/guards/require-role.tsx'), 'RequireHost'),
            children: [
              {
                path: 'host-dashboard',
                ...page(
                  () => import('#/features/host-dashboard/pages/host-dashboard-page.tsx'),
                  'HostDashboardPage',
                  WHOLE_CATALOG,
                ),
              },
              {
                path: 'create-activity',
                ...page(
                  () => import('#/features/activity-editor/pages/create-activity-page.tsx'),
                  'CreateActivityPage',
                  WHOLE_CATALOG,
                ),
              },
              {
                path: 'edit-activity/:id',
                ...page(
                  () => import('#/features/activity-editor/pages/edit-activity-page.tsx'),
                  'EditActivityPage',
                  WHOLE_CATALOG,
                ),
              },
              {
                path: 'activity-guests/:id',
                ...page(
                  () => import('#/features/activity-guests/pages/activity-guests-page.tsx'),
                  'ActivityGuestsPage',
                  WHOLE_CATALOG,
                ),
              },
              {
                path: 'check-in/:id',
                ...page(() => import('#/features/door/pages/door-page.tsx'), 'DoorPage', WHOLE_CATALOG),
              },
              {
                path: 'host/codes',
                ...page(
                  () => import('#/features/promo-codes/pages/promo-codes-page.tsx'),
                  'PromoCodesPage',
                  WHOLE_CATALOG,
                ),
              },
            ],
          },
          {
            ...guard(() => import('#/app/guards/require-role.tsx'), 'RequireAdmin'),
            children: [
              {
                path: 'admin',
                ...page(
                  () => import('#/features/admin/dashboard/pages/admin-dashboard-page.tsx'),
                  'AdminDashboardPage',
                  WHOLE_CATALOG,
                ),
              },
              {
                path: 'admin/users',
                ...page(
                  () => import('#/features/admin/users/pages/admin-users-page.tsx'),
                  'AdminUsersPage',
                  WHOLE_CATALOG,
                ),
              },
              {
                path: 'admin/applications',
                ...page(
                  () => import('#/features/admin/applications/pages/admin-applications-page.tsx'),
                  'AdminApplicationsPage',
                  WHOLE_CATALOG,
                ),
              },
              {
                path: 'admin/activities',
                ...page(
                  () => import('#/features/admin/activities/pages/admin-activities-page.tsx'),
                  'AdminActivitiesPage',
                  WHOLE_CATALOG,
                ),
              },
              {
                path: 'admin/analytics',
                ...page(
                  () => import('#/features/admin/analytics/pages/admin-analytics-page.tsx'),
                  'AdminAnalyticsPage',
                  WHOLE_CATALOG,
                ),
              },
              {
                path: 'admin/fix-host-roles',
                ...page(
                  () => import('#/features/admin/role-tools/pages/admin-fix-host-roles-page.tsx'),
                  'AdminFixHostRolesPage',
                  WHOLE_CATALOG,
                ),
              },
              {
                path: 'admin/hosts',
                ...page(
                  () => import('#/features/admin/hosts/pages/admin-hosts-page.tsx'),
                  'AdminHostsPage',
                  WHOLE_CATALOG,
                ),
              },
              {
                path: 'admin/codes',
                ...page(
                  () => import('#/features/admin/promo-codes/pages/admin-promo-codes-page.tsx'),
                  'AdminPromoCodesPage',
                  WHOLE_CATALOG,
                ),
              },
              {
                path: 'admin/reports',
                ...page(
                  () => import('#/features/admin/reports/pages/admin-reports-page.tsx'),
                  'AdminReportsPage',
                  WHOLE_CATALOG,
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts loading every page and guard of a path at once (React would load each only once its parent had
 * rendered). main.tsx waits for the first page's before the first render, so that render draws the page,
 * not the Suspense fallback first. Settles when they have; a failure is the lazy component's to show.
 */
export function preloadRoutes(pathname: string): Promise<unknown> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.preload?.());
  return Promise.all(loads).catch(() => undefined);
}

/**
 * The routes under one error boundary, for a frame that fails (a failing page stays inside the frame's own),
 * and one Suspense boundary, for the first load only: the router changes location in a transition, so on a
 * later navigation React keeps the current page until the next one's chunk has come.
 */
export function AppRoutes(): ReactElement {
  const location = useLocation();
  // Started while rendering: a suspended navigation runs no effects.
  void preloadRoutes(location.pathname);
  return (
    <ErrorBoundary resetKey={location.pathname} standalone onRetry={retryFailedLoads}>
      <Suspense fallback={<InitializingScreen />}>{useRoutes(routes, location)}</Suspense>
    </ErrorBoundary>
  );
}
