import { UPCOMING_LIMIT } from '@sortim/contracts/first-reads';
import ArrowDown from 'lucide-react/icons/arrow-down';
import MapPin from 'lucide-react/icons/map-pin';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterFirstPaint } from '#/components/after-first-paint.tsx';
import { DocumentTitle } from '#/components/document-title.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useFeaturedActivities } from '#/features/home/api/get-featured-activities.ts';
import { useUpcomingActivities } from '#/features/home/api/get-upcoming-activities.ts';
import { ActivitySection } from '#/features/home/components/activity-section.tsx';
import { Testimonials } from '#/features/home/components/testimonials.tsx';
import { usePageView } from '#/lib/analytics.ts';
import { useMe } from '#/lib/session.ts';

/*
 * The promise cards and the closing call to action, a screen or more below the lists, load just after the
 * first paint instead of with the shell, which /home's first load is (its 150 kB budget). The testimonials stay:
 * their arrows are icons the activity page's chunk holds too, and loaded later they would bring that chunk.
 */
const PromiseCards = lazy(() =>
  import('#/components/promise-cards.tsx').then((module) => ({ default: module.PromiseCards })),
);
const ClosingCta = lazy(() =>
  import('#/features/home/components/closing-cta.tsx').then((module) => ({ default: module.ClosingCta })),
);

/*
 * About the height each takes (in the three languages, at each width), so what is below them (the footer,
 * with its language and theme menus) does not move when they come: a menu opened there would be carried
 * off the screen.
 */
const PROMISE_CARDS_SPACE = <div className="min-h-[44rem] md:min-h-80 lg:min-h-60" />;
const CLOSING_CTA_SPACE = <div className="min-h-[18.5rem] md:min-h-[14.75rem]" />;

/** Up to 3 featured activities. */
const FEATURED_COUNT = 3;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function HomePage() {
  const { t } = useTranslation();
  const me = useMe();
  const featured = useFeaturedActivities();
  const upcoming = useUpcomingActivities();
  const upcomingHeading = useRef<HTMLHeadingElement>(null);
  usePageView({ page: '/home' });

  const browse = () => {
    const heading = upcomingHeading.current;
    if (!heading) return;
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users land where the eye goes.
    heading.focus({ preventScroll: true });
  };

  return (
    <>
      <DocumentTitle />
      {/* The hero keeps its own colours in both themes; white text holds 5.3:1 or more on every stop, and the
          chip and outline buttons darken what is behind them (a white tint would bring it under 4.5:1). */}
      <section
        aria-labelledby="hero-title"
        className="relative isolate flex min-h-[600px] items-center overflow-hidden bg-[linear-gradient(160deg,#9a3d26_0%,#b4492b_40%,#0b5a7a_100%)] text-white"
      >
        <HeroArt />
        <div className="page-container flex flex-col items-start gap-6 py-16">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-black/20 px-3 py-1 font-medium text-sm backdrop-blur">
            <MapPin aria-hidden className="size-4" />
            {t('home.eyebrow')}
          </p>
          <h1 id="hero-title" className="max-w-2xl text-balance font-bold text-display tracking-tight">
            {t('home.tagline')}
          </h1>
          <p className="max-w-xl text-lg">{t('home.subtitle')}</p>
          {/* Signed in, 'Browse activities' (the spec's) is the hero's one action: Explore is in the navigation. */}
          <div className="flex flex-wrap gap-3">
            <Button size="lg" variant="hero" onClick={browse}>
              <ArrowDown aria-hidden />
              {t('home.browse')}
            </Button>
            {!me.user && (
              <>
                <Button asChild size="lg" variant="hero-outline">
                  <Link to="/auth">{t('home.signIn')}</Link>
                </Button>
                <Button asChild size="lg" variant="hero-outline">
                  <Link to="/auth">{t('home.signUp')}</Link>
                </Button>
              </>
            )}
          </div>
        </div>
      </section>
      <div className="page-container flex flex-col gap-16 py-16">
        <ActivitySection
          id="featured"
          title={t('home.featuredTitle')}
          subtitle={t('home.featuredSubtitle')}
          query={{ ...featured, items: featured.data?.items.slice(0, FEATURED_COUNT) }}
          skeletons={FEATURED_COUNT}
          // The page's first row of cards: their images load at once.
          priorityCount={FEATURED_COUNT}
          errorText={t('home.featuredError')}
          emptyText={t('home.featuredEmpty')}
        />
        <ActivitySection
          id="upcoming"
          headingRef={upcomingHeading}
          title={t('home.upcomingTitle')}
          subtitle={t('home.upcomingSubtitle')}
          query={{ ...upcoming, items: upcoming.data?.items.slice(0, UPCOMING_LIMIT) }}
          skeletons={UPCOMING_LIMIT}
          errorText={t('home.upcomingError')}
          emptyText={t('home.upcomingEmpty')}
        />
        <section aria-labelledby="promises-title">
          <h2 id="promises-title" className="mb-6 font-bold text-title tracking-tight">
            {t('promises.title')}
          </h2>
          <AfterFirstPaint fallback={PROMISE_CARDS_SPACE}>
            <Suspense fallback={PROMISE_CARDS_SPACE}>
              <PromiseCards />
            </Suspense>
          </AfterFirstPaint>
        </section>
        <Testimonials />
        {!me.user && (
          <AfterFirstPaint fallback={CLOSING_CTA_SPACE}>
            <Suspense fallback={CLOSING_CTA_SPACE}>
              <ClosingCta />
            </Suspense>
          </AfterFirstPaint>
        )}
      </div>
    </>
  );
}

/** A setting sun over the Mediterranean, drawn rather than hot-linked. */
function HeroArt() {
  return (
    <svg
      aria-hidden
      focusable="false"
      className="-z-10 absolute inset-0 size-full"
      viewBox="0 0 1200 600"
      preserveAspectRatio="xMidYMid slice"
    >
      <circle cx="930" cy="250" r="170" fill="#f0966f" opacity="0.35" />
      <circle cx="930" cy="250" r="110" fill="#ffd9b8" opacity="0.25" />
      <path
        d="M0 420 C150 390 300 450 450 420 S750 390 900 420 S1100 450 1200 420 V600 H0 Z"
        fill="#0a4a66"
        opacity="0.55"
      />
      <path
        d="M0 480 C150 455 300 505 450 480 S750 455 900 480 S1100 505 1200 480 V600 H0 Z"
        fill="#083a50"
        opacity="0.6"
      />
    </svg>
  );
}
