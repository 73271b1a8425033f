import { LIMITS } from '@sortim/contracts/limits';
import { LRUCache } from 'lru-cache';
import type { Database } from '#src/db/client.ts';
import { perDatabase } from '#src/db/per-database.ts';
import type { ListFilters } from './guest-list-search.ts';

/*
 * Which searches are known to match more than the list counts (decision 40): a capped total ("1000+")
 * stays true for long, so a broad search (the whole list, one category) reuses it for a minute instead of
 * counting again on every visit. Exact totals are always counted afresh.
 */

const CAPPED_TOTAL_TTL_MS = 60_000;
/** Searches without their prices kept, and of each the capped price ranges (the newest). */
const CAPPED_SEARCHES_KEPT = 500;
const CAPPED_RANGES_KEPT = 32;

/** A search's filters, with or without its page. */
type Filters = Omit<ListFilters, 'cursor' | 'limit'> & Partial<Pick<ListFilters, 'cursor' | 'limit'>>;

/** The search a total belongs to: the filters without paging, in one order. */
export function searchKey({ cursor: _cursor, limit: _limit, ...filters }: Filters): string {
  const set = Object.entries(filters)
    .filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(([name, value]) => [name, Array.isArray(value) ? [...new Set(value)].sort() : value]);
  return JSON.stringify(set.sort(([a], [b]) => String(a).localeCompare(String(b))));
}

/** A price range in whole euros; the slider's top value means "and up". */
type PriceRange = { min: number; max: number; until: number };

const rangeOf = (filters: Filters) => ({
  min: filters.priceMin ?? 0,
  max:
    filters.priceMax === undefined || filters.priceMax >= LIMITS.priceFilterMaxEur
      ? Number.POSITIVE_INFINITY
      : filters.priceMax,
});

/**
 * Per database and search without its prices, the price ranges whose total was capped, each trusted for
 * CAPPED_TOTAL_TTL_MS (a search without a price filter is the range from 0 and up).
 */
const cappedRangesOf = perDatabase(
  () =>
    new LRUCache<string, PriceRange[]>({
      max: CAPPED_SEARCHES_KEPT,
      ttl: CAPPED_TOTAL_TTL_MS,
      // Date.now, looked up on every check: the clock the rest of the server reads (and tests move).
      perf: { now: () => Date.now() },
      ttlResolution: 0,
    }),
);

const withoutPrices = (filters: Filters) =>
  searchKey({ ...filters, priceMin: undefined, priceMax: undefined });

/**
 * Whether the search is known to match more than the cap: it was capped within the minute, or its price
 * range holds one that was, with every other filter the same (decision 211). A wider range matches every
 * activity the narrower one does (a series, at a date no later), so it cannot match fewer. A guest moving
 * the price slider asks a new range each time: most then need no count.
 */
export function knownCapped(db: Database, filters: Filters): boolean {
  const { min, max } = rangeOf(filters);
  const now = Date.now();
  return (cappedRangesOf(db).get(withoutPrices(filters)) ?? []).some(
    (range) => range.until > now && range.min >= min && range.max <= max,
  );
}

/** Remembers that the search matched more than the cap, for CAPPED_TOTAL_TTL_MS. */
export function rememberCapped(db: Database, filters: Filters): void {
  const ranges = cappedRangesOf(db);
  const key = withoutPrices(filters);
  const now = Date.now();
  const kept = (ranges.get(key) ?? []).filter((range) => range.until > now);
  const range = { ...rangeOf(filters), until: now + CAPPED_TOTAL_TTL_MS };
  ranges.set(key, [range, ...kept].slice(0, CAPPED_RANGES_KEPT));
}
