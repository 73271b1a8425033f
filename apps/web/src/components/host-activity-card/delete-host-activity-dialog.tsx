import type { HostActivity } from '@sortim/contracts/hosting';
import { useTranslation } from 'react-i18next';
import { DeleteActivityDialog, deleteReach } from '#/components/delete-activity-dialog.tsx';
import { errorMessage } from '#/lib/api-client.ts';
import { formatMoney } from '#/lib/format.ts';
import { useDeleteHostActivity } from '#/lib/host-activities.ts';
import { toast } from '#/lib/toast.ts';

/**
 * A host's 'Delete Activity?'. Without paid bookings the activity is erased for good; with them it is the
 * host cancelling, so the dialog names who is refunded and how much before the host confirms.
 */
export function DeleteHostActivityDialog({
  activity,
  size,
}: {
  activity: HostActivity;
  /** 'stacked' in a compact row. */
  size?: 'stacked';
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteHostActivity();
  const reach = deleteReach(activity.paidBookings, activity.paidAmountCents > 0);

  return (
    <DeleteActivityDialog
      activityId={activity.id}
      remove={remove}
      onFailed={(error) => toast.error(errorMessage(error, t('myActivities.deleteFailed')))}
      trigger={{ size, fill: true }}
      copy={{
        trigger: t('myActivities.card.delete'),
        title: t('myActivities.deleteDialog.title'),
        description:
          reach === 'refunds'
            ? t('myActivities.deleteDialog.refunds', {
                count: activity.paidBookings,
                amount: formatMoney(activity.paidAmountCents, i18n.language),
              })
            : reach === 'booked'
              ? t('myActivities.deleteDialog.bookedFree', { count: activity.paidBookings })
              : t('myActivities.deleteDialog.description'),
        detail:
          reach === 'refunds'
            ? t('myActivities.deleteDialog.refundsDetail', { title: activity.title })
            : reach === 'booked'
              ? t('myActivities.deleteDialog.bookedFreeDetail', { title: activity.title })
              : t('myActivities.deleteDialog.summary', { title: activity.title }),
        close: t('myActivities.deleteDialog.close'),
        cancel: t('myActivities.deleteDialog.cancel'),
        confirm:
          reach === 'refunds'
            ? t('myActivities.deleteDialog.confirmRefund')
            : t('myActivities.deleteDialog.confirm'),
        deleting: t('myActivities.deleteDialog.deleting'),
        deleted: t('myActivities.deleted'),
        deletedRefunded: (count) => t('myActivities.deletedRefunded', { count }),
      }}
    />
  );
}
