import { AlertCircle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';

/** A list or numbers that could not load: what failed and Retry (which spins while it runs). */
export function AdminLoadError({
  title,
  hint,
  onRetry,
  retrying,
}: {
  title: string;
  hint?: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
    >
      <AlertCircle aria-hidden className="size-8 text-destructive" />
      <h2 className="font-semibold text-lg">{title}</h2>
      <p className="max-w-prose text-muted-foreground">{hint ?? t('adminDashboard.common.loadErrorHint')}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden className={retrying ? 'motion-safe:animate-spin' : undefined} />
        {t('adminDashboard.common.retry')}
      </Button>
    </div>
  );
}
