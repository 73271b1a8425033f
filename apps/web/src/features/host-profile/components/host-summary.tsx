import type { HostProfile } from '@sortim/contracts/host-dashboard';
import BadgeCheck from 'lucide-react/icons/badge-check';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Languages from 'lucide-react/icons/languages';
import MapPin from 'lucide-react/icons/map-pin';
import { useTranslation } from 'react-i18next';
import { ReplyTimeLine } from '#/components/conversations/reply-time-line.tsx';
import { StarRating } from '#/components/star-rating.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { formatRating } from '#/lib/format.ts';

/** Who the host is: photo, name, Verified, where they live, what they speak, what is coming, their rating, bio. */
export function HostSummary({ host }: { host: HostProfile }) {
  const { t, i18n } = useTranslation();
  const bio = host.bio?.trim();
  const rating = host.rating === null ? null : formatRating(host.rating, i18n.language);

  return (
    <section className="flex flex-col gap-6 pt-8 md:flex-row md:items-start md:gap-8 md:pt-12">
      <UserAvatar
        name={host.displayName}
        src={host.avatarUrl}
        size="host"
        fallbackClassName="text-3xl md:text-4xl"
      />
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-balance font-bold text-title tracking-tight md:text-display">
            {host.displayName}
          </h1>
          {host.verified && (
            <Badge variant="accent" size="md">
              <BadgeCheck aria-hidden />
              {t('hostProfile.verified')}
            </Badge>
          )}
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-muted-foreground text-sm">
          {host.city && (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4" />
              <span className="sr-only">{t('hostProfile.city')} </span>
              {host.city}
            </li>
          )}
          {host.languages.length > 0 && (
            <li className="flex items-center gap-1.5">
              <Languages aria-hidden className="size-4" />
              <span className="sr-only">{t('hostProfile.languages')} </span>
              {host.languages.join(', ')}
            </li>
          )}
          <li className="flex items-center gap-1.5 tabular-nums">
            <CalendarDays aria-hidden className="size-4" />
            {t('hostProfile.upcomingCount', { count: host.upcomingCount })}
          </li>
          <li className="flex items-center gap-1.5 tabular-nums">
            {host.rating !== null && rating !== null ? (
              <>
                <StarRating value={host.rating} label={t('hostProfile.ratingStars', { rating })} />
                {t('hostProfile.rating', { rating, count: host.reviewCount })}
              </>
            ) : (
              t('hostProfile.noReviews')
            )}
          </li>
        </ul>
        <ReplyTimeLine hostId={host.id} />
        {bio && <p className="max-w-prose whitespace-pre-line text-lg leading-relaxed">{bio}</p>}
      </div>
    </section>
  );
}

export function HostSummarySkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-6 pt-8 md:flex-row md:items-start md:gap-8 md:pt-12">
      <Skeleton rounded="full" className="size-24 shrink-0 md:size-32" />
      <div className="flex flex-1 flex-col gap-3">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-4 w-80 max-w-full" />
        <Skeleton className="h-5 w-full max-w-prose" />
        <Skeleton className="h-5 w-2/3 max-w-prose" />
      </div>
    </div>
  );
}
