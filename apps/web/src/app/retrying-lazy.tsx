import { type ComponentType, lazy, useState } from 'react';

/** How to load again each page or guard whose chunk failed to load. */
const failedLoads = new Set<() => void>();

/** A lazy component, and how to start loading it before it renders. */
export type RetryingLazy = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A component loaded on first render, like React.lazy, with two differences.
 * - React.lazy keeps a failed load's error for good; this one loads again after retryFailedLoads(), which the
 *   error boundary's Retry calls. Not on its own: React renders again as soon as a load settles, so
 *   forgetting the error then would retry in a loop.
 * - Once `preload` has loaded it, it renders at once: React.lazy suspends on its first render even when its
 *   module is in, and the first page's Suspense fallback would be painted before the page itself.
 */
export function retryingLazy(load: () => Promise<ComponentType>): RetryingLazy {
  let loading: Promise<ComponentType> | null = null;
  let loaded: ComponentType | null = null;
  const preload = () => {
    loading ??= load().then(
      (Component) => {
        loaded = Component;
        return Component;
      },
      (error: unknown) => {
        failedLoads.add(() => {
          loading = null;
          Current = create();
        });
        throw error;
      },
    );
    return loading;
  };
  const create = () => lazy(async () => ({ default: await preload() }));
  let Current = create();
  function LazyComponent() {
    // Decided once per mount: switching from the lazy wrapper to the component would remount the page.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Current />;
  }
  return Object.assign(LazyComponent, { preload });
}

export function retryFailedLoads() {
  for (const retry of failedLoads) retry();
  failedLoads.clear();
}
