import type { MyBooking } from '@sortim/contracts/bookings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#/components/confirm-dialog.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useRequestRefund } from '#/features/bookings/api/request-refund.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { formatMoney } from '#/lib/format.ts';
import { toast } from '#/lib/toast.ts';

/**
 * 'Request Refund' and its confirmation (spec §2): refunds arrive within 5-10 business days and cannot be
 * undone. It closes on success; a failure keeps it open with the server's reason in a toast. While the
 * refund is on its way the dialog cannot be dismissed, so its outcome is always seen. A free booking has
 * nothing to refund: the same request cancels it ('Cancel booking'), with no refund or money wording;
 * the server frees its spots and offers them to the waitlist exactly as for a refund.
 */
export function RefundDialog({ booking }: { booking: MyBooking }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const refund = useRequestRefund();
  const free = booking.amountCents === 0;

  const confirm = () => {
    refund.mutate(booking.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t(free ? 'myBookings.cancel.done' : 'myBookings.refund.done'));
      },
      onError: (error) => {
        toast.error(errorMessage(error, t(free ? 'myBookings.cancel.failed' : 'myBookings.refund.failed')));
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          {t(free ? 'myBookings.cancel.trigger' : 'myBookings.requestRefund')}
        </Button>
      }
      title={t(free ? 'myBookings.cancel.title' : 'myBookings.refund.title')}
      description={t(free ? 'myBookings.cancel.description' : 'myBookings.refund.description')}
      closeLabel={t('myBookings.refund.close')}
      cancelLabel={t('myBookings.refund.keep')}
      confirmLabel={t(free ? 'myBookings.cancel.confirm' : 'myBookings.refund.confirm')}
      pendingLabel={t('myBookings.refund.processing')}
      pending={refund.isPending}
      onConfirm={confirm}
    >
      <p className="text-sm">
        {t(free ? 'myBookings.cancel.summary' : 'myBookings.refund.summary', {
          amount: formatMoney(booking.amountCents, i18n.language),
          people: t('myBookings.people', { count: booking.spots }),
          title: booking.activity.title,
        })}
      </p>
    </ConfirmDialog>
  );
}
