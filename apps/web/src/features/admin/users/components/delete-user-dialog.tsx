import type { AdminUserRow } from '@sortim/contracts/admin';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#/components/confirm-dialog.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useAdminFailureToast } from '#/features/admin/shared/components/use-admin-failure-toast.ts';
import { useDeleteAdminUser } from '#/features/admin/users/api/users-delete.ts';
import { toast } from '#/lib/toast.ts';

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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          aria-label={`${t('adminUsers.card.delete')} ${user.displayName}`}
          variant="ghost-destructive"
          size="sm"
          fill
        >
          <Trash2 aria-hidden />
          {t('adminUsers.card.delete')}
        </Button>
      }
      title={t('adminUsers.deleteDialog.title', { name: user.displayName })}
      description={t('adminUsers.deleteDialog.description', { name: user.displayName, email: user.email })}
      closeLabel={t('adminUsers.close')}
      cancelLabel={t('adminUsers.cancel')}
      confirmLabel={t('adminUsers.deleteDialog.confirm')}
      pendingLabel={t('adminUsers.deleteDialog.deleting')}
      pending={remove.isPending}
      onConfirm={confirm}
    >
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
        <li>{t('adminUsers.deleteDialog.refunds')}</li>
        <li>{t('adminUsers.deleteDialog.cancellations')}</li>
        <li>{t('adminUsers.deleteDialog.permanent')}</li>
      </ul>
    </ConfirmDialog>
  );
}
