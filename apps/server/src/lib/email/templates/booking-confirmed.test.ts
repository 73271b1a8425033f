import { formatDateRange, formatDateTime } from '@sortim/contracts/date-format';
import { firstPriceLine, type PartyLine } from '@sortim/contracts/pricing';
import { SUPPORT_EMAIL } from '@sortim/contracts/product';
import { describe, expect, it } from 'vitest';
import {
  ESCAPED_SCRIPT_TITLE,
  failOnAnyConsoleOutput,
  makeRecipient,
  SCRIPT_TITLE,
} from '#src/test/email-templates.ts';
import { bookingConfirmedEmail } from './booking-confirmed.ts';

failOnAnyConsoleOutput();

/** RFC 5545 folds long lines (CRLF then a space or tab); unfolded, each property is one line. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

const booking = (
  activity: Partial<Parameters<typeof bookingConfirmedEmail>[0]['activity']> = {},
): Parameters<typeof bookingConfirmedEmail>[0] => ({
  recipient: makeRecipient(),
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
  lines: [firstPriceLine('c1', 2, 4500)],
  onePrice: true,
  discountCents: 0,
  code: null,
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
    expect(
      (await bookingConfirmedEmail({ ...strict, recipient: makeRecipient({ locale: 'es' }) })).text,
    ).toContain(
      'Reembolso completo si cancelas antes del sábado, 28 de noviembre de 2026 · 18:00 y de la mitad antes del viernes, 4 de diciembre de 2026 · 18:00; después, sin reembolso.',
    );
    expect(
      (await bookingConfirmedEmail({ ...strict, recipient: makeRecipient({ locale: 'ca' }) })).text,
    ).toContain(
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
      recipient: makeRecipient({ locale }),
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

describe('dates in e-mails', () => {
  it('are the web app’s date family, with the year always written', async () => {
    const { startTime, endTime } = booking().activity;
    for (const locale of ['en', 'es', 'ca'] as const) {
      const mail = await bookingConfirmedEmail({ ...booking(), recipient: makeRecipient({ locale }) });
      expect(mail.text).toContain(formatDateRange(startTime, endTime, locale));
      expect(mail.text).toContain(formatDateTime(startTime, locale));
    }
    expect(formatDateRange(startTime, endTime, 'en')).toBe('Saturday, December 5th, 2026 · 18:00–21:00');
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
      const mail = await bookingConfirmedEmail({ ...booking(), recipient: makeRecipient({ locale }) });

      expect(mail.subject).toBe(subject);
      for (const phrase of phrases) expect(mail.text).toContain(phrase);
      expect(mail.html).toContain(`<html lang="${locale}">`);
    },
  );
});

/** 2 adults (one at the early-bird price), a child and an infant, with a host's code of €5. */
const familyLines = (): PartyLine[] => [
  { ...firstPriceLine('adult', 1, 1200), early: true },
  firstPriceLine('adult', 1, 1500),
  { ...firstPriceLine('child', 1, 800), kind: 'child' },
  { ...firstPriceLine('infant', 1, 0), kind: 'infant', takesSeat: false },
];

const family = (locale: 'en' | 'es' | 'ca') =>
  bookingConfirmedEmail({
    ...booking(),
    recipient: makeRecipient({ locale }),
    spots: 3,
    lines: familyLines(),
    onePrice: false,
    discountCents: 500,
    code: 'CASTELL',
    amountCents: 3000,
    tickets: [
      { seat: 1, code: 'ZR2FZ1TJFQ8KD4W0XBM7AAAAAA', label: 'Adult' },
      { seat: 2, code: 'ZR2FZ1TJFQ8KD4W0XBM7BBBBBB', label: 'Adult · Jan' },
      { seat: 3, code: 'ZR2FZ1TJFQ8KD4W0XBM7CCCCCC', label: 'Child' },
      { seat: 4, code: 'ZR2FZ1TJFQ8KD4W0XBM7DDDDDD', label: 'Infant' },
    ],
  });

describe('a booking of several prices', () => {
  it.each([
    [
      'en',
      [
        '1 × Adult (early bird): €12.00',
        '1 × Adult: €15.00',
        '1 × Child: €8.00',
        '1 × Infant: €0.00',
        'Code CASTELL: −€5.00',
        'Paid: €30.00',
      ],
    ],
    [
      'es',
      [
        '1 × Adulto (precio anticipado): 12,00\u00a0€',
        '1 × Adulto: 15,00\u00a0€',
        '1 × Niño: 8,00\u00a0€',
        '1 × Bebé: 0,00\u00a0€',
        'Código CASTELL: −5,00\u00a0€',
        'Pagado: 30,00\u00a0€',
      ],
    ],
    [
      'ca',
      [
        '1 × Adult (preu anticipat): 12,00\u00a0€',
        '1 × Adult: 15,00\u00a0€',
        '1 × Infant: 8,00\u00a0€',
        '1 × Nadó: 0,00\u00a0€',
        'Codi CASTELL: −5,00\u00a0€',
        'Pagat: 30,00\u00a0€',
      ],
    ],
  ] as const)(
    'lists each price and the code’s discount in %s, in the text and the HTML',
    async (locale, rows) => {
      const mail = await family(locale);

      const text = mail.text.split('\n');
      const first = text.indexOf(rows[0]);
      expect(first).toBeGreaterThan(-1);
      expect(text.slice(first, first + rows.length - 1)).toEqual(rows.slice(0, -1));
      expect(mail.text).toContain(rows.at(-1));
      for (const row of rows.slice(0, -1)) {
        const [label, amount] = row.split(': ');
        expect(mail.html).toContain(
          `>${label}</td><td style="padding:2px 0;text-align:right;white-space:nowrap">${amount}</td>`,
        );
      }
    },
  );

  it('names each ticket’s price and guest beside its number', async () => {
    const mail = await family('en');

    expect(mail.text).toContain('Ticket 2 of 4 · Adult · Jan: ZR2FZ 1TJFQ 8KD4W 0XBM7 BBBBB B');
    expect(mail.text).toContain('Ticket 4 of 4 · Infant: ZR2FZ');
    expect(mail.html).toContain('>Ticket 3 of 4 · Child</p>');
  });

  it('lists the code’s discount on a booking of one price, and nothing more without a code', async () => {
    const withCode = await bookingConfirmedEmail({
      ...booking(),
      discountCents: 900,
      code: 'FRIENDS',
      amountCents: 8100,
    });
    expect(withCode.text).toContain('2 × Person: €90.00\nCode FRIENDS: −€9.00');

    const plain = await bookingConfirmedEmail(booking());
    expect(plain.text).not.toContain(' × ');
    expect(plain.html).not.toContain('<table');
  });
});
