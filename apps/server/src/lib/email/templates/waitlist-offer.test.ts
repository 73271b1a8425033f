import { describe, expect, it } from 'vitest';
import {
  ESCAPED_SCRIPT_TITLE,
  failOnAnyConsoleOutput,
  makeRecipient,
  SCRIPT_TITLE,
} from '#src/test/email-templates.ts';
import { waitlistOfferEmail } from './waitlist-offer.ts';

failOnAnyConsoleOutput();

describe('waitlistOfferEmail', () => {
  const offer = {
    recipient: makeRecipient({ name: 'Marc' }),
    activityTitle: 'Sunset kayak',
    startTime: new Date('2026-03-29T17:00:00Z'),
    offerExpiresAt: new Date('2026-03-28T23:30:00Z'),
    bookUrl: 'http://localhost:3000/activity/a1?book=1',
  };

  it('holds the spot until a Barcelona time and links to booking it', () => {
    const mail = waitlistOfferEmail(offer);

    expect(mail.subject).toBe('A spot opened up: Sunset kayak');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Hi Marc,');
      // The activity is after the switch to summer time, the offer's end before it.
      expect(body).toContain('Sunset kayak, on Sunday, March 29th, 2026 · 19:00 (Barcelona time)');
      expect(body).toContain('until Sunday, March 29th, 2026 · 00:30 (Barcelona time)');
      expect(body).toContain('next person on the waitlist');
    }
    expect(mail.text).toContain('Book your spot: http://localhost:3000/activity/a1?book=1');
    expect(mail.html).toContain('>Book your spot</a>');
    expect(mail.html).toContain('href="http://localhost:3000/activity/a1?book=1"');
  });

  it('escapes the title in HTML', () => {
    const mail = waitlistOfferEmail({ ...offer, activityTitle: SCRIPT_TITLE });

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(ESCAPED_SCRIPT_TITLE);
  });
});

describe('e-mails in the recipient’s language', () => {
  it('writes a waitlist offer in Spanish with the hold in Barcelona time', () => {
    const mail = waitlistOfferEmail({
      recipient: makeRecipient({ locale: 'es', name: 'Marc' }),
      activityTitle: 'Sunset kayak',
      startTime: new Date('2026-03-29T17:00:00Z'),
      offerExpiresAt: new Date('2026-03-28T23:30:00Z'),
      bookUrl: 'http://localhost:3000/activity/a1?book=1',
    });

    expect(mail.subject).toBe('Se ha liberado una plaza: Sunset kayak');
    expect(mail.text).toContain('domingo, 29 de marzo de 2026 · 19:00 (hora de Barcelona)');
    expect(mail.text).toContain(
      'Te la guardamos hasta el domingo, 29 de marzo de 2026 · 00:30 (hora de Barcelona).',
    );
    expect(mail.text).toContain('¿Dudas? Escríbenos a');
  });
});
