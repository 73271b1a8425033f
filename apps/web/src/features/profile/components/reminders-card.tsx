import BellRing from 'lucide-react/icons/bell-ring';
import { useTranslation } from 'react-i18next';
import { updateReminders } from '#/features/profile/api/update-reminders.ts';
import { EmailSwitchCard } from '#/features/profile/components/email-switch-card.tsx';

/**
 * 'Reminder e-mails before my activities': on (the default), a guest gets an e-mail a day before and 2
 * hours before each activity they booked.
 */
export function RemindersCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <EmailSwitchCard
      icon={BellRing}
      enabled={enabled}
      save={(remindersEnabled) => updateReminders({ remindersEnabled })}
      text={{
        title: t('profile.reminders.title'),
        label: t('profile.reminders.label'),
        hint: t('profile.reminders.hint'),
        on: t('profile.reminders.on'),
        off: t('profile.reminders.off'),
        failed: t('profile.reminders.failed'),
      }}
    />
  );
}
