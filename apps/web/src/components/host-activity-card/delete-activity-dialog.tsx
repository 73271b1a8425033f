import type { HostActivity } from '@sortim/contracts/hosting';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#/components/confirm-dialog.tsx';
import { Button } from '#/components/ui/button.tsx';
import { errorMessage } from '#/lib/api-client.ts';
import { formatMoney } from '#/lib/format.ts';
import { useDeleteHostActivity } from '#/lib/host-activities.ts';
import { toast } from '#/lib/toast.ts';

/**
 * 'Delete Activity?'. Without paid bookings the activity is erased for good; with them it is the host
 * cancelling, so the dialog names who is refunded and how much before the host confirms. While the delete
 * is on its way the dialog cannot be dismissed, so its outcome is always seen.
 */
export function DeleteActivityDialog({
  activity,
  size,
}: {
  activity: HostActivity;
  /** 'stacked' in a compact row. */
  size?: 'stacked';
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteHostActivity();
  // Guests of a free activity are booked but have paid nothing: their bookings are cancelled, not refunded.
  const refunds = activity.paidBookings > 0 && activity.paidAmountCents > 0;
  const booked = activity.paidBookings > 0 && !refunds;

  const confirm = () => {
    remove.mutate(activity.id, {
      onSuccess: (result) => {
        setOpen(false);
        toast.success(
          t('myActivities.deleted'),
          result.refundedBookings > 0
            ? { description: t('myActivities.deletedRefunded', { count: result.refundedBookings }) }
            : undefined,
        );
      },
      onError: (error) => toast.error(errorMessage(error, t('myActivities.deleteFailed'))),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost-destructive" size={size} fill>
          <Trash2 aria-hidden />
          {t('myActivities.card.delete')}
        </Button>
      }
      title={t('myActivities.deleteDialog.title')}
      description={
        refunds
          ? t('myActivities.deleteDialog.refunds', {
              count: activity.paidBookings,
              amount: formatMoney(activity.paidAmountCents, i18n.language),
            })
          : booked
            ? t('myActivities.deleteDialog.bookedFree', { count: activity.paidBookings })
            : t('myActivities.deleteDialog.description')
      }
      closeLabel={t('myActivities.deleteDialog.close')}
      cancelLabel={t('myActivities.deleteDialog.cancel')}
      confirmLabel={
        refunds ? t('myActivities.deleteDialog.confirmRefund') : t('myActivities.deleteDialog.confirm')
      }
      pendingLabel={t('myActivities.deleteDialog.deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
    >
      <p className="text-sm">
        {refunds
          ? t('myActivities.deleteDialog.refundsDetail', { title: activity.title })
          : booked
            ? t('myActivities.deleteDialog.bookedFreeDetail', { title: activity.title })
            : t('myActivities.deleteDialog.summary', { title: activity.title })}
      </p>
    </ConfirmDialog>
  );
}
