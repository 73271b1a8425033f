import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { calendarHelpers } from '#src/test/calendar-files.ts';
import { useCalendarStandIn } from '#src/test/calendar-stand-in.ts';

/*
 * The host calendar routes: who may call them, and the page they answer (import settings, feed address).
 */

const ctx = useTestApp({ CALENDAR_FETCH_ALLOW_IPS: '127.0.0.1' });
const calendars = useCalendarStandIn();
const { send, newHost } = calendarHelpers(ctx);

describe('access to the host calendar routes', () => {
  const routes = [
    ['GET', '/api/host/calendar'],
    ['PUT', '/api/host/calendar'],
    ['POST', '/api/host/calendar/sync'],
    ['DELETE', '/api/host/calendar'],
    ['POST', '/api/host/calendar/feed'],
  ] as const;

  it('asks an anonymous caller to sign in, before reading the body', async () => {
    for (const [method, url] of routes) {
      const res = await send(method, url, undefined, method === 'PUT' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a signed-in guest who is not a host', async () => {
    const guest = await signUp(ctx.app);
    for (const [method, url] of routes) {
      const res = await send(
        method,
        url,
        guest,
        method === 'PUT' ? { icsUrl: calendars.url('/x.ics') } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe('Access denied. Host privileges required.');
    }
    const [profile] = await ctx.app.db.select().from(profiles).where(eq(profiles.id, guest.id));
    expect(profile?.calendarIcsUrl).toBeNull();
  });
});

describe('GET /api/host/calendar', () => {
  it('shows an unconnected calendar and a private feed URL that stays the same', async () => {
    const host = await newHost();
    const first = await send('GET', '/api/host/calendar', host);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const status = first.json();
    expect(status).toMatchObject({
      icsUrl: null,
      filterTag: null,
      lastSyncedAt: null,
      lastImport: null,
      imported: 0,
    });
    expect(status.feedUrl).toMatch(
      new RegExp(`^${ctx.config.publicUrl}/api/calendar/feeds/[A-Za-z0-9_-]{32}\\.ics$`),
    );
    expect((await send('GET', '/api/host/calendar', host)).json().feedUrl).toBe(status.feedUrl);
  });
});
