import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '#/components/loading-state.tsx';
import { Button } from '#/components/ui/button.tsx';

/** 'Loading your profile...' (sign-in pages) or 'Loading...' (role checks), inside the frame. */
export function GuardLoading({ message }: { message: string }) {
  return <LoadingState message={message} className="min-h-[50dvh]" />;
}

/** 'Failed to load profile' with Retry: the session could not be read, so access is unknown. */
export function ProfileLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="page-container flex min-h-[50dvh] flex-col items-center justify-center gap-4 py-16 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden className="size-6" />
      </span>
      <h1 className="font-bold text-title tracking-tight">{t('session.loadFailed')}</h1>
      <p className="max-w-prose text-muted-foreground">{t('session.loadFailedHint')}</p>
      <Button onClick={onRetry}>{t('session.retry')}</Button>
    </div>
  );
}
