import { CalendarConnectInput, CalendarStatus } from '@sortim/contracts/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHost, signedIn } from '#src/lib/guards.ts';
import { rateLimit } from '#src/lib/rate-limit.ts';
import { type CalendarDeps, calendarStatus } from './calendar-status.ts';
import { hostFeed, renewFeedToken } from './feed/calendar-feed.service.ts';
import { connectCalendar, disconnectCalendar, syncCalendar } from './import/calendar-import.service.ts';

/** Each connect or sync fetches a remote calendar: enough for a host trying things, not a fetch relay. */
export const CALENDAR_FETCH_RATE_LIMIT = { max: 30, timeWindow: '1 hour' } as const;

/** The feed URL ends in `.ics` for calendar apps; the token is the part before it. */
const FeedParams = z.object({ file: z.string().max(200) });

/**
 * Calendar sync: the host's own import settings and feed address (behind requireHost), and the public
 * feed whose secret token is its credential.
 */
export const calendarRoutes: FastifyPluginAsyncZod<Omit<CalendarDeps, 'db' | 'logger'>> = async (
  app,
  opts,
) => {
  const deps: CalendarDeps = {
    db: app.db,
    publicUrl: opts.publicUrl,
    fetchAllowIps: opts.fetchAllowIps,
    logger: app.log,
  };
  const reply200 = { response: { 200: CalendarStatus } };

  app.get('/host/calendar', { schema: reply200, onRequest: requireHost }, async (request) =>
    calendarStatus(deps, (await signedIn(request)).id),
  );

  app.put(
    '/host/calendar',
    {
      schema: { body: CalendarConnectInput, ...reply200 },
      onRequest: requireHost,
      config: { rateLimit: rateLimit(CALENDAR_FETCH_RATE_LIMIT) },
    },
    async (request) => connectCalendar(deps, (await signedIn(request)).id, request.body),
  );

  app.post(
    '/host/calendar/sync',
    {
      schema: reply200,
      onRequest: requireHost,
      config: { rateLimit: rateLimit(CALENDAR_FETCH_RATE_LIMIT) },
    },
    async (request) => syncCalendar(deps, (await signedIn(request)).id),
  );

  app.delete('/host/calendar', { schema: reply200, onRequest: requireHost }, async (request) =>
    disconnectCalendar(deps, (await signedIn(request)).id),
  );

  app.post('/host/calendar/feed', { schema: reply200, onRequest: requireHost }, async (request) =>
    renewFeedToken(deps, (await signedIn(request)).id),
  );

  app.get('/calendar/feeds/:file', { schema: { params: FeedParams } }, async (request, reply) => {
    const body = await hostFeed(deps, request.params.file.replace(/\.ics$/, ''));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="sortim.ics"')
      .send(body);
  });
};
