import type { MyBooking } from '@sortim/contracts/bookings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#/components/confirm-dialog.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useRequestRefund } from '#/features/bookings/api/request-refund.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { formatDateTime, formatMoney } from '#/lib/format.ts';
import { toast } from '#/lib/toast.ts';

/**
 * What cancelling this booking now does, as the server said (`refundNow`): a refund of all or half of what
 * was paid, until a deadline; nothing, past the last deadline (the guest may still cancel, to free the seat
 * for the waitlist); or, for a free booking, nothing to refund at all.
 */
type CancelKind = 'refund' | 'no-refund' | 'free';

export function cancelKind(booking: MyBooking): CancelKind {
  if (booking.amountCents === 0) return 'free';
  return booking.refundNow ? 'refund' : 'no-refund';
}

/**
 * 'Request Refund' and its confirmation (spec §2): refunds arrive within 5-10 business days and cannot be
 * undone; the exact amount ("€25 of €50" for half) and until when it is offered are shown before
 * confirming. Past the last deadline the same request cancels without a refund ('Cancel booking'), the
 * dialog saying that no money goes back and why; a free booking cancels with no money wording at all.
 * The request carries the amount shown: if a deadline passed meanwhile the server refuses (409) and the
 * dialog stays open, its figures refreshed. It closes on success, with a toast of what happened (a refund
 * the provider has not made yet is 'Refund of €X on its way', not a failure); while the request runs it
 * cannot be dismissed, so its outcome is always seen.
 */
export function RefundDialog({ booking }: { booking: MyBooking }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const refund = useRequestRefund();
  const kind = cancelKind(booking);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const people = t('myBookings.people', { count: booking.spots });
  const title = booking.activity.title;

  const confirm = () => {
    refund.mutate(
      { bookingId: booking.id, expectedRefundCents: booking.refundNow?.amountCents ?? 0 },
      {
        onSuccess: ({ outcome, booking: after }) => {
          setOpen(false);
          const refunded = after.refundedCents ?? 0;
          if (outcome === 'refund_pending') {
            // Recorded and owed, not a failure: the server asks the provider again until it goes through.
            const onItsWay = after.refundOnItsWayCents ?? booking.refundNow?.amountCents ?? 0;
            toast.success(t('myBookings.refundOnItsWay.title', { amount: money(onItsWay) }), {
              description: t('myBookings.refundOnItsWay.detail'),
            });
          } else if (outcome === 'refunded' && refunded > 0) {
            toast.success(t('myBookings.refund.done'), {
              description: t('myBookings.refund.doneDetail', { amount: money(refunded) }),
            });
          } else if (kind === 'free') {
            toast.success(t('myBookings.cancel.done'));
          } else {
            toast.success(t('myBookings.cancel.done'), { description: t('myBookings.noRefund.doneDetail') });
          }
        },
        onError: (error) => {
          toast.error(
            errorMessage(
              error,
              t(kind === 'refund' ? 'myBookings.refund.failed' : 'myBookings.cancel.failed'),
            ),
          );
        },
      },
    );
  };

  const text = {
    refund: {
      trigger: t('myBookings.requestRefund'),
      title: t('myBookings.refund.title'),
      description: t('myBookings.refund.description'),
      confirm: t('myBookings.refund.confirm'),
    },
    'no-refund': {
      trigger: t('myBookings.cancel.trigger'),
      title: t('myBookings.noRefund.title'),
      description: t('myBookings.noRefund.description'),
      confirm: t('myBookings.cancel.confirm'),
    },
    free: {
      trigger: t('myBookings.cancel.trigger'),
      title: t('myBookings.cancel.title'),
      description: t('myBookings.cancel.description'),
      confirm: t('myBookings.cancel.confirm'),
    },
  }[kind];

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          {text.trigger}
        </Button>
      }
      title={text.title}
      description={text.description}
      closeLabel={t('myBookings.refund.close')}
      cancelLabel={t('myBookings.refund.keep')}
      confirmLabel={text.confirm}
      pendingLabel={t('myBookings.refund.processing')}
      pending={refund.isPending}
      onConfirm={confirm}
    >
      <div className="flex flex-col gap-2 text-sm">
        {kind === 'free' && <p>{t('myBookings.cancel.summary', { people, title })}</p>}
        {kind === 'no-refund' && (
          <p>
            {t('myBookings.noRefund.summary', {
              amount: money(booking.amountCents),
              people,
              title,
              deadline: lastDeadline(booking, i18n.language),
            })}
          </p>
        )}
        {kind === 'refund' && booking.refundNow && (
          <>
            <p>
              {booking.refundNow.amountCents === booking.amountCents
                ? t('myBookings.refund.summary', { amount: money(booking.amountCents), people, title })
                : t('myBookings.refund.summaryShare', {
                    amount: money(booking.refundNow.amountCents),
                    total: money(booking.amountCents),
                    people,
                    title,
                  })}
            </p>
            <p className="text-muted-foreground">
              {t(
                booking.refundNow.share === 1 ? 'myBookings.refund.untilFull' : 'myBookings.refund.untilHalf',
                {
                  until: formatDateTime(booking.refundNow.until, i18n.language, booking.activity.timeZone),
                },
              )}
            </p>
          </>
        )}
      </div>
    </ConfirmDialog>
  );
}

/** When the booking's last refund deadline was: why nothing goes back now. */
function lastDeadline(booking: MyBooking, language: string): string {
  const last = booking.refundTerms.deadlines.at(-1)?.until ?? booking.activity.startTime;
  return formatDateTime(last, language, booking.activity.timeZone);
}
