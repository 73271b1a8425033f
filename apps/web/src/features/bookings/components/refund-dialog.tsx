import type { MyBooking } from '@sortim/contracts/bookings';
import { Loader2 } from 'lucide-react';
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
import { useRequestRefund } from '#/features/bookings/api/request-refund.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { formatMoney } from '#/lib/format.ts';

/**
 * 'Request Refund' and its confirmation (spec §2): refunds arrive within 5-10 business days and cannot be
 * undone. It closes on success; a failure keeps it open with the server's reason in a toast. While the
 * refund is on its way the dialog cannot be dismissed, so its outcome is always seen.
 */
export function RefundDialog({ booking }: { booking: MyBooking }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const refund = useRequestRefund();

  const confirm = () => {
    if (refund.isPending) return;
    refund.mutate(booking.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('myBookings.refund.done'));
      },
      onError: (error) => {
        toast.error(errorMessage(error, t('myBookings.refund.failed')));
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !refund.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t('myBookings.requestRefund')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('myBookings.refund.close')}>
        <DialogHeader>
          <DialogTitle>{t('myBookings.refund.title')}</DialogTitle>
          <DialogDescription>{t('myBookings.refund.description')}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          {t(booking.amountCents > 0 ? 'myBookings.refund.summary' : 'myBookings.refund.summaryFree', {
            amount: formatMoney(booking.amountCents, i18n.language),
            people: t('myBookings.people', { count: booking.spots }),
            title: booking.activity.title,
          })}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={refund.isPending}>
              {t('myBookings.refund.keep')}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={refund.isPending} onClick={confirm}>
            {refund.isPending && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
            {refund.isPending ? t('myBookings.refund.processing') : t('myBookings.refund.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
