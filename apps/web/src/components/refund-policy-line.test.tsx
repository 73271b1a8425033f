import type { RefundTerms } from '@sortim/contracts/cancellation-policies';
import { render } from '@testing-library/react';
import { RefundPolicyLine } from '#/components/refund-policy-line.tsx';
import { formatDateTime } from '#/lib/format.ts';
import { i18n } from '#/lib/i18n.ts';
import { daysFromNow } from '#/test/booking-factories.ts';

const start = daysFromNow(10);
const dayBefore = daysFromNow(9);
const weekBefore = daysFromNow(3);
const en = (iso: string) => formatDateTime(iso, 'en');

function line(terms: RefundTerms, options: { beforeBooking?: boolean } = {}) {
  const { container, unmount } = render(
    <RefundPolicyLine terms={terms} start={start} timeZone="Europe/Madrid" {...options} />,
  );
  const text = container.textContent;
  unmount();
  return text;
}

describe('the cancellation policy line', () => {
  it('names Flexible and its full refund until the start, with the exact time', () => {
    expect(line({ policy: 'flexible', deadlines: [{ until: start, share: 1 }] })).toBe(
      `Cancellation policy: Flexible. Full refund if you cancel before the start, ${en(start)}.`,
    );
  });

  it('gives Moderate its deadline a day before the start, and nothing after', () => {
    expect(line({ policy: 'moderate', deadlines: [{ until: dayBefore, share: 1 }] })).toBe(
      `Cancellation policy: Moderate. Full refund if you cancel before ${en(dayBefore)}; no refund after that.`,
    );
  });

  it("gives Strict both deadlines while the full refund's is ahead", () => {
    const strict: RefundTerms = {
      policy: 'strict',
      deadlines: [
        { until: weekBefore, share: 1 },
        { until: dayBefore, share: 0.5 },
      ],
    };
    expect(line(strict)).toBe(
      `Cancellation policy: Strict. Full refund if you cancel before ${en(weekBefore)}, half refund before ${en(dayBefore)}; no refund after that.`,
    );
  });

  it('leaves out a deadline that has passed: in the half window, only the half', () => {
    const passed = daysFromNow(-1);
    const strict: RefundTerms = {
      policy: 'strict',
      deadlines: [
        { until: passed, share: 1 },
        { until: dayBefore, share: 0.5 },
      ],
    };
    expect(line(strict)).toBe(
      `Cancellation policy: Strict. Half refund if you cancel before ${en(dayBefore)}; no refund after that.`,
    );
  });

  it('says why nothing is refunded past the last deadline, and to a guest not yet booked that it is so now', () => {
    const ended = daysFromNow(-0.5);
    const late: RefundTerms = { policy: 'moderate', deadlines: [{ until: ended, share: 1 }] };
    expect(line(late)).toBe(
      `Cancellation policy: Moderate. No refund: cancellations were refundable until ${en(ended)}. You can still cancel to free your spot.`,
    );
    expect(line(late, { beforeBooking: true })).toBe(
      `Cancellation policy: Moderate. No refund if you book now: cancellations were refundable until ${en(ended)}.`,
    );
  });

  it("reads in the page's language, dates included", async () => {
    await i18n.changeLanguage('es');
    expect(line({ policy: 'moderate', deadlines: [{ until: dayBefore, share: 1 }] })).toBe(
      `Política de cancelación: Moderada. Reembolso completo si cancelas antes del ${formatDateTime(dayBefore, 'es')}; después, sin reembolso.`,
    );
    await i18n.changeLanguage('ca');
    expect(line({ policy: 'strict', deadlines: [{ until: dayBefore, share: 0.5 }] })).toBe(
      `Política de cancel·lació: Estricta. Reemborsament de la meitat si cancel·les abans del ${formatDateTime(dayBefore, 'ca')}; després, sense reemborsament.`,
    );
  });
});
