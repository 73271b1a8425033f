import { startTransition, useEffect, useState } from 'react';

/*
 * Whether the page has painted content for the first time. On a slow line every request that ends before the
 * first paint holds it back (the browser paints once what it asked for has come), so what the page does not
 * show at once (analytics, the hearts, the parts below the fold) waits for it.
 */

/** Where the browser never says (a tab opened in the background paints later), the page counts as painted after this. */
const FALLBACK_MS = 3000;

// Where paints are not reported (the tests' DOM), there is nothing to wait for.
let painted = !globalThis.PerformanceObserver?.supportedEntryTypes.includes('paint');
const listeners = new Set<() => void>();

function markPainted() {
  painted = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

if (!painted) {
  // Not 'first-paint': that may be the page's bare background, before the app has drawn anything.
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    markPainted();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(markPainted, FALLBACK_MS);
}

/** Whether the page has first painted content, now (a component that reads it is not told of the change). */
export const hasPainted = (): boolean => painted;

/** Settles once the page has first painted content. */
export function afterFirstPaint(): Promise<void> {
  return painted ? Promise.resolve() : new Promise((resolve) => listeners.add(resolve));
}

/**
 * Whether the page has first painted content; renders again when it has, in a transition: what that reveals
 * renders in slices between the browser's frames, not in one long task just after the paint.
 */
export function useFirstPainted(): boolean {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return;
    let live = true;
    void afterFirstPaint().then(() => {
      if (live) startTransition(() => setShown(true));
    });
    return () => {
      live = false;
    };
  }, [shown]);
  return shown;
}
