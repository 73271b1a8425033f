import { formatDateRange, formatDateTime } from '@sortim/contracts/date-format';
import { SUPPORT_EMAIL } from '@sortim/contracts/product';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { activityChangedEmail } from './activity-changed.ts';
import { bookingConfirmedEmail } from './booking-confirmed.ts';
import { activityCancelledEmail, hostGuestCancelledEmail } from './host-notices.ts';
import { latePaymentRefundedEmail } from './late-payment-refunded.ts';
import { refundConfirmedEmail } from './refund-confirmed.ts';
import { waitlistOfferEmail } from './waitlist-offer.ts';

// The shared setup fails a test on console.error and console.warn; these templates must not log at all.
let quiet: MockInstance[] = [];
beforeEach(() => {
  quiet = (['log', 'info', 'debug'] as const).map((method) => vi.spyOn(console, method));
});
afterEach(() => {
  for (const spy of quiet) {
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  }
});

/** RFC 5545 folds long lines (CRLF then a space or tab); unfolded, each property is one line. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

const SCRIPT_TITLE = '<script>alert("x")</script> Kayak';
const ESCAPED_SCRIPT_TITLE = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Kayak';

const booking = (
  activity: Partial<Parameters<typeof bookingConfirmedEmail>[0]['activity']> = {},
): Parameters<typeof bookingConfirmedEmail>[0] => ({
  locale: 'en',
  name: 'Ana',
  activity: {
    id: 'a1',
    title: 'Sunset kayak at Barceloneta',
    startTime: new Date('2026-12-05T17:00:00Z'),
    endTime: new Date('2026-12-05T20:00:00Z'),
    locationName: 'Base Nàutica',
    address: 'Av. del Litoral 1, 08005 Barcelona',
    ...activity,
  },
  spots: 2,
  amountCents: 9000,
  refundTerms: { policy: 'flexible', deadlines: [{ until: '2026-12-05T17:00:00.000Z', share: 1 }] },
  paidAt: new Date('2026-11-20T10:00:00Z'),
  bookingId: 'b7f3c2a0-1111-4222-8333-444455556666',
  tickets: [
    { seat: 1, code: 'ZR2FZ1TJFQ8KD4W0XBM7AAAAAA' },
    { seat: 2, code: 'ZR2FZ1TJFQ8KD4W0XBM7BBBBBB' },
  ],
  activityUrl: 'http://localhost:3000/activity/a1',
  bookingsUrl: 'http://localhost:3000/bookings',
  ticketsUrl: 'http://localhost:3000/tickets/b7f3c2a0-1111-4222-8333-444455556666',
});

describe('bookingConfirmedEmail', () => {
  it('gives what, when in Barcelona, where, how many and the amount paid, in both bodies', async () => {
    const mail = await bookingConfirmedEmail(booking());

    expect(mail.subject).toBe('Booking confirmed: Sunset kayak at Barceloneta');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Hi Ana,');
      expect(body).toContain('Sunset kayak at Barceloneta');
      expect(body).toContain('Saturday, December 5th, 2026 · 18:00–21:00 (Barcelona time)');
      expect(body).toContain('Base Nàutica, Av. del Litoral 1, 08005 Barcelona');
      expect(body).toContain('2 spots');
      expect(body).toContain('€90.00');
      expect(body).toContain(
        'Full refund if you cancel before the start, Saturday, December 5th, 2026 · 18:00.',
      );
      expect(body).toContain('5-10 business days');
      expect(body).toContain('http://localhost:3000/bookings');
      expect(body).toContain(SUPPORT_EMAIL);
    }
    expect(mail.text).toContain('See the activity: http://localhost:3000/activity/a1');
    expect(mail.html).toContain('href="http://localhost:3000/activity/a1"');
  });

  it("tells the booking's policy as one sentence with its exact deadlines, in each language", async () => {
    const strict = {
      ...booking(),
      refundTerms: {
        policy: 'strict' as const,
        deadlines: [
          { until: '2026-11-28T17:00:00.000Z', share: 1 as const },
          { until: '2026-12-04T17:00:00.000Z', share: 0.5 as const },
        ],
      },
    };
    expect((await bookingConfirmedEmail(strict)).text).toContain(
      'Full refund if you cancel before Saturday, November 28th, 2026 · 18:00, half refund before Friday, December 4th, 2026 · 18:00; no refund after that.',
    );
    expect((await bookingConfirmedEmail({ ...strict, locale: 'es' })).text).toContain(
      'Reembolso completo si cancelas antes del sábado, 28 de noviembre de 2026 · 18:00 y de la mitad antes del viernes, 4 de diciembre de 2026 · 18:00; después, sin reembolso.',
    );
    expect((await bookingConfirmedEmail({ ...strict, locale: 'ca' })).text).toContain(
      'Reemborsament complet si cancel·les abans del dissabte, 28 de novembre del 2026 · 18:00 i de la meitat abans del divendres, 4 de desembre del 2026 · 18:00; després, sense reemborsament.',
    );
    // Paid within the full-refund window's last week: only the half refund is still ahead.
    expect(
      (await bookingConfirmedEmail({ ...strict, paidAt: new Date('2026-12-01T10:00:00Z') })).text,
    ).toContain('Half refund if you cancel before Friday, December 4th, 2026 · 18:00; no refund after that.');
  });

  it('shows Barcelona wall time on both sides of the switch to summer time', async () => {
    const winter = await bookingConfirmedEmail(
      booking({ startTime: new Date('2026-01-10T17:00:00Z'), endTime: new Date('2026-01-10T19:00:00Z') }),
    );
    const summer = await bookingConfirmedEmail(
      booking({ startTime: new Date('2026-03-29T17:00:00Z'), endTime: new Date('2026-03-29T19:00:00Z') }),
    );

    expect(winter.text).toContain('Saturday, January 10th, 2026 · 18:00–20:00');
    expect(summer.text).toContain('Sunday, March 29th, 2026 · 19:00–21:00');
  });

  it('names both days of an activity that runs past midnight', async () => {
    const mail = await bookingConfirmedEmail(
      booking({ startTime: new Date('2026-06-20T20:00:00Z'), endTime: new Date('2026-06-21T02:00:00Z') }),
    );

    expect(mail.text).toContain('Saturday, June 20th, 2026 · 22:00 – Sunday, June 21st, 2026 · 04:00');
  });

  it('escapes the title in the HTML body and keeps it as written in the text body', async () => {
    const mail = await bookingConfirmedEmail(booking({ title: SCRIPT_TITLE }));

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(ESCAPED_SCRIPT_TITLE);
    expect(mail.text).toContain(`What: ${SCRIPT_TITLE}`);
  });

  it('attaches the booking as a calendar event with exact UTC times, place, link and a stable UID', async () => {
    const mail = await bookingConfirmedEmail(booking());

    expect(mail.attachments).toHaveLength(3);
    const [file] = mail.attachments;
    expect(file?.filename).toBe('sortim-sunset-kayak-at-barceloneta.ics');
    expect(file?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const ics = unfold(String(file?.content));
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain('DTSTART:20261205T170000Z\r\n');
    expect(ics).toContain('DTEND:20261205T200000Z\r\n');
    expect(ics).toContain('SUMMARY:Sunset kayak at Barceloneta\r\n');
    expect(ics).toContain('LOCATION:Base Nàutica\\, Av. del Litoral 1\\, 08005 Barcelona\r\n');
    expect(ics).toContain('UID:booking-b7f3c2a0-1111-4222-8333-444455556666@sortim.app\r\n');
    expect(ics).toContain('URL:http://localhost:3000/activity/a1\r\n');
    expect(ics).toContain('http://localhost:3000/activity/a1');
    expect(ics).toContain('END:VEVENT\r\n');
  });

  it('keeps the attachment name to plain letters, digits and dashes', async () => {
    expect(
      (await bookingConfirmedEmail(booking({ title: 'Tast de vins: Priorat & Montsant!' }))).attachments[0]
        ?.filename,
    ).toBe('sortim-tast-de-vins-priorat-montsant.ics');
    expect(
      (await bookingConfirmedEmail(booking({ title: 'Caça de bolets à Montseny' }))).attachments[0]?.filename,
    ).toBe('sortim-caca-de-bolets-a-montseny.ics');
    expect((await bookingConfirmedEmail(booking({ title: '¡¿!?' }))).attachments[0]?.filename).toBe(
      'sortim-activity.ics',
    );
  });

  it('carries each ticket as a QR code inline (by Content-ID) over its code, and the link to the ticket page', async () => {
    const mail = await bookingConfirmedEmail(booking());

    const images = mail.attachments.filter((a) => a.contentType === 'image/png');
    expect(images.map((a) => [a.filename, a.cid])).toEqual([
      ['ticket-1.png', 'ticket-1@sortim'],
      ['ticket-2.png', 'ticket-2@sortim'],
    ]);
    for (const image of images) {
      // A PNG, drawn at twice the 240 px it shows at.
      const png = image.content as Buffer;
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(480);
    }
    expect(mail.html).toContain(
      '<img src="cid:ticket-1@sortim" width="240" height="240" alt="QR code of ticket 1"',
    );
    expect(mail.html).toContain('src="cid:ticket-2@sortim"');
    // Gmail blocks data: URIs: the images are attachments, never inlined in the HTML.
    expect(mail.html).not.toContain('data:image');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Your 2 tickets: each person shows their own at the door');
      expect(body).toContain('ZR2FZ 1TJFQ 8KD4W 0XBM7 AAAAA A');
      expect(body).toContain('http://localhost:3000/tickets/b7f3c2a0-1111-4222-8333-444455556666');
    }
    expect(mail.text).toContain('Ticket 1 of 2: ZR2FZ 1TJFQ 8KD4W 0XBM7 AAAAA A');
    expect(mail.text).toContain('Ticket 2 of 2: ZR2FZ 1TJFQ 8KD4W 0XBM7 BBBBB B');
    expect(mail.text).toContain(
      'See your tickets: http://localhost:3000/tickets/b7f3c2a0-1111-4222-8333-444455556666',
    );
  });

  it.each([
    ['en', 'Your ticket: show it at the door', 'Ticket 1 of 1: ', 'QR code of ticket 1', 'See your tickets'],
    [
      'es',
      'Tu entrada: muéstrala en la puerta',
      'Entrada 1 de 1: ',
      'Código QR de la entrada 1',
      'Ver tus entradas',
    ],
    [
      'ca',
      'La teva entrada: mostra-la a la porta',
      'Entrada 1 de 1: ',
      "Codi QR de l'entrada 1",
      'Veure les teves entrades',
    ],
  ] as const)('names a single ticket in %s', async (locale, intro, title, alt, link) => {
    const mail = await bookingConfirmedEmail({
      ...booking(),
      locale,
      spots: 1,
      tickets: [{ seat: 1, code: 'ZR2FZ1TJFQ8KD4W0XBM7AAAAAA' }],
    });

    expect(mail.text).toContain(intro);
    expect(mail.text).toContain(`${title}ZR2FZ 1TJFQ`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`alt="${alt.replace("'", '&#39;')}"`);
  });

  it('writes the subject on one line whatever the title holds', async () => {
    const mail = await bookingConfirmedEmail(booking({ title: 'Kayak\r\nBcc: victim@example.test' }));

    expect(mail.subject).toBe('Booking confirmed: Kayak Bcc: victim@example.test');
  });
});

describe('refundConfirmedEmail', () => {
  it('says the refund of the amount for the spots is processed and when it arrives', () => {
    const mail = refundConfirmedEmail({
      locale: 'en',
      name: 'Ana',
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
      locale: 'en',
      name: 'Ana',
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
        locale,
        name: 'Ana',
        activityTitle: 'Free walk',
        amountCents: 0,
        spots: 2,
      });
      expect(mail.subject).toBe(subject);
      expect(mail.text).not.toMatch(/€|0[.,]00|reembols|refund/i);
    }
    const mail = refundConfirmedEmail({
      locale: 'en',
      name: 'Ana',
      activityTitle: 'Free walk',
      amountCents: 0,
      spots: 2,
    });
    expect(mail.text).toContain('Your booking for 2 spots on Free walk is cancelled');
    expect(mail.text).not.toContain('card');
  });
});

describe('dates in e-mails', () => {
  it('are the web app’s date family, with the year always written', async () => {
    const { startTime, endTime } = booking().activity;
    for (const locale of ['en', 'es', 'ca'] as const) {
      const mail = await bookingConfirmedEmail({ ...booking(), locale });
      expect(mail.text).toContain(formatDateRange(startTime, endTime, locale));
      expect(mail.text).toContain(formatDateTime(startTime, locale));
    }
    expect(formatDateRange(startTime, endTime, 'en')).toBe('Saturday, December 5th, 2026 · 18:00–21:00');
  });
});

describe('activityChangedEmail', () => {
  const schedule = {
    startTime: new Date('2026-12-09T17:00:00Z'),
    endTime: new Date('2026-12-09T19:00:00Z'),
    locationName: 'Base Nàutica',
    address: 'Av. del Litoral 1',
  };
  const moved = {
    ...schedule,
    startTime: new Date('2026-12-12T10:00:00Z'),
    endTime: new Date('2026-12-12T12:00:00Z'),
  };
  const change = (overrides: Partial<Parameters<typeof activityChangedEmail>[0]> = {}) =>
    activityChangedEmail({
      locale: 'en',
      name: 'Ana',
      activityTitle: 'Sunset kayak',
      before: schedule,
      after: moved,
      bookingId: 'b7f3c2a0-1111-4222-8333-444455556666',
      sequence: 1,
      paid: true,
      activityUrl: 'http://localhost:3000/activity/a1',
      bookingsUrl: 'http://localhost:3000/bookings',
      ...overrides,
    });

  it('shows the new time as now and the old as was, keeps the booking at the new time and offers a full refund until the new start', () => {
    const mail = change();

    expect(mail.subject).toBe('Changed by the host: Sunset kayak');
    expect(mail.text).toContain('The host has changed Sunset kayak. Your booking is kept at the new time.');
    expect(mail.text).toContain(
      'When (Barcelona time)\nNow: Saturday, December 12th, 2026 · 11:00–13:00\nWas: Wednesday, December 9th, 2026 · 18:00–20:00',
    );
    expect(mail.text).toContain(
      'If this no longer suits you, you can cancel from My Bookings (http://localhost:3000/bookings) until the start, Saturday, December 12th, 2026 · 11:00, with a full refund whatever the cancellation policy.',
    );
    expect(mail.text).not.toMatch(/stays as it is|before Wednesday|Where/);
    expect(mail.html).toContain(
      '<strong>When (Barcelona time)</strong><br>Now: Saturday, December 12th, 2026 · 11:00–13:00<br><span style="color:#6b7280">Was: Wednesday, December 9th, 2026 · 18:00–20:00</span>',
    );
  });

  it('names a moved meeting point, and both when both moved', () => {
    const placeOnly = change({ after: { ...schedule, locationName: 'Platja de Bogatell' } });
    expect(placeOnly.text).toContain('Your booking is kept at the new meeting point.');
    expect(placeOnly.text).toContain(
      'Where\nNow: Platja de Bogatell, Av. del Litoral 1\nWas: Base Nàutica, Av. del Litoral 1',
    );
    expect(placeOnly.text).not.toContain('When');

    const both = change({ after: { ...moved, address: 'Passeig Marítim 30' } });
    expect(both.text).toContain('Your booking is kept at the new time and meeting point.');
    expect(both.text).toContain('Was: Base Nàutica, Av. del Litoral 1');
  });

  it('tells a free guest they may cancel until the start, without a refund', () => {
    const mail = change({ paid: false });
    expect(mail.text).toContain(
      'you can cancel from My Bookings (http://localhost:3000/bookings) until the start, Saturday, December 12th, 2026 · 11:00.',
    );
    expect(mail.text).not.toMatch(/refund/i);
  });

  it.each([
    [
      'es',
      'Cambiada por el anfitrión: Sunset kayak',
      [
        'El anfitrión ha cambiado Sunset kayak. Tu reserva se mantiene en el nuevo horario.',
        'Cuándo (hora de Barcelona)\nAhora: sábado, 12 de diciembre de 2026 · 11:00–13:00\nAntes: miércoles, 9 de diciembre de 2026 · 18:00–20:00',
        'hasta el inicio, el sábado, 12 de diciembre de 2026 · 11:00, con el reembolso completo, sea cual sea la política de cancelación.',
      ],
    ],
    [
      'ca',
      "Canviada per l'amfitrió: Sunset kayak",
      [
        "L'amfitrió ha canviat Sunset kayak. La teva reserva es manté en el nou horari.",
        'Quan (hora de Barcelona)\nAra: dissabte, 12 de desembre del 2026 · 11:00–13:00\nAbans: dimecres, 9 de desembre del 2026 · 18:00–20:00',
        "fins a l'inici, el dissabte, 12 de desembre del 2026 · 11:00, amb el reemborsament complet, sigui quina sigui la política de cancel·lació.",
      ],
    ],
  ] as const)('is written in %s', (locale, subject, lines) => {
    const mail = change({ locale });
    expect(mail.subject).toBe(subject);
    for (const line of lines) expect(mail.text).toContain(line);
  });

  it('draws its button and links in the app’s terracotta and sea blue, as every e-mail does', () => {
    const { html } = change();
    expect(html).toContain('background:#b4492b;color:#ffffff');
    expect(html).toContain('style="color:#0a6a91"');
    expect(html).not.toContain('#0f766e');
  });
});

describe('hostGuestCancelledEmail', () => {
  const notice = {
    hostName: 'Núria',
    guestName: 'Ana',
    activityTitle: 'Free walk',
    startTime: new Date('2027-03-27T09:00:00Z'),
    endTime: new Date('2027-03-27T11:00:00Z'),
    spots: 2,
    activityUrl: 'http://localhost:3000/host/activities/a1',
  };

  it('tells the host of a paid cancellation what was refunded', () => {
    const mail = hostGuestCancelledEmail({ ...notice, locale: 'en', amountCents: 3000 });
    expect(mail.text).toContain('and was refunded €30.00');
  });

  it('tells the host of a free cancellation without any refund or money, in every language', () => {
    for (const locale of ['en', 'es', 'ca'] as const) {
      const mail = hostGuestCancelledEmail({ ...notice, locale, amountCents: 0 });
      expect(mail.text).toContain('Ana');
      expect(mail.text).not.toMatch(/€|0[.,]00|refund|reembols|reemborsa/i);
    }
  });
});

describe('activityCancelledEmail', () => {
  const cancelled = {
    name: 'Ana',
    activityTitle: 'Free walk',
    startTime: new Date('2027-03-27T09:00:00Z'),
    endTime: new Date('2027-03-27T11:00:00Z'),
    spots: 2,
  };

  it('tells a paying guest of the host cancelling that the payment is refunded in full', () => {
    const mail = activityCancelledEmail({ ...cancelled, locale: 'en', amountCents: 3000 });
    expect(mail.subject).toBe('Cancelled by the host: Free walk');
    expect(mail.text).toContain('your payment of €30.00 is refunded in full');
  });

  it('tells a free guest of the host cancelling without any refund or money, in every language', () => {
    for (const locale of ['en', 'es', 'ca'] as const) {
      const mail = activityCancelledEmail({ ...cancelled, locale, amountCents: 0 });
      expect(mail.text).toContain('Free walk');
      expect(mail.text).not.toMatch(/€|0[.,]00|refund|reembols|reemborsa/i);
    }
  });
});

describe('waitlistOfferEmail', () => {
  const offer = {
    locale: 'en' as const,
    name: 'Marc',
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

describe('latePaymentRefundedEmail', () => {
  const late = {
    locale: 'en' as const,
    name: 'Ana',
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

describe('e-mails in the recipient’s language', () => {
  it.each([
    [
      'en',
      'Booking confirmed: Sunset kayak at Barceloneta',
      [
        'Hi Ana,',
        'Saturday, December 5th, 2026 · 18:00–21:00 (Barcelona time)',
        '2 spots',
        '€90.00',
        'See the activity',
      ],
    ],
    [
      'es',
      'Reserva confirmada: Sunset kayak at Barceloneta',
      [
        'Hola, Ana:',
        'sábado, 5 de diciembre de 2026 · 18:00–21:00 (hora de Barcelona)',
        '2 plazas',
        '90,00\u00a0€',
        'Ver la actividad',
      ],
    ],
    [
      'ca',
      'Reserva confirmada: Sunset kayak at Barceloneta',
      [
        'Hola, Ana:',
        'dissabte, 5 de desembre del 2026 · 18:00–21:00 (hora de Barcelona)',
        '2 places',
        '90,00\u00a0€',
        "Veure l'activitat",
      ],
    ],
  ] as const)(
    'writes the booking confirmation in %s, its date and price as the language writes them',
    async (locale, subject, phrases) => {
      const mail = await bookingConfirmedEmail({ ...booking(), locale });

      expect(mail.subject).toBe(subject);
      for (const phrase of phrases) expect(mail.text).toContain(phrase);
      expect(mail.html).toContain(`<html lang="${locale}">`);
    },
  );

  it('writes a waitlist offer in Spanish with the hold in Barcelona time', () => {
    const mail = waitlistOfferEmail({
      locale: 'es',
      name: 'Marc',
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
