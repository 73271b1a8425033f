import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '#/app/frame/error-boundary.tsx';
import { Footer } from '#/app/frame/footer.tsx';
import { Header, VisitorHeader } from '#/app/frame/header.tsx';
import { InitializingScreen } from '#/app/frame/initializing-screen.tsx';
import { MobileNav } from '#/app/frame/mobile-nav.tsx';
import { hidesBottomNav } from '#/app/frame/nav-items.ts';
import { useRouteFocus } from '#/app/frame/use-route-focus.ts';
import { useSaveOnReturn } from '#/app/frame/use-save-on-return.ts';
import { useScrollRestoration } from '#/app/frame/use-scroll-restoration.ts';
import { retryFailedLoads } from '#/app/retrying-lazy.tsx';
import { cn } from '#/lib/cn.ts';
import { meQuery, SessionTimeoutError } from '#/lib/session.ts';
import { toast } from '#/lib/toast.ts';

/**
 * The shared frame around every page: skip link, header (signed in: the spec's, with navigation; signed out:
 * the visitor's, with 'Sign in', but on the landing page, whose hero has its own), footer.
 */
export function AppFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useQuery(meQuery);
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  useScrollRestoration();
  useSaveOnReturn(session.data === undefined ? 'pending' : session.data.user ? 'signed-in' : 'anonymous');
  const timedOutAt = session.error instanceof SessionTimeoutError ? session.errorUpdatedAt : 0;

  useEffect(() => {
    if (!timedOutAt) return;
    toast.error(t('session.tooLong'), {
      id: 'session-timeout',
      description: t('session.tooLongDescription'),
    });
  }, [timedOutAt, t]);

  // Only the first load waits here. A failed session renders as anonymous (public pages work, guards say it
  // failed), and a reload after a failure (Retry) shows the guards' own loading state.
  if (session.isPending && session.errorUpdateCount === 0) return <InitializingScreen />;

  const me = session.data;
  const signedIn = me?.user != null;
  const bottomNav = signedIn && !hidesBottomNav(pathname);
  const visitorHeader = me !== undefined && !signedIn && pathname !== '/home';

  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col',
        // The activity page's booking bar takes the tab bar's place on a phone (MobileNav): the page ends
        // above the bar alone (styles.css).
        bottomNav &&
          'max-md:pb-[calc(4rem+env(safe-area-inset-bottom))] [body:has([data-booking-bar])_&]:pb-0',
      )}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      {signedIn && me && <Header me={me} />}
      {visitorHeader && <VisitorHeader />}
      {/* The skip link's target shows its ring inside the edges; headings focused on a page change show none. */}
      <main
        ref={main}
        id="main"
        tabIndex={-1}
        className="flex-1 outline-none focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-solid focus-visible:-outline-offset-2 [&_h1:focus]:outline-none"
      >
        <ErrorBoundary resetKey={pathname} onRetry={retryFailedLoads}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      {bottomNav && <MobileNav myId={me?.user?.id} />}
    </div>
  );
}
