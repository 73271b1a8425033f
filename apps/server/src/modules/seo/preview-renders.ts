/** How long a preview that failed answers with its failure before it is made again. */
export const FAILED_RENDER_MS = 60_000;

/** Runs the making of one preview version (by its storage key), at most one at a time per key. */
export type PreviewRenders = (key: string, make: () => Promise<Buffer>) => Promise<Buffer>;

/**
 * The previews one server is making, and those that failed lately, by activity and version. Every ask
 * for a version being made waits for that one making; a version that failed answers with the same error
 * for `failedMs`, without reading and decoding its cover again. (Per process: two servers may each make a
 * version once, which storage then keeps.)
 */
export function previewRenders({
  failedMs = FAILED_RENDER_MS,
  now = Date.now,
}: {
  failedMs?: number;
  now?: () => number;
} = {}): PreviewRenders {
  const running = new Map<string, Promise<Buffer>>();
  const failed = new Map<string, { error: unknown; until: number }>();
  return (key, make) => {
    const at = now();
    // Failures are few (a broken row or an outage): forgetting the stale ones on each ask keeps the map small.
    for (const [stale, failure] of failed) if (failure.until <= at) failed.delete(stale);
    const failure = failed.get(key);
    if (failure) return Promise.reject(failure.error);
    const pending = running.get(key);
    if (pending) return pending;
    const making = make()
      .catch((error: unknown) => {
        failed.set(key, { error, until: now() + failedMs });
        throw error;
      })
      .finally(() => running.delete(key));
    running.set(key, making);
    return making;
  };
}
