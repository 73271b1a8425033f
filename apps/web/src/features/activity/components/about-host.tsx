import type { ActivityDetail } from '@sortim/contracts/activities';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isVerifiedHost } from '#/components/activity-card/activity-facts.ts';
import { HostName } from '#/components/activity-card/host-name.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';

/** The host's avatar, name (to their public profile, when they have one) and 'Verified' badge. */
export function HostLine({ host }: { host: ActivityDetail['host'] }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <UserAvatar name={host.displayName} src={host.avatarUrl} />
      <div className="flex flex-col">
        <span className="text-muted-foreground text-xs">{t('activity.hostedBy')}</span>
        <span className="flex flex-wrap items-center gap-2">
          <HostName host={host} className="font-semibold" />
          {isVerifiedHost(host) && (
            <Badge variant="accent">
              <BadgeCheck aria-hidden />
              {t('activityCard.verified')}
            </Badge>
          )}
        </span>
      </div>
    </div>
  );
}

/**
 * 'About the Host', only when the host has written a bio: who they are in their own words, and for a
 * verified host the way to their profile (activities and reviews). 'Hosted by' and 'Verified' are said
 * once on the page, in the booking card (HostLine), so this section does not repeat them.
 */
export function AboutHost({ host }: { host: ActivityDetail['host'] }) {
  const { t } = useTranslation();
  const bio = host.bio?.trim();
  if (!bio) return null;
  return (
    <section aria-labelledby="about-host-title" className="flex flex-col gap-4 rounded-xl border p-6">
      <h2 id="about-host-title" className="font-semibold text-xl">
        {t('activity.aboutHost')}
      </h2>
      <div className="flex items-center gap-4">
        <UserAvatar name={host.displayName} src={host.avatarUrl} size="lg" />
        <p className="font-semibold text-lg">{host.displayName}</p>
      </div>
      <p className="whitespace-pre-line text-muted-foreground leading-relaxed">{bio}</p>
      {isVerifiedHost(host) && (
        <Link
          to={`/profile/${host.id}`}
          className="inline-flex min-h-11 w-fit items-center text-link hover:underline"
        >
          {t('activity.hostProfile', { name: host.displayName })}
        </Link>
      )}
    </section>
  );
}
