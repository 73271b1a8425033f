import { useTranslation } from 'react-i18next';
import { LoadError } from '#/components/load-error.tsx';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';

/** The spec's generic fallback: 'Something went wrong', the error's message and 'Try again'. */
export function ErrorFallback({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page-container py-16">
      <LoadError
        variant="page"
        title={t('errors.somethingWentWrong')}
        hint={message || t('errors.unexpected')}
        onRetry={onRetry}
        retryLabel={t('errors.tryAgain')}
      />
    </div>
  );
}

export function describeError(error: unknown): string {
  // The server's message in the page's language (an API failure without one keeps its own words).
  if (error instanceof ApiRequestError) return errorMessage(error, error.message);
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}
