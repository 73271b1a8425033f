import { describe, expect, it } from 'vitest';
import { failOnAnyConsoleOutput, makeRecipient } from '#src/test/email-templates.ts';
import { activityChangedEmail } from './activity-changed.ts';

failOnAnyConsoleOutput();

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
      recipient: makeRecipient(),
      activityTitle: 'Sunset kayak',
      timeZone: 'Europe/Madrid',
      cityName: { name: 'Barcelona', names: {} },
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
    const mail = change({ recipient: makeRecipient({ locale }) });
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
