import BellOff from 'lucide-react/icons/bell-off';
import BellPlus from 'lucide-react/icons/bell-plus';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { useToggleWaitlist } from '#/features/activity/api/toggle-waitlist.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { toast } from '#/lib/toast.ts';

/**
 * 'Join Waitlist' / 'Leave Waitlist'; anonymous visitors are asked to log in (spec §6). `compact`: the
 * phone's booking bar, a smaller button without the note under it (the panel shows the note).
 */
export function WaitlistToggle({
  activityId,
  signedIn,
  onWaitlist,
  compact = false,
}: {
  activityId: string;
  signedIn: boolean;
  onWaitlist: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const toggle = useToggleWaitlist(activityId);

  const onClick = () => {
    if (toggle.isPending) return;
    if (!signedIn) {
      toast.error(t('booking.loginRequired'), { description: t('booking.waitlistLogin') });
      return;
    }
    toggle.mutate(!onWaitlist, {
      onSuccess: (result) => {
        toast.success(result.onWaitlist ? t('booking.waitlistAdded') : t('booking.waitlistRemoved'));
      },
      onError: (error) => {
        toast.error(t('errors.generic'), { description: errorMessage(error, t('errors.tryLater')) });
      },
    });
  };

  const Icon = onWaitlist ? BellOff : BellPlus;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        size={compact ? 'default' : 'lg'}
        className="w-full"
        disabled={toggle.isPending}
        onClick={onClick}
      >
        <Icon aria-hidden />
        {onWaitlist ? t('booking.leaveWaitlist') : t('booking.joinWaitlist')}
      </Button>
      {onWaitlist && !compact && (
        <p className="text-center text-muted-foreground text-sm">{t('booking.onWaitlistNote')}</p>
      )}
    </div>
  );
}
