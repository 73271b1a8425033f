import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo-data.ts';
import { demoPasswords } from './people-rows.ts';

const hashes = new Map(demoPasswords().map((password) => [password, `hash-of-${password}`]));

describe('buildDemoData', () => {
  it('tells the same story on every run; only ids change', () => {
    const now = new Date('2026-05-14T10:00:00Z');
    const story = () => {
      const data = buildDemoData(now, hashes);
      return {
        activities: data.activities.map(({ title, startTime, spotsRemaining }) => ({
          title,
          startTime,
          spotsRemaining,
        })),
        bookings: data.bookings.map(({ spots, status, createdAt }) => ({ spots, status, createdAt })),
        reviews: data.reviews.map(({ rating, comment }) => ({ rating, comment })),
        abGroups: data.profiles.map((p) => p.abGroup),
      };
    };
    expect(story()).toEqual(story());
  });

  it('can be built at any time of year', () => {
    for (const month of [0, 3, 6, 9]) {
      expect(() => buildDemoData(new Date(Date.UTC(2027, month, 3, 22)), hashes)).not.toThrow();
    }
  });
});
