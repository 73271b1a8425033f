import type { AdminActivityRow } from '@sortim/contracts/admin';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#/components/confirm-dialog.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useDeleteAdminActivity } from '#/features/admin/api/activities-delete.ts';
import { useAdminFailureToast } from '#/features/admin/components/shared/use-admin-failure-toast.ts';
import { toast } from '#/lib/toast.ts';

/**
 * 'Delete Activity?' for an admin: names what happens to the paid guests (refunded in full when the
 * activity is still to come) before the admin confirms. While the delete runs the dialog stays, so its
 * outcome is always seen.
 */
export function DeleteAdminActivityDialog({ activity }: { activity: AdminActivityRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAdminActivity();
  const failed = useAdminFailureToast();
  // Guests of a free activity are booked but have paid nothing: their bookings are cancelled, not refunded.
  const refunds = activity.paidBookings > 0 && activity.priceCents > 0;
  const booked = activity.paidBookings > 0 && !refunds;

  const confirm = () => {
    remove.mutate(activity.id, {
      onSuccess: (result) => {
        setOpen(false);
        toast.success(
          t('adminActivities.deleted'),
          result.refundedBookings > 0
            ? { description: t('adminActivities.deletedRefunded', { count: result.refundedBookings }) }
            : undefined,
        );
      },
      onError: (error) => failed(error, t('adminActivities.deleteFailed')),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="ghost-destructive"
          aria-label={`${t('adminActivities.card.delete')} ${activity.title}`}
        >
          <Trash2 aria-hidden />
          {t('adminActivities.card.delete')}
        </Button>
      }
      title={t('adminActivities.deleteDialog.title')}
      description={
        refunds
          ? t('adminActivities.deleteDialog.refunds', { count: activity.paidBookings, title: activity.title })
          : booked
            ? t('adminActivities.deleteDialog.bookedFree', {
                count: activity.paidBookings,
                title: activity.title,
              })
            : t('adminActivities.deleteDialog.description')
      }
      closeLabel={t('adminActivities.deleteDialog.close')}
      cancelLabel={t('adminActivities.deleteDialog.cancel')}
      confirmLabel={
        refunds ? t('adminActivities.deleteDialog.confirmRefund') : t('adminActivities.deleteDialog.confirm')
      }
      pendingLabel={t('adminActivities.deleteDialog.deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
    >
      <p className="text-sm">
        {refunds || booked
          ? t('adminActivities.deleteDialog.rule')
          : t('adminActivities.deleteDialog.summary', { title: activity.title, host: activity.hostName })}
      </p>
    </ConfirmDialog>
  );
}
