import { useEffect, useEffectEvent } from 'react';

/** Focus and visibilitychange both fire when a tab comes back: one call within this window. */
const SAME_RETURN_MS = 2000;

/**
 * Calls `onReturn` when the page regains focus: the tab is shown again, or the window is focused again
 * (another window of the same browser does not hide this tab, so visibilitychange alone misses it).
 */
export function usePageReturn(onReturn: () => void) {
  const handle = useEffectEvent(onReturn);
  useEffect(() => {
    let last = 0;
    const returned = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < SAME_RETURN_MS) return;
      last = Date.now();
      handle();
    };
    window.addEventListener('focus', returned);
    document.addEventListener('visibilitychange', returned);
    return () => {
      window.removeEventListener('focus', returned);
      document.removeEventListener('visibilitychange', returned);
    };
  }, []);
}
