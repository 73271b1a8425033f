import type { CalendarStatus } from '@sortim/contracts/calendar';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client.ts';
import { profiles } from '#src/db/schema.ts';
import { NotFound } from '#src/lib/errors.ts';
import { feedUrl, newFeedToken } from './feed/feed-token.ts';

/*
 * The host's calendar page: what their calendar import is doing (import/) and where their feed is (feed/),
 * the answer of every host calendar route.
 */

export type CalendarDeps = {
  db: Database;
  publicUrl: string;
  /** Non-public addresses the fetch may reach (tests' stand-ins); empty in production. */
  fetchAllowIps: readonly string[];
  /** Where an import cut short by its budget is noted; the sync job passes its own. */
  logger?: FastifyBaseLogger;
};

/** The host's calendar settings, with a feed token made on first read. */
export async function calendarStatus(
  deps: CalendarDeps,
  hostId: string,
  imported = 0,
): Promise<CalendarStatus> {
  const columns = {
    icsUrl: profiles.calendarIcsUrl,
    filterTag: profiles.calendarFilterTag,
    lastSyncedAt: profiles.calendarLastSyncedAt,
    feedToken: profiles.calendarFeedToken,
    lastImportEvents: profiles.calendarLastImportEvents,
    lastImportCutShort: profiles.calendarLastImportCutShort,
    lastImportUnreadable: profiles.calendarLastImportUnreadable,
  };
  let [row] = await deps.db.select(columns).from(profiles).where(eq(profiles.id, hostId));
  if (!row) throw new NotFound('Profile not found');
  if (!row.feedToken) {
    // Only where none exists yet: two first reads at once agree on one token.
    await deps.db
      .update(profiles)
      .set({ calendarFeedToken: newFeedToken() })
      .where(and(eq(profiles.id, hostId), isNull(profiles.calendarFeedToken)));
    [row] = await deps.db.select(columns).from(profiles).where(eq(profiles.id, hostId));
    if (!row?.feedToken) throw new Error(`no calendar feed token for ${hostId}`);
  }
  return {
    icsUrl: row.icsUrl,
    filterTag: row.filterTag,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastImport:
      row.lastImportEvents === null
        ? null
        : {
            events: row.lastImportEvents,
            cutShort: row.lastImportCutShort,
            unreadable: row.lastImportUnreadable ?? 0,
          },
    feedUrl: feedUrl(deps.publicUrl, row.feedToken),
    imported,
  };
}
