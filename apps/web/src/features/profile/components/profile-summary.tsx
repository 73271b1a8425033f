import type { Me } from '@sortim/contracts/me';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import { useTranslation } from 'react-i18next';
import { Badge } from '#/components/ui/badge.tsx';
import { Card } from '#/components/ui/card.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { AvatarUpload } from '#/features/profile/components/avatar-upload.tsx';
import { EditProfileDialog } from '#/features/profile/components/edit-profile-dialog.tsx';

/** Photo, name (or 'Welcome!'), 'Verified Host', e-mail, age and gender, city, and 'Edit Profile'. */
export function ProfileSummary({ me }: { me: Me }) {
  const { t } = useTranslation();
  const profile = me.profile;
  const displayName = profile?.displayName?.trim() || null;
  const email = profile?.email ?? me.user?.email ?? null;
  const verified = Boolean(profile?.verifiedHost) || me.roles.includes('verified_host');
  const ageAndGender = [
    profile?.age != null ? t('profile.age', { count: profile.age }) : null,
    profile?.gender ? t(`genders.${profile.gender}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Card className="flex-col gap-6 px-6 sm:flex-row sm:items-start">
      <div className="flex flex-col items-center gap-3">
        <UserAvatar
          name={displayName ?? me.user?.name ?? email}
          src={profile?.avatarUrl}
          size="profile"
          fallbackClassName="text-3xl"
        />
        <AvatarUpload />
      </div>
      <div className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center sm:items-start sm:text-left">
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <h1 className="break-words font-bold text-title tracking-tight">
            {displayName ?? t('profile.welcome')}
          </h1>
          {verified && (
            <Badge variant="accent">
              <BadgeCheck aria-hidden />
              {t('profile.verifiedHost')}
            </Badge>
          )}
        </div>
        {email && (
          <p className="flex min-w-0 items-center gap-1.5 text-muted-foreground">
            <Mail aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('profile.email')}: </span>
            <span className="truncate">{email}</span>
          </p>
        )}
        {ageAndGender && <p className="text-muted-foreground">{ageAndGender}</p>}
        {profile?.city && (
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('profile.city')}: </span>
            {profile.city}
          </p>
        )}
        <div className="mt-2">
          <EditProfileDialog profile={profile} fallbackName={me.user?.name ?? ''} />
        </div>
      </div>
    </Card>
  );
}
