import { describe, expect, it } from 'vitest';
import {
  ESCAPED_SCRIPT_TITLE,
  failOnAnyConsoleOutput,
  makeRecipient,
  SCRIPT_TITLE,
} from '#src/test/email-templates.ts';
import { latePaymentRefundedEmail } from './late-payment-refunded.ts';

failOnAnyConsoleOutput();

describe('latePaymentRefundedEmail', () => {
  const late = {
    recipient: makeRecipient(),
    activityTitle: 'Sunset kayak',
    amountCents: 13500,
    reason: 'gone' as const,
    activityUrl: 'http://localhost:3000/activity/a1',
    exploreUrl: 'http://localhost:3000/explore',
  };

  it('explains the full refund of a payment that came after the spot was released, and points to the waitlist', () => {
    const mail = latePaymentRefundedEmail(late);

    expect(mail.subject).toBe('Your payment was refunded: Sunset kayak');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Hi Ana,');
      expect(body).toContain('after the spot we had reserved for you was released');
      expect(body).toContain('the activity is now full');
      expect(body).toContain('refunded your €135.00 in full');
      expect(body).toContain('5-10 business days');
      expect(body).toContain('join the waitlist');
    }
    expect(mail.text).toContain('See the activity: http://localhost:3000/activity/a1');
    expect(mail.html).toContain('href="http://localhost:3000/activity/a1"');
  });

  it('says a payment that came after the start books nothing and is refunded, and points to other activities', () => {
    const mail = latePaymentRefundedEmail({ ...late, reason: 'started' });

    expect(mail.subject).toBe('Your payment was refunded: Sunset kayak');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('arrived after the activity had started, so you do not have a booking');
      expect(body).toContain('refunded your €135.00 in full');
      expect(body).not.toContain('waitlist');
      expect(body).not.toContain('now full');
    }
    expect(mail.text).toContain('Find another activity: http://localhost:3000/explore');
  });

  it('escapes the title in HTML', () => {
    const mail = latePaymentRefundedEmail({ ...late, activityTitle: SCRIPT_TITLE });

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(ESCAPED_SCRIPT_TITLE);
  });
});
