import type { HostGuest } from '@sortim/contracts/host-guests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#/components/confirm-dialog.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useCancelGuestBooking } from '#/features/activity-guests/api/activity-guests.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { formatMoney } from '#/lib/format.ts';
import { toast } from '#/lib/toast.ts';

/**
 * 'Cancel booking' of one guest: the dialog names the guest, the spots and the full refund (our terms:
 * a host's cancellation always refunds in full) before the host confirms; a free booking is just cancelled.
 * Offered while `available` (a paid booking of an activity not started).
 */
export function CancelGuestBookingDialog({ guest, available }: { guest: HostGuest; available: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelGuestBooking();
  // The live roster may show the booking refunded before the answer arrives: an open dialog stays until it
  // has said how the cancellation went.
  if (!available && !open) return null;
  const paid = guest.amountCents > 0;
  const amount = formatMoney(guest.amountCents, i18n.language);
  const words = { name: guest.guestName, count: guest.spots, amount };

  const confirm = () => {
    cancel.mutate(guest.bookingId, {
      onSuccess: (result) => {
        setOpen(false);
        toast.success(
          t('activityGuests.cancelled'),
          result.refundedCents > 0
            ? {
                description: t('activityGuests.cancelledRefunded', {
                  name: guest.guestName,
                  amount: formatMoney(result.refundedCents, i18n.language),
                }),
              }
            : undefined,
        );
      },
      onError: (error) => toast.error(errorMessage(error, t('activityGuests.cancelFailed'))),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost-destructive" className="w-full sm:w-auto">
          {t('activityGuests.cancel')}
        </Button>
      }
      title={t('activityGuests.dialog.title')}
      description={paid ? t('activityGuests.dialog.refund', words) : t('activityGuests.dialog.free', words)}
      closeLabel={t('activityGuests.dialog.close')}
      cancelLabel={t('activityGuests.dialog.keep')}
      confirmLabel={t('activityGuests.dialog.confirm')}
      pendingLabel={t('activityGuests.dialog.cancelling')}
      pending={cancel.isPending}
      onConfirm={confirm}
    >
      <p className="text-sm">{t('activityGuests.dialog.detail', { name: guest.guestName })}</p>
    </ConfirmDialog>
  );
}
