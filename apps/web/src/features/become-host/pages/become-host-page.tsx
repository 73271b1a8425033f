import { useTranslation } from 'react-i18next';
import { LoadingState } from '#/components/loading-state.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { HostingExplainer } from '#/features/become-host/components/hosting-explainer.tsx';
import { QuickSetupForm } from '#/features/become-host/components/quick-setup-form.tsx';
import { useDelayedNavigate } from '#/features/become-host/hooks/use-delayed-navigate.ts';
import { useHostArrival } from '#/features/become-host/hooks/use-host-arrival.ts';
import { useMe } from '#/lib/session.ts';

/**
 * Become a Host (/become-host, signed in; spec §2, §4): the 'Quick Setup' form beside what hosting means.
 * On arrival the server is asked whether the caller hosts already (or should: a lost role is restored); a
 * host is sent on (to Create Activity, or to the dashboard when back from payout setup).
 */
export function BecomeHostPage() {
  const { t } = useTranslation();
  const me = useMe();
  const { navigateAfter, leaving } = useDelayedNavigate();
  const arrival = useHostArrival(navigateAfter);

  return (
    <div className="page-container max-w-5xl pb-16">
      <PageHeader title={t('becomeHost.title')} subtitle={t('becomeHost.subtitle')} />
      {arrival.phase === 'checking' ? (
        <LoadingState message={t('becomeHost.checking')} />
      ) : arrival.phase === 'leaving' ? (
        <LoadingState
          message={arrival.to === 'dashboard' ? t('becomeHost.toDashboard') : t('becomeHost.leaving')}
        />
      ) : (
        <div className="grid items-start gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section
            aria-labelledby="quick-setup-title"
            className="rounded-xl border bg-card p-5 shadow-sm sm:p-8"
          >
            <h2 id="quick-setup-title" className="font-semibold text-xl">
              {t('becomeHost.form.title')}
            </h2>
            <p className="mt-1 mb-6 text-muted-foreground text-sm">{t('becomeHost.form.intro')}</p>
            <QuickSetupForm
              defaultEmail={me.profile?.email ?? me.user?.email ?? ''}
              leaving={leaving}
              onHosting={(activityType) =>
                navigateAfter(
                  `/create-activity?${new URLSearchParams({ onboarding: 'complete', type: activityType })}`,
                  500,
                )
              }
            />
          </section>
          <HostingExplainer />
        </div>
      )}
    </div>
  );
}
