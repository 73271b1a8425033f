import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a page change the person caused, focus moves to the new page's h1 inside `main`: a screen reader
 * reads the heading ("Explore, heading level 1"), which is how the new page is announced (a live region
 * as well would say it twice), and the next Tab starts in the new page instead of at the link that led
 * there. Not on the first load (nor its redirects, before the person has pressed a key or a pointer: the
 * browser starts at the top, skip link first), not when only the query changes (filters), and not when a
 * hash names its own target.
 *
 * A page may show its heading only once its data arrives, so this waits for the h1 until the person does
 * something (a key or a pointer press means they have moved on) or the next page change.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const interacted = usePersonInteracted();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const samePage = pathname === shownPath.current;
    shownPath.current = pathname;
    const container = main.current;
    if (samePage || hash || !interacted.current || !container) return;

    // Focus is still free while it is nowhere, or on the link or button that brought the person here.
    const origin = document.activeElement;
    const focusHeading = () => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== origin) return;
      const heading = container.querySelector('h1');
      if (!heading) return;
      // Focusable by script only: a heading is not a control, so it stays out of the Tab order.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      // useScrollRestoration owns the scroll position (top, or where a Back left it).
      heading.focus({ preventScroll: true });
    };

    const observer = new MutationObserver(focusHeading);
    const stop = () => observer.disconnect();
    focusHeading();
    observer.observe(container, { childList: true, subtree: true });
    document.addEventListener('keydown', stop, { capture: true });
    document.addEventListener('pointerdown', stop, { capture: true });
    return () => {
      stop();
      document.removeEventListener('keydown', stop, { capture: true });
      document.removeEventListener('pointerdown', stop, { capture: true });
    };
  }, [pathname, hash, interacted, main]);
}

/** Whether the person has pressed a key or a pointer since the app started. */
function usePersonInteracted() {
  const interacted = useRef(false);
  useEffect(() => {
    const forget = () => {
      document.removeEventListener('keydown', mark, { capture: true });
      document.removeEventListener('pointerdown', mark, { capture: true });
    };
    const mark = () => {
      interacted.current = true;
      forget();
    };
    document.addEventListener('keydown', mark, { capture: true });
    document.addEventListener('pointerdown', mark, { capture: true });
    return forget;
  }, []);
  return interacted;
}
