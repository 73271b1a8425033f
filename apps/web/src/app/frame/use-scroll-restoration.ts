import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'sortim-scroll-positions';
/** How long a Back waits for its page to grow tall enough (data still coming) before giving up. */
const RESTORE_PATIENCE_MS = 1000;

/**
 * Scroll positions the way a site of separate pages would have them: a new page starts at the top (or at
 * the target its hash names), and Back or Forward returns to where that history entry was left, after a
 * reload too (positions by `location.key`, kept in sessionStorage). Only a new pathname moves: a query
 * change (a filter) keeps the place.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number>>(readPositions());
  // The entry the scroll position belongs to: a scroll event comes after the page that caused it rendered.
  const entry = useRef(entryKey(location));
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      positions.current[entry.current] = window.scrollY;
    };
    const persist = () => {
      record();
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Before paint, so the new page never shows at the old page's position.
  useLayoutEffect(() => {
    entry.current = entryKey(location);
    const samePage = location.pathname === shownPath.current;
    shownPath.current = location.pathname;
    const saved = action === NavigationType.Pop ? positions.current[entry.current] : undefined;
    if (saved !== undefined) return restore(saved);
    if (samePage) return;
    if (location.hash) scrollToTarget(location.hash);
    else window.scrollTo(0, 0);
  }, [location, action]);
}

/**
 * The history entry a position belongs to. A page loaded afresh (a typed address, a link from elsewhere)
 * has no key of its own, only 'default', whatever its address: keyed by the address too, one such page's
 * position is never restored on another's.
 */
function entryKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key;
}

/** Scrolls to `top`, waiting a few frames if the page is not yet that tall; a newer navigation cancels it. */
function restore(top: number) {
  const giveUpAt = performance.now() + RESTORE_PATIENCE_MS;
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, top);
    if (window.scrollY < top && performance.now() < giveUpAt) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/** The element a hash names, as the browser shows it on a page load (pushState does not scroll). */
function scrollToTarget(hash: string) {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape names the element as written.
  }
  document.getElementById(id)?.scrollIntoView();
}

function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}
