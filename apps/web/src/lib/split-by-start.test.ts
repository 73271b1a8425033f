import { splitByStart } from '#/lib/split-by-start.ts';
import { createMyBooking } from '#/test/booking-factories.ts';

const startOf = (booking: { activity: { startTime: string } }) => booking.activity.startTime;
const at = (id: string, startTime: string, status: 'paid' | 'refunded' = 'paid') =>
  createMyBooking({ id, status, activity: { startTime, endTime: startTime } });

describe('splitByStart', () => {
  const now = new Date('2026-06-01T10:00:00.000Z');

  it('puts activities starting after now in upcoming, soonest first, and the rest in past, latest first', () => {
    const { upcoming, past } = splitByStart(
      [
        at('later', '2026-06-20T10:00:00.000Z'),
        at('old', '2026-05-01T10:00:00.000Z'),
        at('soon', '2026-06-02T10:00:00.000Z'),
        at('recent', '2026-05-30T10:00:00.000Z'),
      ],
      startOf,
      now,
    );
    expect(upcoming.map((b) => b.id)).toEqual(['soon', 'later']);
    expect(past.map((b) => b.id)).toEqual(['recent', 'old']);
  });

  it('counts an activity starting right now as past', () => {
    expect(splitByStart([at('now', now.toISOString())], startOf, now).past).toHaveLength(1);
  });

  it('keeps refunded bookings in the tab of their activity time', () => {
    const { upcoming } = splitByStart([at('refunded', '2026-06-20T10:00:00.000Z', 'refunded')], startOf, now);
    expect(upcoming.map((b) => b.status)).toEqual(['refunded']);
  });
});
