import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from '#/components/load-error.tsx';
import { renderWithProviders } from '#/test/render.tsx';

describe('LoadError', () => {
  it('says what failed as an alert, with a hint and a Retry that calls back', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <LoadError title="Failed to load your bookings" hint="Check your connection." onRetry={onRetry} />,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your bookings');
    expect(alert).toHaveTextContent('Check your connection.');
    // A section inside a page with its own heading: the message is not another heading.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("waits while a retry runs: the button can't be pressed twice", () => {
    renderWithProviders(<LoadError title="Failed to load activities" onRetry={() => {}} retrying />);

    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });

  it("is the page's main heading on a page that failed, and a section heading when asked", () => {
    const { unmount } = renderWithProviders(
      <LoadError variant="page" title="Failed to load activity" onRetry={() => {}} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to load activity' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<LoadError headingLevel={2} title="Couldn't load hosts" onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: "Couldn't load hosts" })).toBeInTheDocument();
  });

  it('takes the spec’s other label where there is one', () => {
    renderWithProviders(
      <LoadError variant="page" title="Something went wrong" onRetry={() => {}} retryLabel="Try again" />,
    );

    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is a quiet status line beside content that still works', () => {
    renderWithProviders(
      <LoadError variant="inline" title="Your calendar settings could not be loaded." onRetry={() => {}} />,
    );

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your calendar settings could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
