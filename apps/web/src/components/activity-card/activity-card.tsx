import type { ActivityCard as ActivityCardData } from '@sortim/contracts/activities';
import { cardImageUrl } from '@sortim/contracts/first-reads';
import BadgeCheck from 'lucide-react/icons/badge-check';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityCover } from '#/components/activity-card/activity-cover.tsx';
import { isVerifiedHost, mapsQuery, mapsSearchUrl } from '#/components/activity-card/activity-facts.ts';
import { BestPriceLabel } from '#/components/activity-card/best-price-label.tsx';
import { FlameTitle } from '#/components/activity-card/flame-title.tsx';
import { HostName } from '#/components/activity-card/host-name.tsx';
import { StateBadge } from '#/components/activity-card/state-badge.tsx';
import { SaveHeart } from '#/components/save-heart.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { formatActivityDate, formatMoney } from '#/lib/format.ts';
import { useTaxonomyText } from '#/lib/taxonomy-text.ts';

/**
 * An activity in a list (home, explore, host profile). The title's link stretches over the whole card, so
 * the card opens the activity on a click anywhere, while the host, the map and 'Join now' stay separate
 * links above it (a link inside a link is invalid HTML and unreachable by keyboard), as is the heart (Save).
 */
/**
 * `priority`: the card is in the first row on arrival, so its image loads at once (ActivityCover).
 * `showHost`: false where the page is the host's own (their profile already names them, Verified once).
 */
export function ActivityCard({
  activity,
  priority = false,
  showHost = true,
}: {
  activity: ActivityCardData;
  priority?: boolean;
  showHost?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const taxonomy = useTaxonomyText();
  const titleId = useId();
  const href = `/activity/${activity.id}`;
  const place = mapsQuery(activity);
  const placeLabel = activity.locationName.trim() || place;

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md has-[[data-card-link]:focus-visible]:ring-[3px] has-[[data-card-link]:focus-visible]:ring-ring"
    >
      <div className="relative">
        <ActivityCover src={cardImageUrl(activity)} alt="" priority={priority} />
        <StateBadge activity={activity} className="absolute top-3 left-3" />
        {/* Over the picture, beside the card's link rather than in it (a button inside a link is invalid). */}
        <SaveHeart
          activityId={activity.id}
          describedBy={titleId}
          overlay
          className="absolute top-2 right-2 z-10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {taxonomy.category(activity.category)}
        </p>
        <h3 id={titleId} className="line-clamp-2 font-semibold text-lg leading-snug">
          <Link
            to={href}
            data-card-link
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            <FlameTitle title={activity.title} />
          </Link>
        </h3>
        <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
          <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="tabular-nums">
            {formatActivityDate(activity.startTime, activity.endTime, i18n.language, activity.timeZone)}
            {/* A series is one card, at its next date (the server's list): its other dates are on its page. */}
            {activity.moreDates > 0 && (
              <span className="block font-medium text-foreground">
                {t('activityCard.moreDates', { count: activity.moreDates })}
              </span>
            )}
          </span>
        </p>
        {place && placeLabel && (
          <a
            href={mapsSearchUrl(place)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('activityCard.openMap', { place: placeLabel })}
            className="relative z-10 flex w-fit items-start gap-1.5 text-link text-sm hover:underline"
          >
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="line-clamp-1">{placeLabel}</span>
          </a>
        )}
        {showHost && (
          <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
            <span className="text-muted-foreground">{t('activityCard.hostedBy')}</span>
            <HostName host={activity.host} className="relative z-10 font-medium" />
            {isVerifiedHost(activity.host) && (
              <Badge variant="accent">
                <BadgeCheck aria-hidden />
                {t('activityCard.verified')}
              </Badge>
            )}
          </p>
        )}
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <div className="flex flex-col">
            <BestPriceLabel />
            <p className="text-sm">
              {/* Several prices (Adult, Child...): the lowest, "from €8". */}
              {activity.severalPrices && (
                <span className="text-muted-foreground">{t('activityCard.from')} </span>
              )}
              <span className="font-bold text-lg tabular-nums">
                {activity.priceCents === 0 && !activity.severalPrices
                  ? t('activityCard.free')
                  : formatMoney(activity.priceCents, i18n.language)}
              </span>
              {/* 'Free' alone: nobody pays 'per person' for nothing. */}
              {activity.priceCents > 0 && (
                <span className="text-muted-foreground"> {t('activityCard.perPerson')}</span>
              )}
            </p>
          </div>
          {/* 'Join now' (the spec's words) opens the page either way; it stays quiet where the badge says why one cannot book. */}
          <Button
            asChild
            size="sm"
            variant={activity.state === 'bookable' ? 'default' : 'outline'}
            className="relative z-10"
          >
            <Link to={href} aria-describedby={titleId}>
              {t('activityCard.joinNow')}
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
