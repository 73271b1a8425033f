import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppFrame } from '#/app/frame/app-frame.tsx';
import { NotFoundPage } from '#/app/frame/not-found-page.tsx';
import { RouteErrorPage } from '#/app/frame/route-error-page.tsx';
import { AboutPage } from '#/features/about/pages/about-page.tsx';
import { ActivityPage } from '#/features/activity/pages/activity-page.tsx';
import { CreateActivityPage } from '#/features/activity-editor/pages/create-activity-page.tsx';
import { EditActivityPage } from '#/features/activity-editor/pages/edit-activity-page.tsx';
import { AdminActivitiesPage } from '#/features/admin/pages/admin-activities-page.tsx';
import { AdminAnalyticsPage } from '#/features/admin/pages/admin-analytics-page.tsx';
import { AdminApplicationsPage } from '#/features/admin/pages/admin-applications-page.tsx';
import { AdminDashboardPage } from '#/features/admin/pages/admin-dashboard-page.tsx';
import { AdminFixHostRolesPage } from '#/features/admin/pages/admin-fix-host-roles-page.tsx';
import { AdminHostsPage } from '#/features/admin/pages/admin-hosts-page.tsx';
import { AdminUsersPage } from '#/features/admin/pages/admin-users-page.tsx';
import { AuthPage } from '#/features/auth/pages/auth-page.tsx';
import { ForgotPasswordPage } from '#/features/auth/pages/forgot-password-page.tsx';
import { ResetPasswordPage } from '#/features/auth/pages/reset-password-page.tsx';
import { BecomeHostPage } from '#/features/become-host/pages/become-host-page.tsx';
import { BookingsPage } from '#/features/bookings/pages/bookings-page.tsx';
import { ContactPage } from '#/features/contact/pages/contact-page.tsx';
import { ExplorePage } from '#/features/explore/pages/explore-page.tsx';
import { HomePage } from '#/features/home/pages/home-page.tsx';
import { HostDashboardPage } from '#/features/host-dashboard/pages/host-dashboard-page.tsx';
import { HostProfilePage } from '#/features/host-profile/pages/host-profile-page.tsx';
import { PrivacyPage } from '#/features/legal/pages/privacy-page.tsx';
import { TermsPage } from '#/features/legal/pages/terms-page.tsx';
import { MyActivitiesPage } from '#/features/my-activities/pages/my-activities-page.tsx';
import { ProfilePage } from '#/features/profile/pages/profile-page.tsx';
import { SeedPage } from '#/features/seed/pages/seed-page.tsx';

/**
 * Every route of both route tables in the spec. Guards (sign-in, host, admin) arrive with the
 * features that need them.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppFrame />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      // Guest side
      { path: 'home', element: <HomePage /> },
      { path: 'explore', element: <ExplorePage /> },
      { path: 'bookings', element: <BookingsPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'profile/:userId', element: <HostProfilePage /> },
      { path: 'activity/:id', element: <ActivityPage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      // Host side
      { path: 'become-host', element: <BecomeHostPage /> },
      { path: 'host-dashboard', element: <HostDashboardPage /> },
      { path: 'create-activity', element: <CreateActivityPage /> },
      { path: 'edit-activity/:id', element: <EditActivityPage /> },
      { path: 'my-activities', element: <MyActivitiesPage /> },
      { path: 'host/activities', element: <MyActivitiesPage /> },
      { path: 'seed', element: <SeedPage /> },
      // Admin
      { path: 'admin', element: <AdminDashboardPage /> },
      { path: 'admin/users', element: <AdminUsersPage /> },
      { path: 'admin/applications', element: <AdminApplicationsPage /> },
      { path: 'admin/activities', element: <AdminActivitiesPage /> },
      { path: 'admin/analytics', element: <AdminAnalyticsPage /> },
      { path: 'admin/fix-host-roles', element: <AdminFixHostRolesPage /> },
      { path: 'admin/hosts', element: <AdminHostsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
