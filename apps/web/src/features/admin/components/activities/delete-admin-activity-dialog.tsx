import type { AdminActivityRow } from '@sortim/contracts/admin';
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
import { useDeleteAdminActivity } from '#/features/admin/api/activities-delete.ts';
import { useAdminFailureToast } from '#/features/admin/components/shared/use-admin-failure-toast.ts';

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
  const refunds = activity.paidBookings > 0;

  const confirm = () => {
    if (remove.isPending) return;
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
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={`${t('adminActivities.card.delete')} ${activity.title}`}
        >
          <Trash2 aria-hidden />
          {t('adminActivities.card.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('adminActivities.deleteDialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('adminActivities.deleteDialog.title')}</DialogTitle>
          <DialogDescription>
            {refunds
              ? t('adminActivities.deleteDialog.refunds', {
                  count: activity.paidBookings,
                  title: activity.title,
                })
              : t('adminActivities.deleteDialog.description')}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          {refunds
            ? t('adminActivities.deleteDialog.rule')
            : t('adminActivities.deleteDialog.summary', { title: activity.title, host: activity.hostName })}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              {t('adminActivities.deleteDialog.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
            {remove.isPending
              ? t('adminActivities.deleteDialog.deleting')
              : refunds
                ? t('adminActivities.deleteDialog.confirmRefund')
                : t('adminActivities.deleteDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
