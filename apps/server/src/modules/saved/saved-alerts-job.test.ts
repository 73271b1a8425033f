import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { emailOutbox, savedActivities } from '#src/db/schema.ts';
import { SCHEDULES } from '#src/lib/queues.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createHost, createUser } from '#src/test/factories.ts';

const DAY = 24 * 60 * 60 * 1000;

describe("the 'saved.alerts' job", () => {
  const ctx = useTestApp();

  it('is scheduled every 30 minutes', () => {
    expect(SCHEDULES['saved.alerts']).toBe('*/30 * * * *');
  });

  it("sends, at the clock's time, the saved-activity e-mails due", async () => {
    const host = await createHost(ctx.app.db);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Sunset kayak',
      capacity: 10,
      spotsRemaining: 1,
      startTime: new Date(Date.now() + 3 * DAY),
    });
    const guest = await createUser(ctx.app.db);
    await ctx.app.db.insert(savedActivities).values({ userId: guest.id, activityId: activity.id });

    await ctx.app.jobs.send('saved.alerts', {});

    await vi.waitFor(
      async () => {
        const mail = await ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, guest.email));
        expect(mail.map((m) => m.subject)).toEqual(['Only 1 spot left: Sunset kayak']);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
