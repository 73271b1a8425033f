import Heart from 'lucide-react/icons/heart';
import { useTranslation } from 'react-i18next';
import { updateSavedAlerts } from '#/features/profile/api/update-saved-alerts.ts';
import { EmailSwitchCard } from '#/features/profile/components/email-switch-card.tsx';

/**
 * 'E-mails about my saved activities': on (the default), at most one e-mail a day when a saved activity is
 * about to sell out or its host adds a new date of it.
 */
export function SavedAlertsCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <EmailSwitchCard
      icon={Heart}
      enabled={enabled}
      save={(savedAlertsEnabled) => updateSavedAlerts({ savedAlertsEnabled })}
      text={{
        title: t('profile.savedAlerts.title'),
        label: t('profile.savedAlerts.label'),
        hint: t('profile.savedAlerts.hint'),
        on: t('profile.savedAlerts.on'),
        off: t('profile.savedAlerts.off'),
        failed: t('profile.savedAlerts.failed'),
      }}
    />
  );
}
