import { act, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { useScrollRestoration } from '#/app/frame/use-scroll-restoration.ts';
import { BlockingRouter } from '#/lib/navigation-blocker.tsx';

function Page() {
  useScrollRestoration();
  return <h2 id="changes">Changes</h2>;
}

/** The hook under the app's router at `path`; the test moves through the history it returns. */
function renderAt(path: string) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const view = render(
    <BlockingRouter history={history}>
      <Page />
    </BlockingRouter>,
  );
  return { history, view };
}

/** jsdom does not scroll: the position is set by hand. */
const setScrollY = (top: number) =>
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });

/** The person scrolls to `top`. */
function scrollBy(top: number) {
  setScrollY(top);
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = vi.fn((_x: number, y: number) => setScrollY(y));
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
    setScrollY(0);
  });

  it('starts a new page at the top, and leaves the place alone when only the query changes', () => {
    const { history } = renderAt('/explore');
    scrollBy(800);
    act(() => history.push('/explore?category=food'));
    expect(window.scrollY).toBe(800);

    act(() => history.push('/activity/a1'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('shows the target a hash names instead of the top', () => {
    const { history } = renderAt('/about');
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    scrollTo.mockClear();
    act(() => history.push('/terms#changes'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns to where the person left a page on Back, and Forward', () => {
    const { history } = renderAt('/explore');
    scrollBy(1200);
    act(() => history.push('/activity/a1'));
    scrollBy(300);

    act(() => history.go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    act(() => history.go(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('keeps the positions through a reload', () => {
    const { view } = renderAt('/explore');
    scrollBy(650);
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();

    setScrollY(0);
    renderAt('/explore');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 650);
  });

  it('starts a page loaded afresh at the top, though the page loaded before it was left scrolled', () => {
    const { view } = renderAt('/explore');
    scrollBy(650);
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();

    setScrollY(0);
    renderAt('/activity/a1');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
