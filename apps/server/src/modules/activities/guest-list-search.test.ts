import { ActivityListQuery } from '@sortim/contracts/activities';
import { describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { countKeepsPlan, inlined, perShape, searchOf } from './guest-list-search.ts';

/** The name each search's statement is built with (perShape passes it to `build`). */
function namesOf(...queries: Record<string, string>[]) {
  return queries.map((query) => statementOf(query, { limit: 25 }).name);
}

const db = {} as Database;
const shapes = perShape('guest_list_page', (_db, _search, _paged, name, counts: { limit: number }) => ({
  name,
  counts,
}));
const statementOf = (query: Record<string, string>, counts: { limit: number }) =>
  shapes(db, searchOf(ActivityListQuery.parse(query)), false, counts);

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

  it('plans anew for each request a text pattern, a price range or a box', () => {
    expect(
      namesOf({ q: 'sunset' }, { priceMin: '10', priceMax: '40' }, { bbox: '2.15,41.39,2.17,41.41' }),
    ).toEqual(['', '', '']);
  });

  it("keeps a box's count, which reads every match up to its cap in no order (decision 206)", () => {
    const counts = perShape(
      'guest_list_counted_page',
      (_db, _search, _paged, name) => ({ name }),
      countKeepsPlan,
    );
    const countOf = (query: Record<string, string>) =>
      counts(db, searchOf(ActivityListQuery.parse(query)), false, {}).name;
    const gracia = countOf({ bbox: '2.150,41.398,2.166,41.408' });
    expect(gracia).toMatch(/^guest_list_counted_page_[0-9a-f]{16}$/);
    // Another box, the same statement: a pan to a new neighbourhood is not planned again.
    expect(countOf({ bbox: '2.170,41.380,2.186,41.390' })).toBe(gracia);
    // A text pattern or a price range still changes the count's best plan.
    expect(countOf({ bbox: '2.150,41.398,2.166,41.408', q: 'sunset' })).toBe('');
    expect(countOf({ bbox: '2.150,41.398,2.166,41.408', priceMin: '10' })).toBe('');
  });

  it('keeps the plan of a language pattern, one statement whatever the language', () => {
    // Matched inside each row's list of languages, which has no statistics: every language plans alike.
    const [catalan, spanish, two] = namesOf(
      { languages: 'Catalan' },
      { languages: 'Spanish' },
      { languages: 'Catalan,Spanish' },
    );
    expect(catalan).toMatch(/^guest_list_page_[0-9a-f]{16}$/);
    expect(spanish).toBe(catalan);
    expect(two).not.toBe(catalan);
  });

  it('writes how many rows to stop at into the statement, one statement for each count', () => {
    // A LIMIT placeholder would cost a kept plan as reading everything, so PostgreSQL would plan anew.
    const page = statementOf({}, { limit: 25 });
    const longerPage = statementOf({}, { limit: 49 });
    expect(page.counts).toEqual({ limit: 25 });
    expect(longerPage.counts).toEqual({ limit: 49 });
    expect(longerPage.name).not.toBe(page.name);
    expect(statementOf({}, { limit: 25 })).toBe(page);
  });

  it('writes only whole, non-negative numbers into a statement', () => {
    expect(() => inlined(1.5)).toThrow('not a count');
    expect(() => inlined(-1)).toThrow('not a count');
    expect(() => inlined(Number.NaN)).toThrow('not a count');
  });

  it('keeps a statement for each set of categories and levels, whatever their order', () => {
    const [cook, cookAndActive, activeAndCook, active, beginners] = namesOf(
      { categories: 'Taste & Cook' },
      { categories: 'Taste & Cook,Be Active' },
      { categories: 'Be Active,Taste & Cook' },
      { categories: 'Be Active' },
      { difficulty: 'Beginner' },
    );
    // A category's share of the table decides its best plan: one kept plan per set.
    expect(activeAndCook).toBe(cookAndActive);
    expect(new Set([cook, cookAndActive, active, beginners]).size).toBe(4);
  });
});
