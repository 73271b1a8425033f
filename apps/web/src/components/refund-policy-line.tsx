import type { RefundTerms } from '@sortim/contracts/cancellation-policies';
import { CANCELLATION_POLICY_COPY, refundTermsSentence } from '@sortim/contracts/cancellation-policy-copy';
import { toLocale } from '@sortim/contracts/product';
import { useTranslation } from 'react-i18next';
import { cn } from '#/lib/cn.ts';
import { formatDateTime } from '#/lib/format.ts';

/**
 * A cancellation policy as the guest reads it: its name, then one sentence with the exact deadlines still
 * ahead, on the activity's city's clock (the contracts' refundTermsSentence, the e-mails' own words). The activity
 * page's booking area shows the terms a booking paid now would get; My Bookings each paid booking's own.
 * Past the last deadline it says why nothing would be refunded; before booking, without the e-mail's
 * "You can still cancel", which speaks to someone who has booked.
 */
export function RefundPolicyLine({
  terms,
  start,
  timeZone,
  beforeBooking = false,
  className,
}: {
  terms: RefundTerms;
  /** The activity's start: a full refund until then reads "before the start". */
  start: string;
  /** The activity's city's zone: the deadlines are written on its clock. */
  timeZone: string;
  beforeBooking?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const now = new Date();
  const formatTime = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  const last = terms.deadlines.at(-1);
  const nothingAhead = !terms.deadlines.some((deadline) => Date.parse(deadline.until) > now.getTime());
  const sentence =
    beforeBooking && nothingAhead && last
      ? t('refundPolicy.noneBeforeBooking', { deadline: formatTime(last.until) })
      : refundTermsSentence(terms, { start, now, locale, formatTime });

  return (
    <p className={cn('text-sm', className)}>
      <span className="font-medium">
        {t('refundPolicy.policy', { name: CANCELLATION_POLICY_COPY[locale].names[terms.policy] })}
      </span>{' '}
      {sentence}
    </p>
  );
}
