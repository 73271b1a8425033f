import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, Suspense } from 'react';
import { ErrorBoundary } from '#/app/frame/error-boundary.tsx';
import { retryFailedLoads, retryingLazy } from '#/app/retrying-lazy.tsx';
import { expectConsoleError } from '#/test/console-guard.ts';
import { renderWithProviders } from '#/test/render.tsx';

function AboutPage() {
  return <h1>About Sortim</h1>;
}

describe('retryingLazy', () => {
  it('loads once, however often it renders', async () => {
    const load = vi.fn<() => Promise<ComponentType>>().mockResolvedValue(AboutPage);
    const Page = retryingLazy(load);
    renderWithProviders(
      <Suspense fallback={null}>
        <Page />
        <Page />
      </Suspense>,
    );
    expect(await screen.findAllByRole('heading', { name: 'About Sortim' })).toHaveLength(2);
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders at once, without its fallback, when it was preloaded before it rendered', async () => {
    const load = vi.fn<() => Promise<ComponentType>>().mockResolvedValue(AboutPage);
    const Page = retryingLazy(load);
    await Page.preload();
    renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'About Sortim' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it("shows the error fallback when a page's chunk fails to load, and 'Try again' loads it again", async () => {
    expectConsoleError();
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(AboutPage);
    const Page = retryingLazy(load);
    renderWithProviders(
      <ErrorBoundary onRetry={retryFailedLoads}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'About Sortim' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
