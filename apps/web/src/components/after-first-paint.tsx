import type { ReactNode } from 'react';
import { useFirstPainted } from '#/lib/first-paint.ts';

/**
 * Its children once the page has first painted, the fallback until then: a lazy part below the fold then
 * fetches its chunk after the paint, not in the moment before it (on a slow line, every request that ends
 * before the first paint holds it back).
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useFirstPainted() ? children : fallback;
}
