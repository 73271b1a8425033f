import type { HostActivity } from '@sortim/contracts/hosting';
import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#/components/ui/dialog.tsx';
import { errorMessage } from '#/lib/api-client.ts';
import { formatMoney } from '#/lib/format.ts';
import { useDeleteHostActivity } from '#/lib/host-activities.ts';

/**
 * 'Delete Activity?'. Without paid bookings the activity is erased for good; with them it is the host
 * cancelling, so the dialog names who is refunded and how much before the host confirms. While the delete
 * is on its way the dialog cannot be dismissed, so its outcome is always seen.
 */
export function DeleteActivityDialog({ activity }: { activity: HostActivity }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteHostActivity();
  const refunds = activity.paidBookings > 0;

  const confirm = () => {
    if (remove.isPending) return;
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
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          className="flex-1 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden />
          {t('myActivities.card.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('myActivities.deleteDialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('myActivities.deleteDialog.title')}</DialogTitle>
          <DialogDescription>
            {refunds
              ? t('myActivities.deleteDialog.refunds', {
                  count: activity.paidBookings,
                  amount: formatMoney(activity.paidAmountCents, i18n.language),
                })
              : t('myActivities.deleteDialog.description')}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          {refunds
            ? t('myActivities.deleteDialog.refundsDetail', { title: activity.title })
            : t('myActivities.deleteDialog.summary', { title: activity.title })}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              {t('myActivities.deleteDialog.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
            {remove.isPending
              ? t('myActivities.deleteDialog.deleting')
              : refunds
                ? t('myActivities.deleteDialog.confirmRefund')
                : t('myActivities.deleteDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
