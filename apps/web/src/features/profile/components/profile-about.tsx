import type { Profile } from '@sortim/contracts/me';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { isInterest } from '#/features/profile/components/interests-picker.tsx';

/** Bio, languages and interests, each with a nudge towards Edit Profile while empty. */
export function ProfileAbout({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation();
  const languages = profile?.languages ?? [];
  const interests = profile?.interests ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t('profile.about')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {profile?.bio ? (
          <p className="whitespace-pre-line break-words">{profile.bio}</p>
        ) : (
          <p className="text-muted-foreground">{t('profile.noBio')}</p>
        )}
        <section aria-labelledby="profile-languages-title" className="flex flex-col gap-2">
          <h3 id="profile-languages-title" className="font-semibold text-sm">
            {t('profile.languages')}
          </h3>
          {languages.length > 0 ? (
            <ChipList items={languages} />
          ) : (
            <p className="text-muted-foreground text-sm">{t('profile.noLanguages')}</p>
          )}
        </section>
        <section aria-labelledby="profile-interests-title" className="flex flex-col gap-2">
          <h3 id="profile-interests-title" className="font-semibold text-sm">
            {t('profile.interests')}
          </h3>
          {interests.length > 0 ? (
            <ChipList
              items={interests.map((interest) =>
                isInterest(interest) ? t(`interests.${interest}`) : interest,
              )}
            />
          ) : (
            <p className="text-muted-foreground text-sm">{t('profile.noInterests')}</p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function ChipList({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-secondary px-3 py-1 text-secondary-foreground text-sm">
          {item}
        </li>
      ))}
    </ul>
  );
}
