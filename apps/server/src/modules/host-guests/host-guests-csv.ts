import { ANSWER_WORDS_EN, answersLine } from '@sortim/contracts/booking-questions';
import { HOST_GUESTS_CSV_COLUMNS, type HostGuest, type HostGuestList } from '@sortim/contracts/host-guests';
import { ticketSummary } from '@sortim/contracts/ticket-category';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '#src/db/client.ts';
import { barcelonaDateTime, barcelonaDay, isoDate } from '#src/lib/barcelona-time.ts';
import type { Caller } from '#src/lib/caller.ts';
import { neutralised } from '#src/lib/csv.ts';
import { slugify } from '#src/lib/slug.ts';
import { listGuests } from './host-guests.service.ts';

/*
 * The roster as CSV, for the host's spreadsheet or a paper list: the page's rows (every booking, paid
 * first) in HOST_GUESTS_CSV_COLUMNS, Barcelona times, no e-mail address. An activity holds at most 1,000
 * seats, so the file is made in memory. It starts with a byte order mark: Excel reads a CSV without one
 * in the machine's legacy code page, and 'Núria' would come out as 'NÃºria'. Lines end in CRLF (RFC 4180).
 */

const STATUS_WORDS: Record<HostGuest['status'], string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

const euros = (cents: number) => (cents / 100).toFixed(2);

function firstCheckIn(guest: HostGuest, timeZone: string): string {
  const times = guest.seats.flatMap((seat) => (seat.checkedInAt ? [Date.parse(seat.checkedInAt)] : []));
  return times.length ? barcelonaDateTime(new Date(Math.min(...times)), timeZone) : '';
}

/** One guest's row; its times on the activity's city's clock. */
function csvRecord(guest: HostGuest, timeZone: string): (string | number)[] {
  return [
    guest.guestName,
    guest.spots,
    ticketSummary(guest.seats, 'en', ', '),
    guest.seats.flatMap((seat) => (seat.guestName ? [seat.guestName] : [])).join('; '),
    barcelonaDateTime(new Date(guest.bookedAt), timeZone),
    euros(guest.amountCents),
    STATUS_WORDS[guest.status],
    guest.checkedIn,
    firstCheckIn(guest, timeZone),
    guest.seats.map((seat) => seat.code).join(' '),
    answersLine(guest.answers ?? [], ANSWER_WORDS_EN),
  ];
}

/** `<title>-<yyyy-MM-dd of its start on its city's clock>-guests.csv`. */
export const guestsCsvFilename = (activity: HostGuestList['activity']) =>
  `${slugify(activity.title)}-${isoDate(barcelonaDay(new Date(activity.startTime), activity.timeZone))}-guests.csv`;

/** The roster of an activity as CSV text, and its file name (its host or an admin; others are refused). */
export async function guestsCsv(
  db: Database,
  caller: Caller,
  activityId: string,
): Promise<{ filename: string; csv: string }> {
  const roster = await listGuests(db, caller, activityId);
  const csv = stringify(
    roster.items.map((guest) => csvRecord(guest, roster.activity.timeZone)),
    {
      bom: true,
      record_delimiter: 'windows',
      header: true,
      columns: [...HOST_GUESTS_CSV_COLUMNS],
      cast: { string: neutralised },
    },
  );
  return { filename: guestsCsvFilename(roster.activity), csv };
}
