import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#src/db/schema.ts';
import { PRODUCTION_ENV, useTestApp } from '#src/test/app.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';

describe('/dev/reminders/run outside production', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    await ctx.app.jobs.boss.offWork('reminders.send');
  });

  it('runs the reminder job at the instant given, as if the clock had reached it', async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date('2027-07-01T16:00:00Z'),
      endTime: new Date('2027-07-01T18:00:00Z'),
    });
    const guest = await createUser(ctx.app.db);
    await createBooking(ctx.app.db, { userId: guest.id, activityId: activity.id });

    const early = await ctx.app.inject({
      method: 'POST',
      url: '/dev/reminders/run',
      payload: { now: '2027-06-30T15:59:00Z' },
    });
    expect(early.json()).toEqual({ day_before: 0, two_hours: 0 });
    const due = await ctx.app.inject({
      method: 'POST',
      url: '/dev/reminders/run',
      payload: { now: '2027-06-30T18:00:00+02:00' },
    });
    expect(due.statusCode).toBe(200);
    expect(due.json()).toEqual({ day_before: 1, two_hours: 0 });
    const mail = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, guest.email));
    expect(mail.map((m) => m.subject)).toEqual([`Tomorrow: ${activity.title}`]);
  });

  it('runs at the clock without an instant, and refuses an instant that is not one', async () => {
    const now = await ctx.app.inject({ method: 'POST', url: '/dev/reminders/run', payload: {} });
    expect(now.statusCode).toBe(200);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/dev/reminders/run',
      payload: { now: 'tomorrow' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is a 404 to another address', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/dev/reminders/run',
      payload: {},
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('/dev/reminders/run in production', () => {
  const ctx = useTestApp(PRODUCTION_ENV);

  it('does not exist', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/dev/reminders/run', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
