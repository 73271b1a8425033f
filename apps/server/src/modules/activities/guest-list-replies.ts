import { LRUCache } from 'lru-cache';
import { pageKey } from './activities.service.ts';
import type { ListFilters } from './guest-list-search.ts';

/** Searches whose replies are kept at once, and the bytes they may take (a 24-card page is ~15 KB). */
const REPLIES_KEPT = 2_000;
const BYTES_KEPT = 32 * 2 ** 20;

/** `fresh`: for someone who just wrote, who reads the primary (decision 192) and is never given a kept reply. */
type Load<Q> = (query: Q, fresh: boolean) => Promise<string>;
type Replies<Q> = (query: Q, fresh?: boolean) => Promise<string>;

/**
 * The guest list's serialized replies, each kept for `ttlMs` (decision 51). The list is the same for
 * everyone who asks (nothing in it depends on the caller), and at busy hours the same searches (the
 * landing page's upcoming list, one category, a quick chip) come many times a second: within `ttlMs`
 * they share one pair of queries and one JSON string, and requests that arrive while it loads wait for
 * that load instead of starting their own (lru-cache's fetch). A card's spots may lag a booking by up to
 * `ttlMs`; the activity page and checkout always read the database. A failed load is not kept. A fresh
 * search (its asker just wrote) is loaded for its asker alone.
 */
export function guestListReplies(ttlMs: number, load: Load<ListFilters>): Replies<ListFilters> {
  return keptReplies(ttlMs, pageKey, load);
}

/** The same for any query: `keyOf` names what its reply depends on (a map tile's pins: `tileKey`). */
export function keptReplies<Q extends object>(
  ttlMs: number,
  keyOf: (query: Q) => string,
  load: Load<Q>,
): Replies<Q> {
  if (ttlMs <= 0) return (query, fresh = false) => load(query, fresh);
  // The context is the load itself, bound to its query (a concrete type, which lru-cache's fetch wants).
  const replies = new LRUCache<string, string, () => Promise<string>>({
    max: REPLIES_KEPT,
    maxSize: BYTES_KEPT,
    sizeCalculation: (reply) => reply.length,
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context }) => context(),
    // With more searches in flight than are kept, making room evicts a load still running; its callers
    // still want that reply, so it answers them rather than failing with 'evicted'.
    ignoreFetchAbort: true,
  });
  return async (query, fresh = false) => {
    if (fresh) return load(query, true);
    const reply = await replies.fetch(keyOf(query), { context: () => load(query, false) });
    // fetch answers undefined only when the load does, and `load` always gives a string.
    if (reply === undefined) throw new Error('the guest list loaded nothing');
    return reply;
  };
}
