import LogOut from 'lucide-react/icons/log-out';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '#/components/document-title.tsx';
import { Button } from '#/components/ui/button.tsx';
import { HostingCard } from '#/features/profile/components/hosting-card.tsx';
import { MyDataCard } from '#/features/profile/components/my-data-card.tsx';
import { ProfileAbout } from '#/features/profile/components/profile-about.tsx';
import { ProfileStats } from '#/features/profile/components/profile-stats.tsx';
import { ProfileSummary } from '#/features/profile/components/profile-summary.tsx';
import { RemindersCard } from '#/features/profile/components/reminders-card.tsx';
import { SavedAlertsCard } from '#/features/profile/components/saved-alerts-card.tsx';
import { canHost, useMe } from '#/lib/session.ts';
import { useSignOut } from '#/lib/sign-out.ts';

/** /profile (behind RequireAuth): the signed-in user's own profile. */
export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const signOut = useSignOut();
  const isHost = canHost(me);

  return (
    <div className="page-container flex flex-col gap-6 pt-8 pb-16 md:pt-12">
      <DocumentTitle title={t('profile.title')} />
      <ProfileSummary me={me} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ProfileAbout profile={me.profile} />
        </div>
        <div className="flex flex-col gap-6">
          <ProfileStats isHost={isHost} />
          {me.profile && <RemindersCard enabled={me.profile.remindersEnabled} />}
          {me.profile && <SavedAlertsCard enabled={me.profile.savedAlertsEnabled} />}
          <HostingCard isHost={isHost} />
          <MyDataCard />
          <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            <LogOut aria-hidden />
            {signOut.isPending ? t('session.signingOut') : t('session.signOut')}
          </Button>
        </div>
      </div>
    </div>
  );
}
