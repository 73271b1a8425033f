import { afterEach, describe, expect, it, vi } from 'vitest';

/** A browser's PerformanceObserver that reports the paints `report` is given. */
function stubPaintObserver() {
  let callback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(cb: typeof callback) {
      callback = cb;
    }
    observe() {}
    disconnect() {
      callback = undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (name: string) => callback?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.resetModules();
  });

  it('waits for the first contentful paint, not the bare background', async () => {
    const report = stubPaintObserver();
    const { afterFirstPaint } = await import('#/lib/first-paint.ts');
    const painted = afterFirstPaint();

    report('first-paint');
    expect(await settled(painted)).toBe(false);
    report('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('gives up waiting after 3 s where no paint is reported (a tab opened in the background)', async () => {
    vi.useFakeTimers();
    stubPaintObserver();
    const { afterFirstPaint } = await import('#/lib/first-paint.ts');
    const painted = afterFirstPaint();

    vi.advanceTimersByTime(2999);
    expect(await settled(painted)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
  });

  it('has nothing to wait for where paints are not reported', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterFirstPaint } = await import('#/lib/first-paint.ts');
    expect(await settled(afterFirstPaint())).toBe(true);
  });
});
