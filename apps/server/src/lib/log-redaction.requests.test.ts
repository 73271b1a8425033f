import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { createHost } from '#src/test/factories.ts';

/*
 * A calendar app polls the feed every few minutes, so its secret token would be in every request's log
 * lines. Whatever logger the app is given, the lines of a feed request (incoming, completed, a failure)
 * name the feed without its token.
 */
describe('the calendar feed in the request log', () => {
  const token = 'Feed_Secret-0123456789abcdefghij';
  const feed = `/api/calendar/feeds/${token}.ics`;
  const lines: string[] = [];
  // A logger with no serializers of its own: the app must redact by itself.
  const ctx = useTestApp({}, { logLines: lines });

  beforeAll(async () => {
    await createHost(ctx.app.db, { profile: { calendarFeedToken: token } });
  });

  it('logs a poll of the feed without its token', async () => {
    lines.length = 0;
    const res = await ctx.app.inject({ method: 'GET', url: feed });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('BEGIN:VCALENDAR');

    expect(lines.some((line) => line.includes('/api/calendar/feeds/[redacted].ics'))).toBe(true);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });

  it('logs a refused or unknown feed request without its token', async () => {
    lines.length = 0;
    expect((await ctx.app.inject({ method: 'POST', url: feed })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${feed}?refresh=1` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: feed.replace('Feed', 'Fake') })).statusCode).toBe(404);

    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(lines.filter((line) => line.includes(token) || line.includes('Fake_Secret'))).toEqual([]);
  });

  it("logs a failed feed lookup (the database's error and its query) without the token", async () => {
    // The lookup's column goes missing for a moment: the query fails with the token as its parameter.
    await ctx.app.db.execute(sql`alter table profiles rename column calendar_feed_token to feed_token_away`);
    try {
      lines.length = 0;
      expect((await ctx.app.inject({ method: 'GET', url: feed })).statusCode).toBe(500);
    } finally {
      await ctx.app.db.execute(
        sql`alter table profiles rename column feed_token_away to calendar_feed_token`,
      );
    }

    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toContain('Failed query');
    expect(failure).toContain('params: [redacted]');
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
