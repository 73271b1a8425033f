import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';

const Toaster = lazy(() =>
  import('#/components/ui/sonner.tsx').then((module) => ({ default: module.Toaster })),
);

/** How long the toaster waits for an idle moment before it mounts anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The toaster (sonner) mounts once the first page has settled, off its first load. Toasts only follow a
 * person's actions, which come after; one raised before (sonner keeps them) shows when it mounts. Its live
 * region is in place before the first toast, so screen readers announce that one too.
 */
export function DeferredToaster(props: ToasterProps) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const settle = () => setSettled(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(settle, 0);
    return () => window.clearTimeout(id);
  }, []);

  return settled ? (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  ) : null;
}
