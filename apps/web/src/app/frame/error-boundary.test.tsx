import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '#/app/frame/error-boundary.tsx';
import { ApiRequestError } from '#/lib/api-client.ts';
import { i18n } from '#/lib/i18n.ts';
import { expectConsoleError } from '#/test/console-guard.ts';
import { renderWithProviders } from '#/test/render.tsx';

const page = { broken: true };

function FlakyPage() {
  if (page.broken) throw new Error('The activity list exploded');
  return <p>Back to normal</p>;
}

describe('ErrorBoundary', () => {
  it("shows 'Something went wrong', the message and 'Try again', which renders the page again", async () => {
    expectConsoleError();
    page.broken = true;
    renderWithProviders(
      <ErrorBoundary>
        <FlakyPage />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The activity list exploded')).toBeInTheDocument();

    page.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Back to normal')).toBeInTheDocument();
  });

  it("shows a server's refusal in the page's language", async () => {
    expectConsoleError();
    await i18n.changeLanguage('es');
    function RefusedPage(): never {
      throw new ApiRequestError({
        status: 404,
        code: 'not_found',
        message: 'Booking not found',
        messageKey: 'booking.bookingNotFound',
        fromServer: true,
      });
    }
    renderWithProviders(
      <ErrorBoundary>
        <RefusedPage />
      </ErrorBoundary>,
    );

    expect(screen.getByText('Reserva no encontrada')).toBeInTheDocument();
  });
});
