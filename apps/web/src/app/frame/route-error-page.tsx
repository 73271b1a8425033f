import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeError, ErrorFallback } from '#/app/frame/error-fallback.tsx';

/** The router's errorElement: what is left when the frame itself (or a loader) fails. */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : describeError(error);
  return (
    <main className="flex min-h-dvh items-center">
      <ErrorFallback message={message} onRetry={() => window.location.reload()} />
    </main>
  );
}
