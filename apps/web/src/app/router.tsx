import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppFrame } from '#/app/frame/app-frame.tsx';
import { InitializingScreen } from '#/app/frame/initializing-screen.tsx';
import { NotFoundPage } from '#/app/frame/not-found-page.tsx';
import { RouteErrorPage } from '#/app/frame/route-error-page.tsx';
import { HomePage } from '#/features/home/pages/home-page.tsx';
import { loadPageCatalogs } from '#/lib/i18n.ts';

/**
 * A page loaded on first visit, so each visitor downloads only the pages they open, with the rest of its
 * language's catalog (the shell brings only the landing page's sections).
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => {
    const [module] = await Promise.all([load(), loadPageCatalogs()]);
    return { Component: module[name] };
  };
}

/** A guard, loaded with the pages it guards (the landing page has none). */
function guard<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}

/**
 * Every route of both route tables in the spec, under the guards the tables give them: sign-in, then
 * host (host, verified_host or admin) or admin.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppFrame />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <InitializingScreen />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      // Public
      { path: 'home', element: <HomePage /> },
      {
        path: 'profile/:userId',
        lazy: page(() => import('#/features/host-profile/pages/host-profile-page.tsx'), 'HostProfilePage'),
      },
      {
        path: 'activity/:id',
        lazy: page(() => import('#/features/activity/pages/activity-page.tsx'), 'ActivityPage'),
      },
      { path: 'auth', lazy: page(() => import('#/features/auth/pages/auth-page.tsx'), 'AuthPage') },
      {
        path: 'forgot-password',
        lazy: page(() => import('#/features/auth/pages/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: 'reset-password',
        lazy: page(() => import('#/features/auth/pages/reset-password-page.tsx'), 'ResetPasswordPage'),
      },
      { path: 'about', lazy: page(() => import('#/features/about/pages/about-page.tsx'), 'AboutPage') },
      {
        path: 'contact',
        lazy: page(() => import('#/features/contact/pages/contact-page.tsx'), 'ContactPage'),
      },
      { path: 'privacy', lazy: page(() => import('#/features/legal/pages/privacy-page.tsx'), 'PrivacyPage') },
      { path: 'terms', lazy: page(() => import('#/features/legal/pages/terms-page.tsx'), 'TermsPage') },
      // Sign-in required (both route tables)
      {
        lazy: guard(() => import('#/app/guards/require-auth.tsx'), 'RequireAuth'),
        children: [
          {
            path: 'explore',
            lazy: page(() => import('#/features/explore/pages/explore-page.tsx'), 'ExplorePage'),
          },
          {
            path: 'bookings',
            lazy: page(() => import('#/features/bookings/pages/bookings-page.tsx'), 'BookingsPage'),
          },
          {
            path: 'profile',
            lazy: page(() => import('#/features/profile/pages/profile-page.tsx'), 'ProfilePage'),
          },
          {
            path: 'become-host',
            lazy: page(() => import('#/features/become-host/pages/become-host-page.tsx'), 'BecomeHostPage'),
          },
          {
            path: 'my-activities',
            lazy: page(
              () => import('#/features/my-activities/pages/my-activities-page.tsx'),
              'MyActivitiesPage',
            ),
          },
          {
            path: 'host/activities',
            lazy: page(
              () => import('#/features/my-activities/pages/my-activities-page.tsx'),
              'MyActivitiesPage',
            ),
          },
          { path: 'seed', lazy: page(() => import('#/features/seed/pages/seed-page.tsx'), 'SeedPage') },
          {
            lazy: guard(() => import('#/app/guards/require-role.tsx'), 'RequireHost'),
            children: [
              {
                path: 'host-dashboard',
                lazy: page(
                  () => import('#/features/host-dashboard/pages/host-dashboard-page.tsx'),
                  'HostDashboardPage',
                ),
              },
              {
                path: 'create-activity',
                lazy: page(
                  () => import('#/features/activity-editor/pages/create-activity-page.tsx'),
                  'CreateActivityPage',
                ),
              },
              {
                path: 'edit-activity/:id',
                lazy: page(
                  () => import('#/features/activity-editor/pages/edit-activity-page.tsx'),
                  'EditActivityPage',
                ),
              },
            ],
          },
          {
            lazy: guard(() => import('#/app/guards/require-role.tsx'), 'RequireAdmin'),
            children: [
              {
                path: 'admin',
                lazy: page(
                  () => import('#/features/admin/pages/admin-dashboard-page.tsx'),
                  'AdminDashboardPage',
                ),
              },
              {
                path: 'admin/users',
                lazy: page(() => import('#/features/admin/pages/admin-users-page.tsx'), 'AdminUsersPage'),
              },
              {
                path: 'admin/applications',
                lazy: page(
                  () => import('#/features/admin/pages/admin-applications-page.tsx'),
                  'AdminApplicationsPage',
                ),
              },
              {
                path: 'admin/activities',
                lazy: page(
                  () => import('#/features/admin/pages/admin-activities-page.tsx'),
                  'AdminActivitiesPage',
                ),
              },
              {
                path: 'admin/analytics',
                lazy: page(
                  () => import('#/features/admin/pages/admin-analytics-page.tsx'),
                  'AdminAnalyticsPage',
                ),
              },
              {
                path: 'admin/fix-host-roles',
                lazy: page(
                  () => import('#/features/admin/pages/admin-fix-host-roles-page.tsx'),
                  'AdminFixHostRolesPage',
                ),
              },
              {
                path: 'admin/hosts',
                lazy: page(() => import('#/features/admin/pages/admin-hosts-page.tsx'), 'AdminHostsPage'),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
