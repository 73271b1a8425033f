import { describe, expect, it } from 'vitest';
import { bookingCalendarFile } from './booking-event.ts';

/** RFC 5545 folds long lines (CRLF then a space or tab); unfolded, each property is one line. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

const event = {
  bookingId: 'b7f3c2a0-1111-4222-8333-444455556666',
  title: 'Sunset kayak, Barceloneta',
  startTime: new Date('2026-12-05T17:00:00Z'),
  endTime: new Date('2026-12-05T20:00:00Z'),
  locationName: 'Base Nautica',
  address: 'Av. del Litoral 1, 08005 Barcelona',
  url: 'http://localhost:3000/activity/a1',
};

describe('bookingCalendarFile', () => {
  it('writes one event with the exact UTC times, place, link and a UID stable per booking', () => {
    const ics = unfold(bookingCalendarFile(event));

    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain('DTSTART:20261205T170000Z\r\n');
    expect(ics).toContain('DTEND:20261205T200000Z\r\n');
    // Commas are escaped in iCalendar text values.
    expect(ics).toContain('SUMMARY:Sunset kayak\\, Barceloneta\r\n');
    expect(ics).toContain('LOCATION:Base Nautica\\, Av. del Litoral 1\\, 08005 Barcelona\r\n');
    expect(ics).toContain(`UID:booking-${event.bookingId}@sortim.app\r\n`);
    expect(ics).toContain('URL:http://localhost:3000/activity/a1\r\n');
    expect(ics).toContain('DESCRIPTION:Your Sortim booking. Details: http://localhost:3000/activity/a1');
    expect(ics).toContain('END:VEVENT\r\n');
    expect(bookingCalendarFile(event).match(/UID:.*/)?.[0]).toBe(ics.match(/UID:.*/)?.[0]);
  });

  it('keeps the same instants whatever the server time zone', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      const ics = unfold(bookingCalendarFile(event));
      expect(ics).toContain('DTSTART:20261205T170000Z');
      expect(ics).toContain('DTEND:20261205T200000Z');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('throws when the event cannot be written', () => {
    expect(() => bookingCalendarFile({ ...event, startTime: new Date('not a date') })).toThrow(
      `could not build the calendar file of booking ${event.bookingId}`,
    );
  });
});
