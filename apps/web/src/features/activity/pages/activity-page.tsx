import ArrowLeft from 'lucide-react/icons/arrow-left';
import CalendarDays from 'lucide-react/icons/calendar-days';
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import Languages from 'lucide-react/icons/languages';
import MapPin from 'lucide-react/icons/map-pin';
import SignalHigh from 'lucide-react/icons/signal-high';
import Users from 'lucide-react/icons/users';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { CLOSED_STATE_LABEL, mapsQuery, mapsSearchUrl } from '#/components/activity-card/activity-facts.ts';
import { BestPriceLabel } from '#/components/activity-card/best-price-label.tsx';
import { FlameTitle } from '#/components/activity-card/flame-title.tsx';
import { DocumentTitle } from '#/components/document-title.tsx';
import { Fact, FactList } from '#/components/fact-list.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { SaveHeart } from '#/components/save-heart.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { isNotFound, useActivity } from '#/features/activity/api/get-activity.ts';
import { AboutHost, HostLine } from '#/features/activity/components/about-host.tsx';
import { ActivityGallery, galleryImages } from '#/features/activity/components/activity-gallery.tsx';
import { AskHost } from '#/features/activity/components/ask-host.tsx';
import { AttendeesSlot } from '#/features/activity/components/attendees-slot.tsx';
import { BookingPanel } from '#/features/activity/components/booking-panel.tsx';
import { MeetingPointSlot } from '#/features/activity/components/meeting-point-slot.tsx';
import { MoreLikeThisSlot } from '#/features/activity/components/more-like-this-slot.tsx';
import { PhoneBookingBar } from '#/features/activity/components/phone-booking-bar.tsx';
import { PublishedNotice } from '#/features/activity/components/published-notice.tsx';
import { ReviewsSection } from '#/features/activity/components/reviews-section.tsx';
import { SeriesDates } from '#/features/activity/components/series-dates.tsx';
import { ShareButton } from '#/features/activity/components/share-button.tsx';
import { ReportButton } from '#/features/reports/components/report-button.tsx';
import { usePageView } from '#/lib/analytics.ts';
import { formatActivityDate, formatMoney } from '#/lib/format.ts';
import { useMe } from '#/lib/session.ts';
import { useTaxonomyText } from '#/lib/taxonomy-text.ts';
import { useMediaQuery } from '#/lib/use-media-query.ts';

/** From here up the booking card sits beside the page (sticky); below it, the phone's booking bar. */

/**
 * The host's panel on their own activity, loaded only for them: it reads the roster (the host side's
 * contracts), which a guest's visit has no use for.
 */
const OwnActivityPanel = lazy(() =>
  import('#/features/activity/components/own-activity-panel.tsx').then((module) => ({
    default: module.OwnActivityPanel,
  })),
);
/** "Ask for a private date", loaded only on an activity its host offers privately. */
const AskPrivateDate = lazy(() =>
  import('#/features/activity/components/ask-private-date.tsx').then((module) => ({
    default: module.AskPrivateDate,
  })),
);
const SIDE_CARD_LAYOUT = '(min-width: 64rem)';

export function ActivityPage() {
  const { t, i18n } = useTranslation();
  const taxonomy = useTaxonomyText();
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const query = useActivity(id);
  const sideCard = useMediaQuery(SIDE_CARD_LAYOUT);
  const me = useMe();
  // Once the activity exists: a page view of a 404 is not a view of an activity.
  usePageView(query.isSuccess ? { activityId: query.data.id } : null);

  if (query.isPending) return <ActivityPageSkeleton />;

  if (query.isError) {
    const notFound = isNotFound(query.error);
    return (
      <div className="page-container pb-16">
        <BackToExplore />
        <DocumentTitle title={notFound ? t('activity.notFound') : t('activity.loadError')} />
        {notFound ? (
          <div
            role="alert"
            className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center"
          >
            <AlertCircle aria-hidden className="size-8 text-muted-foreground" />
            <h1 className="font-bold text-title tracking-tight">{t('activity.notFound')}</h1>
            <p className="text-muted-foreground">{t('activity.notFoundBody')}</p>
            <WayBackButton />
          </div>
        ) : (
          <LoadError
            variant="page"
            title={t('activity.loadError')}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        )}
      </div>
    );
  }

  const activity = query.data;
  // The host sees what they can do with their activity where a guest sees how to book it.
  const own = me.user?.id === activity.host.id;
  const place = mapsQuery(activity);
  // Several prices (Adult, Child...): the lowest, "from €8", as on its card.
  const amount =
    activity.priceCents === 0 && !activity.severalPrices
      ? t('activityCard.free')
      : formatMoney(activity.priceCents, i18n.language);
  const price = activity.severalPrices ? `${t('activityCard.from')} ${amount}` : amount;

  return (
    <div className="page-container pb-16">
      <DocumentTitle title={activity.title} />
      {own && <PublishedNotice activityId={activity.id} title={activity.title} />}
      <div className="flex items-center justify-between gap-4">
        <BackToExplore />
        <div className="flex items-center gap-2">
          {!own && <SaveHeart activityId={activity.id} />}
          <ShareButton activityId={activity.id} title={activity.title} />
        </div>
      </div>
      {/* On phones the price and booking card follows the title; on desktop it sits beside everything. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-x-12">
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1">
          <ActivityGallery
            title={activity.title}
            images={galleryImages(activity.coverImageUrl ?? activity.thumbnailUrl, activity.additionalImages)}
          />
          <div className="flex flex-col gap-3">
            <Badge variant="accent" size="md">
              {taxonomy.category(activity.category)}
            </Badge>
            <h1 className="text-balance font-bold text-title tracking-tight md:text-display">
              <FlameTitle title={activity.title} />
            </h1>
            <p className="whitespace-pre-line text-lg leading-relaxed">{activity.description}</p>
          </div>
        </div>
        {/* Sticky beside the page; a card taller than the window (a series' dates, the cancellation policy's
            line) scrolls within itself, so its end (the host's link) can always be reached and seen. */}
        <aside
          aria-label={t('activity.bookingLabel')}
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain lg:[scrollbar-width:thin]"
        >
          <div className="flex flex-col gap-5 rounded-xl border bg-card p-6 shadow-sm">
            <div className="flex flex-col gap-0.5">
              <BestPriceLabel />
              <p>
                <span className="font-bold text-title tabular-nums">{price}</span>{' '}
                {activity.priceCents > 0 && (
                  <span className="text-muted-foreground">{t('activityCard.perPerson')}</span>
                )}
              </p>
            </div>
            <FactList>
              <Fact icon={CalendarDays} label={t('activity.when')}>
                <span className="tabular-nums">
                  {formatActivityDate(activity.startTime, activity.endTime, i18n.language, activity.timeZone)}
                </span>
              </Fact>
              <Fact icon={MapPin} label={t('activity.where')}>
                <span className="flex flex-col">
                  <span>{activity.locationName || place}</span>
                  {activity.address && activity.address !== activity.locationName && (
                    <span className="text-muted-foreground">{activity.address}</span>
                  )}
                  {place && (
                    <a
                      href={mapsSearchUrl(place)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="w-fit text-link hover:underline"
                    >
                      {t('activity.openMap')}
                      <span className="sr-only"> {t('activity.newTab')}</span>
                    </a>
                  )}
                </span>
              </Fact>
              <Fact icon={Users} label={t('activity.spots')}>
                {activity.state === 'bookable'
                  ? t('activity.spotsAvailable', { count: activity.spotsRemaining })
                  : t(CLOSED_STATE_LABEL[activity.state])}
              </Fact>
              {activity.activityLanguages.length > 0 && (
                <Fact icon={Languages} label={t('activity.languages')}>
                  {activity.activityLanguages.map(taxonomy.language).join(', ')}
                </Fact>
              )}
              <Fact icon={SignalHigh} label={t('activity.level')}>
                {taxonomy.level(activity.level)}
              </Fact>
            </FactList>
            <SeriesDates activity={activity} />
            {own ? (
              <Suspense fallback={<Skeleton className="h-40 w-full" />}>
                <OwnActivityPanel activity={activity} />
              </Suspense>
            ) : (
              <>
                <BookingPanel activity={activity} />
                {activity.privateOffer && activity.state !== 'cancelled' && (
                  <Suspense fallback={null}>
                    <AskPrivateDate activity={activity} />
                  </Suspense>
                )}
                <div className="flex flex-col gap-4 border-t pt-5">
                  <HostLine host={activity.host} />
                  <AskHost activity={activity} />
                </div>
              </>
            )}
          </div>
        </aside>
        <div className="render-when-near flex min-w-0 flex-col gap-8 lg:col-start-1">
          <MeetingPointSlot activity={activity} />
          <AboutHost host={activity.host} />
          <AttendeesSlot activityId={activity.id} canBook={!own && activity.state === 'bookable'} />
          <ReviewsSection activityId={activity.id} scrollOnLoad={hash === '#reviews'} />
          {!own && (
            <ReportButton
              targetType="activity"
              targetId={activity.id}
              itemName={t('reports.itemName.activity')}
              className="-ml-2.5 self-start"
            />
          )}
        </div>
      </div>
      <MoreLikeThisSlot activityId={activity.id} />
      {!sideCard && !own && <PhoneBookingBar activity={activity} price={price} />}
    </div>
  );
}

/**
 * The page's way back goes to /explore, as the spec says, wherever the visitor came from; signed out it
 * goes home instead, as /explore needs an account and would only ask them to sign in (issue 34).
 */
function useWayBack() {
  const { t } = useTranslation();
  const signedIn = useMe().user != null;
  return signedIn
    ? { to: '/explore', label: t('activity.back') }
    : { to: '/home', label: t('activity.backHome') };
}

function BackToExplore() {
  const back = useWayBack();
  return (
    <div className="py-4">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={back.to}>
          <ArrowLeft aria-hidden />
          {back.label}
        </Link>
      </Button>
    </div>
  );
}

/** The not-found state's button: the same way back as the page's own. */
function WayBackButton() {
  const back = useWayBack();
  return (
    <Button asChild>
      <Link to={back.to}>{back.label}</Link>
    </Button>
  );
}

function ActivityPageSkeleton() {
  return (
    <div className="page-container pb-16" aria-busy="true">
      <div className="py-4">
        <Skeleton className="h-8 w-36" />
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-12">
        <div className="flex flex-col gap-6">
          <Skeleton rounded="xl" className="aspect-[4/3] w-full" />
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-24 w-full" />
        </div>
        <Skeleton rounded="xl" className="h-96 w-full" />
      </div>
    </div>
  );
}
