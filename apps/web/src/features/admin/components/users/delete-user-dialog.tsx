import type { AdminUserRow } from '@sortim/contracts/admin';
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
import { useDeleteAdminUser } from '#/features/admin/api/users-delete.ts';
import { useAdminFailureToast } from '#/features/admin/components/shared/use-admin-failure-toast.ts';

/**
 * 'Delete': names the person and what follows (future paid bookings refunded, future hosted activities
 * cancelled with their guests refunded) before the admin confirms; the toast says how many of each. While
 * the delete is on its way the dialog cannot be dismissed, so its outcome is always seen.
 */
export function DeleteUserDialog({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAdminUser();
  const failure = useAdminFailureToast();

  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(user.id, {
      onSuccess: (result) => {
        setOpen(false);
        const { refundedBookings, cancelledActivities } = result;
        toast.success(t('adminUsers.deleteDialog.deleted', { name: user.displayName }), {
          description:
            refundedBookings + cancelledActivities === 0
              ? t('adminUsers.deleteDialog.nothingToRefund')
              : t('adminUsers.deleteDialog.deletedDescription', {
                  bookings: t('adminUsers.deleteDialog.refundedBookings', { count: refundedBookings }),
                  activities: t('adminUsers.deleteDialog.cancelledActivities', {
                    count: cancelledActivities,
                  }),
                }),
        });
      },
      onError: (error) => failure(error, t('adminUsers.deleteDialog.failed')),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          aria-label={`${t('adminUsers.card.delete')} ${user.displayName}`}
          variant="ghost"
          size="sm"
          className="flex-1 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden />
          {t('adminUsers.card.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('adminUsers.close')}>
        <DialogHeader>
          <DialogTitle>{t('adminUsers.deleteDialog.title', { name: user.displayName })}</DialogTitle>
          <DialogDescription>
            {t('adminUsers.deleteDialog.description', { name: user.displayName, email: user.email })}
          </DialogDescription>
        </DialogHeader>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
          <li>{t('adminUsers.deleteDialog.refunds')}</li>
          <li>{t('adminUsers.deleteDialog.cancellations')}</li>
          <li>{t('adminUsers.deleteDialog.permanent')}</li>
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              {t('adminUsers.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
            {remove.isPending ? t('adminUsers.deleteDialog.deleting') : t('adminUsers.deleteDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
