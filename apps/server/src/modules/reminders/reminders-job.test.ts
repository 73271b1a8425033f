import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '#src/db/schema.ts';
import { HOUR } from '#src/lib/barcelona-time.ts';
import { SCHEDULES } from '#src/lib/queues.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';

describe("the 'reminders.send' job", () => {
  const ctx = useTestApp();

  it('is scheduled every 5 minutes', () => {
    expect(SCHEDULES['reminders.send']).toBe('*/5 * * * *');
  });

  it("sends, at the clock's time, the reminders due", async () => {
    const host = await createHost(ctx.app.db);
    // Starts in 23 hours: its day-before moment passed an hour ago, after the booking was paid.
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      startTime: new Date(Date.now() + 23 * HOUR),
      endTime: new Date(Date.now() + 25 * HOUR),
    });
    const guest = await createUser(ctx.app.db);
    await createBooking(ctx.app.db, {
      userId: guest.id,
      activityId: activity.id,
      createdAt: new Date(Date.now() - 48 * HOUR),
    });

    await ctx.app.jobs.send('reminders.send', {});

    await vi.waitFor(
      async () => {
        const mail = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, guest.email));
        expect(mail.map((m) => m.subject)).toEqual([`Tomorrow: ${activity.title}`]);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
