import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { calendarHelpers, icsTime, inDays } from '#src/test/calendar-files.ts';
import { useCalendarStandIn } from '#src/test/calendar-stand-in.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';

/*
 * The host's .ics feed at its secret URL, on a real database.
 */

const ctx = useTestApp({ CALENDAR_FETCH_ALLOW_IPS: '127.0.0.1' });
const _calendars = useCalendarStandIn();
const { send, newHost } = calendarHelpers(ctx);

describe('the host feed', () => {
  const feedPath = (feedUrl: string) => new URL(feedUrl).pathname;
  const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

  it("lists the host's published upcoming and recent activities with their booked spots", async () => {
    const host = await newHost();
    const other = await createHost(ctx.app.db);
    const [ana, biel, carla] = await Promise.all([
      createUser(ctx.app.db),
      createUser(ctx.app.db),
      createUser(ctx.app.db),
    ]);
    const listed = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Sunset kayak, Barceloneta',
      startTime: inDays(5),
      endTime: inDays(5, 20),
    });
    await createBooking(ctx.app.db, { userId: ana.id, activityId: listed.id, spots: 2 });
    await createBooking(ctx.app.db, { userId: biel.id, activityId: listed.id, spots: 1 });
    await createBooking(ctx.app.db, {
      userId: carla.id,
      activityId: listed.id,
      status: 'refunded',
      refundedAt: new Date(),
    });
    const recent = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Last week walk',
      startTime: inDays(-7),
    });
    const old = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Long ago walk',
      startTime: inDays(-60),
    });
    const draft = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Unpublished idea',
      isPublished: false,
      status: 'draft',
    });
    const others = await createActivity(ctx.app.db, { hostId: other.id, title: 'Not this host' });

    const status = await send('GET', '/api/host/calendar', host);
    const res = await ctx.app.inject({ method: 'GET', url: feedPath(status.json().feedUrl) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const ics = unfold(res.body);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`UID:activity-${listed.id}@sortim.app\r\n`);
    expect(ics).toContain('SUMMARY:Sunset kayak\\, Barceloneta\r\n');
    expect(ics).toContain(`DTSTART:${icsTime(inDays(5))}\r\n`);
    expect(ics).toContain(`DTEND:${icsTime(inDays(5, 20))}\r\n`);
    expect(ics).toContain(`DESCRIPTION:Booked: 3 / 10\\n${ctx.config.publicUrl}/activity/${listed.id}\r\n`);
    expect(ics).toContain(`URL:${ctx.config.publicUrl}/activity/${listed.id}\r\n`);
    expect(ics).toContain(`UID:activity-${recent.id}@sortim.app`);
    expect(ics).toContain('DESCRIPTION:Booked: 0 / 10');
    for (const hidden of [old, draft, others]) expect(ics).not.toContain(hidden.id);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('stops answering at the old URL once the host asks for a new one', async () => {
    const host = await newHost();
    const before = (await send('GET', '/api/host/calendar', host)).json().feedUrl;
    expect((await ctx.app.inject({ method: 'GET', url: feedPath(before) })).statusCode).toBe(200);

    const renewed = await send('POST', '/api/host/calendar/feed', host);
    expect(renewed.statusCode).toBe(200);
    const after = renewed.json().feedUrl;
    expect(after).not.toBe(before);
    expect((await ctx.app.inject({ method: 'GET', url: feedPath(before) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: feedPath(after) })).statusCode).toBe(200);
  });

  it('does not know an unknown token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/calendar/feeds/not-a-real-token.ics' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
