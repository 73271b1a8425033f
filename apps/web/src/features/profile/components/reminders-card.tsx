import BellRing from 'lucide-react/icons/bell-ring';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Label } from '#/components/ui/label.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { useUpdateReminders } from '#/features/profile/api/update-reminders.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { toast } from '#/lib/toast.ts';

/**
 * 'Reminder e-mails before my activities': on (the default), a guest gets an e-mail a day before and 2
 * hours before each activity they booked. The switch moves at once and moves back if the server refuses.
 */
export function RemindersCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateReminders();
  const checked = update.isPending ? update.variables.remindersEnabled : enabled;

  const change = (remindersEnabled: boolean) => {
    if (update.isPending) return;
    update.mutate(
      { remindersEnabled },
      {
        onSuccess: (profile) =>
          toast.success(profile.remindersEnabled ? t('profile.reminders.on') : t('profile.reminders.off')),
        onError: (error) => toast.error(errorMessage(error, t('profile.reminders.failed'))),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <BellRing aria-hidden className="size-5 text-primary" />
            {t('profile.reminders.title')}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={id}>
            {/* The label may wrap on a phone: its own line height, the Label's being one line's. */}
            <span className="leading-snug">{t('profile.reminders.label')}</span>
          </Label>
          {/* Not disabled while saving: a disabled control drops its focus; `change` ignores presses meanwhile. */}
          <Switch id={id} checked={checked} onCheckedChange={change} aria-describedby={`${id}-hint`} />
        </div>
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {t('profile.reminders.hint')}
        </p>
      </CardContent>
    </Card>
  );
}
