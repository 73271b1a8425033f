import { describe, expect, it } from 'vitest';
import {
  ESCAPED_SCRIPT_TITLE,
  failOnAnyConsoleOutput,
  makeRecipient,
  SCRIPT_TITLE,
} from '#src/test/email-templates.ts';
import { refundConfirmedEmail } from './refund-confirmed.ts';

failOnAnyConsoleOutput();

describe('refundConfirmedEmail', () => {
  it('says the refund of the amount for the spots is processed and when it arrives', () => {
    const mail = refundConfirmedEmail({
      recipient: makeRecipient(),
      activityTitle: 'Sunset kayak',
      amountCents: 4500,
      spots: 2,
    });

    expect(mail.subject).toBe('Refund processed: Sunset kayak');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Hi Ana,');
      expect(body).toContain('Your refund of €45.00 for 2 spots on Sunset kayak has been processed');
      expect(body).toContain('card you paid with within 5-10 business days');
    }
  });

  it('counts one spot in the singular and escapes the title in HTML', () => {
    const mail = refundConfirmedEmail({
      recipient: makeRecipient(),
      activityTitle: SCRIPT_TITLE,
      amountCents: 1250,
      spots: 1,
    });

    expect(mail.text).toContain(`€12.50 for 1 spot on ${SCRIPT_TITLE}`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(ESCAPED_SCRIPT_TITLE);
  });
});

describe('refundConfirmedEmail for a free booking', () => {
  it('says the booking is cancelled, with no refund, money or card', () => {
    for (const [locale, subject] of [
      ['en', 'Booking cancelled: Free walk'],
      ['es', 'Reserva cancelada: Free walk'],
      ['ca', 'Reserva cancel·lada: Free walk'],
    ] as const) {
      const mail = refundConfirmedEmail({
        recipient: makeRecipient({ locale }),
        activityTitle: 'Free walk',
        amountCents: 0,
        spots: 2,
      });
      expect(mail.subject).toBe(subject);
      expect(mail.text).not.toMatch(/€|0[.,]00|reembols|refund/i);
    }
    const mail = refundConfirmedEmail({
      recipient: makeRecipient(),
      activityTitle: 'Free walk',
      amountCents: 0,
      spots: 2,
    });
    expect(mail.text).toContain('Your booking for 2 spots on Free walk is cancelled');
    expect(mail.text).not.toContain('card');
  });
});
