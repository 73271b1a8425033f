import { createHostActivity } from '#/components/host-activity-card/host-activity-factories.ts';
import { splitHostActivities } from '#/features/my-activities/lib/split-activities.ts';

const now = new Date('2026-06-01T10:00:00.000Z');
const at = (id: string, startTime: string) => createHostActivity({ id, startTime, endTime: startTime });

describe('splitHostActivities', () => {
  it('counts an activity as upcoming only when it starts after now', () => {
    const { upcoming, past } = splitHostActivities(
      [at('later', '2026-06-01T10:00:01.000Z'), at('now', '2026-06-01T10:00:00.000Z')],
      now,
    );
    expect(upcoming.map((a) => a.id)).toEqual(['later']);
    expect(past.map((a) => a.id)).toEqual(['now']);
  });

  it('orders upcoming soonest first and past most recent first', () => {
    const { upcoming, past } = splitHostActivities(
      [
        at('next-month', '2026-07-01T10:00:00.000Z'),
        at('last-year', '2025-06-01T10:00:00.000Z'),
        at('tomorrow', '2026-06-02T10:00:00.000Z'),
        at('yesterday', '2026-05-31T10:00:00.000Z'),
      ],
      now,
    );
    expect(upcoming.map((a) => a.id)).toEqual(['tomorrow', 'next-month']);
    expect(past.map((a) => a.id)).toEqual(['yesterday', 'last-year']);
  });
});
