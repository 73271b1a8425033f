import { pipeline, Readable } from 'node:stream';
import {
  ADMIN_MESSAGES,
  type AdminUserRow,
  type AdminUsersFilter,
  USERS_CSV_COLUMNS,
} from '@sortim/contracts/admin';
import { APP_TIME_ZONE } from '@sortim/contracts/product';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client.ts';
import { neutralised } from '#src/lib/csv.ts';
import { NotFound } from '#src/lib/errors.ts';
import { userRowsAfter } from './users-list.ts';

/*
 * The users CSV: what the list shows for the same search and filters, every page of it, in the spec's
 * columns. Read from the database a batch at a time and written by csv-stringify as it goes, so 100,000
 * people never sit in memory at once.
 */

const BATCH = 1_000;

const barcelonaDate = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyy-MM-dd of the Barcelona day at `instant` (one Intl call: the export formats two dates a row). */
function barcelonaIsoDate(instant: Date): string {
  const parts = Object.fromEntries(barcelonaDate.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The spec's file name: `users-yyyy-MM-dd.csv`, today in Barcelona. */
export const usersCsvFilename = (now = new Date()) => `users-${barcelonaIsoDate(now)}.csv`;

const day = (iso: string | null) => (iso ? barcelonaIsoDate(new Date(iso)) : '');

function csvRecord(row: AdminUserRow): (string | number)[] {
  return [
    row.displayName,
    row.email,
    row.city ?? '',
    row.age ?? '',
    row.phone ?? '',
    row.roles.join(', '),
    row.roles.includes('verified_host') ? 'Yes' : 'No',
    row.totalBookings,
    row.paidBookings,
    row.activitiesHosted,
    day(row.createdAt),
    day(row.lastBookingAt),
  ];
}

/**
 * The export as a stream of CSV text. Refused with 'No users to export' before anything is written when
 * nothing matches; a failure after the first batch ends the stream with an error (the download breaks).
 */
export async function usersCsv(
  db: Database,
  filter: AdminUsersFilter,
  logger: FastifyBaseLogger,
): Promise<Readable> {
  const first = await userRowsAfter(db, filter, null, BATCH);
  if (first.rows.length === 0) throw new NotFound(ADMIN_MESSAGES.noUsersToExport);

  async function* records() {
    let batch = first;
    for (;;) {
      for (const row of batch.rows) yield csvRecord(row);
      if (!batch.next) return;
      batch = await userRowsAfter(db, filter, batch.next, BATCH);
    }
  }
  const csv = stringify({
    header: true,
    columns: [...USERS_CSV_COLUMNS],
    cast: { string: neutralised },
  });
  return pipeline(Readable.from(records()), csv, (err) => {
    if (err) logger.error({ err }, 'users export failed part way');
  });
}
