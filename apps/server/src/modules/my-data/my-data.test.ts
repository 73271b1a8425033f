import { HIDDEN_DETAIL } from '@sortim/contracts/contact-details';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { createActivity } from '#src/test/factories.ts';
import { payingHost } from '#src/test/host-activities.ts';

/*
 * The person's own data export carries what they said on Sortim: their conversations (as they would read
 * them: the host's phone number still hidden before a booking) and the reports they made; another person's
 * export has none of it.
 */

const ctx = useTestApp({ ROLE: 'web' });
const DAY = 24 * 60 * 60 * 1000;

type Exported = {
  conversations: { messages: { body: string }[] }[];
  reports: { targetType: string; reason: string; note: string | null; status: string }[];
};

describe('GET /api/me/data', () => {
  it("holds the person's conversations and reports, and nobody else's", async () => {
    const host = await payingHost(ctx.app);
    const activity = await createActivity(ctx.app.db, {
      hostId: host.id,
      title: 'Sunset paddle',
      startTime: new Date(Date.now() + 7 * DAY),
    });
    const guest = await signUp(ctx.app, { name: 'Exporting Guest' });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/activities/${activity.id}/conversation`,
      headers: { cookie: guest.cookie },
      payload: { body: 'Can I bring my own board?' },
    });
    expect(asked.statusCode).toBe(201);
    const { conversationId } = asked.json<{ conversationId: string }>();
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie: host.cookie },
      payload: { body: 'Yes! Call me on 612 34 56 78' },
    });
    expect(answered.statusCode).toBe(201);
    const reported = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: guest.cookie },
      payload: { targetType: 'activity', targetId: activity.id, reason: 'other', note: 'Odd price' },
    });
    expect(reported.statusCode).toBe(201);

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/data',
      headers: { cookie: guest.cookie },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<Exported>();
    expect(data.conversations).toHaveLength(1);
    const bodies = data.conversations[0]?.messages.map((m) => m.body) ?? [];
    expect(bodies[0]).toBe('Can I bring my own board?');
    expect(bodies[1]).toContain(HIDDEN_DETAIL);
    expect(bodies[1]).not.toContain('612');
    expect(data.reports).toEqual([
      expect.objectContaining({ targetType: 'activity', reason: 'other', note: 'Odd price', status: 'open' }),
    ]);

    const stranger = await signUp(ctx.app, { name: 'Stranger' });
    const theirs = (
      await ctx.app.inject({ method: 'GET', url: '/api/me/data', headers: { cookie: stranger.cookie } })
    ).json<Exported>();
    expect(theirs.conversations).toEqual([]);
    expect(theirs.reports).toEqual([]);
  });
});
