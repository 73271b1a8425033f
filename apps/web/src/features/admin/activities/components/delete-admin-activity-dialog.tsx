import type { AdminActivityRow } from '@sortim/contracts/admin';
import { useTranslation } from 'react-i18next';
import { DeleteActivityDialog, deleteReach } from '#/components/delete-activity-dialog.tsx';
import { useDeleteAdminActivity } from '#/features/admin/activities/api/activities-delete.ts';
import { useAdminFailureToast } from '#/features/admin/shared/components/use-admin-failure-toast.ts';

/**
 * An admin's 'Delete Activity?': names what happens to the paid guests (refunded in full when the activity
 * is still to come) before the admin confirms.
 */
export function DeleteAdminActivityDialog({ activity }: { activity: AdminActivityRow }) {
  const { t } = useTranslation();
  const remove = useDeleteAdminActivity();
  const failed = useAdminFailureToast();
  const reach = deleteReach(activity.paidBookings, activity.priceCents > 0);

  return (
    <DeleteActivityDialog
      activityId={activity.id}
      remove={remove}
      onFailed={(error) => failed(error, t('adminActivities.deleteFailed'))}
      trigger={{ 'aria-label': `${t('adminActivities.card.delete')} ${activity.title}` }}
      copy={{
        trigger: t('adminActivities.card.delete'),
        title: t('adminActivities.deleteDialog.title'),
        description:
          reach === 'refunds'
            ? t('adminActivities.deleteDialog.refunds', {
                count: activity.paidBookings,
                title: activity.title,
              })
            : reach === 'booked'
              ? t('adminActivities.deleteDialog.bookedFree', {
                  count: activity.paidBookings,
                  title: activity.title,
                })
              : t('adminActivities.deleteDialog.description'),
        detail:
          reach !== 'nobody'
            ? t('adminActivities.deleteDialog.rule')
            : t('adminActivities.deleteDialog.summary', { title: activity.title, host: activity.hostName }),
        close: t('adminActivities.deleteDialog.close'),
        cancel: t('adminActivities.deleteDialog.cancel'),
        confirm:
          reach === 'refunds'
            ? t('adminActivities.deleteDialog.confirmRefund')
            : t('adminActivities.deleteDialog.confirm'),
        deleting: t('adminActivities.deleteDialog.deleting'),
        deleted: t('adminActivities.deleted'),
        deletedRefunded: (count) => t('adminActivities.deletedRefunded', { count }),
      }}
    />
  );
}
