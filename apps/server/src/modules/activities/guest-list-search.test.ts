import { ActivityListQuery } from '@sortim/contracts/activities';
import { describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { perShape, searchOf } from './guest-list-search.ts';

/** The name each search's statement is built with (perShape passes it to `build`). */
function namesOf(...queries: Record<string, string>[]) {
  const statementOf = perShape('guest_list_page', (_db, _search, _paged, name) => ({ name }));
  const db = {} as Database;
  return queries.map((query) => statementOf(db, searchOf(ActivityListQuery.parse(query)), false).name);
}

describe('the list statements PostgreSQL may keep a plan of (decision 201)', () => {
  it('names a search whose values do not change its best plan, by its shape alone', () => {
    const [upcoming, evening, otherEvening, category] = namesOf(
      {},
      { timeOfDay: 'evening', dateFrom: '2026-12-01', dateTo: '2026-12-14' },
      { timeOfDay: 'evening', dateFrom: '2027-01-01', dateTo: '2027-01-31' },
      { categories: 'Taste & Cook' },
    );
    expect(upcoming).toMatch(/^guest_list_page_[0-9a-f]{16}$/);
    expect(evening).toMatch(/^guest_list_page_[0-9a-f]{16}$/);
    // Other dates, the same shape: one statement, one kept plan on each connection.
    expect(otherEvening).toBe(evening);
    expect(new Set([upcoming, evening, category]).size).toBe(3);
  });

  it('plans anew for each request a text or language pattern, a price range or a box', () => {
    expect(
      namesOf(
        { q: 'sunset' },
        { languages: 'Catalan' },
        { priceMin: '10', priceMax: '40' },
        { bbox: '2.15,41.39,2.17,41.41' },
      ),
    ).toEqual(['', '', '', '']);
  });
});
