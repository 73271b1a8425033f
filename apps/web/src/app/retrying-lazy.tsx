import { type ComponentType, lazy } from 'react';

/** How to load again each page or guard whose chunk failed to load. */
const failedLoads = new Set<() => void>();

/**
 * A component loaded on first render, like React.lazy. React.lazy keeps a failed load's error for good;
 * this one loads again after retryFailedLoads(), which the error boundary's Retry calls. Not on its own:
 * React renders again as soon as a load settles, so forgetting the error then would retry in a loop.
 */
export function retryingLazy(load: () => Promise<ComponentType>): ComponentType {
  const create = () =>
    lazy(() =>
      load().then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          failedLoads.add(() => {
            Current = create();
          });
          throw error;
        },
      ),
    );
  let Current = create();
  return function LazyComponent() {
    return <Current />;
  };
}

export function retryFailedLoads() {
  for (const retry of failedLoads) retry();
  failedLoads.clear();
}
