import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';

/** The spec's generic fallback: 'Something went wrong', the error's message and 'Try again'. */
export function ErrorFallback({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="page-container flex flex-col items-center gap-4 py-24 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden className="size-6" />
      </span>
      <h1 className="font-bold text-title tracking-tight">{t('errors.somethingWentWrong')}</h1>
      <p className="max-w-prose break-words text-muted-foreground">{message || t('errors.unexpected')}</p>
      <Button onClick={onRetry}>{t('errors.tryAgain')}</Button>
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
