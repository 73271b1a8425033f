import { describe, expect, it } from 'vitest';
import { failOnAnyConsoleOutput, makeRecipient } from '#src/test/email-templates.ts';
import { activityCancelledEmail, hostGuestCancelledEmail } from './host-notices.ts';

failOnAnyConsoleOutput();

describe('hostGuestCancelledEmail', () => {
  const notice = {
    guestName: 'Ana',
    activityTitle: 'Free walk',
    startTime: new Date('2027-03-27T09:00:00Z'),
    endTime: new Date('2027-03-27T11:00:00Z'),
    timeZone: 'Europe/Madrid',
    spots: 2,
    activityUrl: 'http://localhost:3000/host/activities/a1',
  };

  it('tells the host of a paid cancellation what was refunded', () => {
    const mail = hostGuestCancelledEmail({
      ...notice,
      recipient: makeRecipient({ name: 'Núria' }),
      amountCents: 3000,
    });
    expect(mail.text).toContain('and was refunded €30.00');
  });

  it('tells the host of a free cancellation without any refund or money, in every language', () => {
    for (const locale of ['en', 'es', 'ca'] as const) {
      const mail = hostGuestCancelledEmail({
        ...notice,
        recipient: makeRecipient({ locale, name: 'Núria' }),
        amountCents: 0,
      });
      expect(mail.text).toContain('Ana');
      expect(mail.text).not.toMatch(/€|0[.,]00|refund|reembols|reemborsa/i);
    }
  });
});

describe('activityCancelledEmail', () => {
  const cancelled = {
    activityTitle: 'Free walk',
    startTime: new Date('2027-03-27T09:00:00Z'),
    endTime: new Date('2027-03-27T11:00:00Z'),
    timeZone: 'Europe/Madrid',
    spots: 2,
  };

  it('tells a paying guest of the host cancelling that the payment is refunded in full', () => {
    const mail = activityCancelledEmail({
      ...cancelled,
      recipient: makeRecipient(),
      amountCents: 3000,
    });
    expect(mail.subject).toBe('Cancelled by the host: Free walk');
    expect(mail.text).toContain('your payment of €30.00 is refunded in full');
  });

  it('tells a free guest of the host cancelling without any refund or money, in every language', () => {
    for (const locale of ['en', 'es', 'ca'] as const) {
      const mail = activityCancelledEmail({
        ...cancelled,
        recipient: makeRecipient({ locale }),
        amountCents: 0,
      });
      expect(mail.text).toContain('Free walk');
      expect(mail.text).not.toMatch(/€|0[.,]00|refund|reembols|reemborsa/i);
    }
  });
});
