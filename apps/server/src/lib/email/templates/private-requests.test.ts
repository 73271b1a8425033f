import { describe, expect, it } from 'vitest';
import {
  ESCAPED_SCRIPT_TITLE,
  failOnAnyConsoleOutput,
  makeRecipient,
  SCRIPT_TITLE,
} from '#src/test/email-templates.ts';
import {
  privateRequestAcceptedEmail,
  privateRequestDeclinedEmail,
  privateRequestReceivedEmail,
} from './private-requests.ts';

failOnAnyConsoleOutput();

// Sunday 29 March 2026, after the switch to summer time: 18:00-20:00 in Barcelona.
const asked = {
  activityTitle: 'Paella workshop',
  startsAt: new Date('2026-03-29T16:00:00Z'),
  endsAt: new Date('2026-03-29T18:00:00Z'),
  timeZone: 'Europe/Madrid',
  cityName: { name: 'Barcelona', names: {} },
};

describe('privateRequestReceivedEmail', () => {
  const received = {
    ...asked,
    recipient: makeRecipient({ name: 'Hana' }),
    guestName: 'Gala',
    groupSize: 8,
    message: 'A birthday <b>dinner</b>',
    answerUrl: 'http://localhost:3000/host-dashboard#private-requests',
  };

  it('tells the host who asks, for when and how many, with their message and where to answer', () => {
    const mail = privateRequestReceivedEmail(received);

    expect(mail.subject).toBe('Private date requested: Paella workshop');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Hi Hana,');
      expect(body).toContain('Gala would like to book Paella workshop privately.');
      expect(body).toContain('(Barcelona time)');
      expect(body).toContain('Group: 8 people');
      expect(body).toContain('48 hours');
    }
    expect(mail.text).toContain('A birthday <b>dinner</b>');
    expect(mail.html).toContain('A birthday &lt;b&gt;dinner&lt;/b&gt;');
    expect(mail.text).toContain('Answer the request: http://localhost:3000/host-dashboard#private-requests');
  });

  it('leaves the message out when there is none, and writes in the host’s language', () => {
    const mail = privateRequestReceivedEmail({
      ...received,
      recipient: makeRecipient({ locale: 'es', name: 'Hana' }),
      message: null,
    });

    expect(mail.subject).toBe('Solicitud de fecha privada: Paella workshop');
    expect(mail.text).toContain('Gala quiere reservar Paella workshop en privado.');
    expect(mail.text).not.toContain('Su mensaje');
  });
});

describe("a private date's e-mails on the activity's clock", () => {
  it('write a Lisbon activity’s date and pay-by on Lisbon’s clock, an hour behind Barcelona', () => {
    const lisbon = {
      ...asked,
      timeZone: 'Europe/Lisbon',
      cityName: { name: 'Lisbon', names: { es: 'Lisboa', ca: 'Lisboa' } },
    };
    const received = privateRequestReceivedEmail({
      ...lisbon,
      recipient: makeRecipient({ name: 'Hana' }),
      guestName: 'Gala',
      groupSize: 8,
      message: null,
      answerUrl: 'http://localhost:3000/host-dashboard#private-requests',
    });
    expect(received.text).toContain('When: Sunday, March 29th, 2026 · 17:00–19:00 (Lisbon time)');
    const accepted = privateRequestAcceptedEmail({
      ...lisbon,
      recipient: makeRecipient({ name: 'Gala' }),
      amountCents: 24_000,
      payBy: new Date('2026-03-20T11:30:00Z'),
      payUrl: 'http://localhost:3000/private-requests/r1',
    });
    expect(accepted.text).toContain('Pay by Friday, March 20th, 2026 · 11:30 (Lisbon time)');
  });

  it("name the city as the recipient's language writes it (decision 207)", () => {
    const mail = privateRequestAcceptedEmail({
      ...asked,
      timeZone: 'Europe/Lisbon',
      cityName: { name: 'Lisbon', names: { es: 'Lisboa', ca: 'Lisboa' } },
      recipient: makeRecipient({ locale: 'es', name: 'Gala' }),
      amountCents: 24_000,
      payBy: new Date('2026-03-20T11:30:00Z'),
      payUrl: 'http://localhost:3000/private-requests/r1',
    });
    expect(mail.text).toContain('hora de Lisboa');
    expect(mail.text).not.toContain('Lisbon');
  });
});

describe('privateRequestAcceptedEmail', () => {
  it('gives the group’s price, the time to pay by in Barcelona time, and the payment link', () => {
    const mail = privateRequestAcceptedEmail({
      ...asked,
      recipient: makeRecipient({ name: 'Gala' }),
      amountCents: 24_000,
      payBy: new Date('2026-03-20T11:30:00Z'),
      payUrl: 'http://localhost:3000/private-requests/r1',
    });

    expect(mail.subject).toBe('Your private date is ready to pay: Paella workshop');
    expect(mail.text).toContain('Price for the group: €240.00');
    expect(mail.text).toContain('Pay by Friday, March 20th, 2026 · 12:30 (Barcelona time)');
    expect(mail.text).toContain('Pay and book: http://localhost:3000/private-requests/r1');
  });

  it('writes in Catalan', () => {
    const mail = privateRequestAcceptedEmail({
      ...asked,
      recipient: makeRecipient({ locale: 'ca', name: 'Gala' }),
      amountCents: 24_000,
      payBy: new Date('2026-03-20T11:30:00Z'),
      payUrl: 'http://localhost:3000/private-requests/r1',
    });

    expect(mail.subject).toBe('La teva data privada està a punt per pagar: Paella workshop');
    expect(mail.text).toMatch(/Preu per al grup: 240,00\s€/);
  });
});

describe('privateRequestDeclinedEmail', () => {
  it('quotes the host’s note and points back to the activity, escaping the title', () => {
    const mail = privateRequestDeclinedEmail({
      ...asked,
      activityTitle: SCRIPT_TITLE,
      recipient: makeRecipient({ name: 'Gala' }),
      note: 'We are closed that week.',
      activityUrl: 'http://localhost:3000/activity/a1',
    });

    expect(mail.text).toContain('We are closed that week.');
    expect(mail.text).toContain('See the activity: http://localhost:3000/activity/a1');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(ESCAPED_SCRIPT_TITLE);
  });
});
