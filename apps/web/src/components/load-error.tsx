import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { cn } from '#/lib/cn.ts';

/**
 * Where the failure sits decides how loud it is:
 * - page: the page's content could not load, so the message is the page's main heading (h1);
 * - section: a list, panel or dialog body could not load (its title an h2 when the section has no heading
 *   of its own, a line of text when it has);
 * - inline: one part beside content that still works (a card, the numbers above a list): a quiet line,
 *   announced politely rather than as an alert.
 */
type Variant = 'page' | 'section' | 'inline';

const BOX =
  'flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 text-center [overflow-wrap:anywhere]';

/** 'Failed to load ...' with Retry (which spins and waits while it runs): the one way the app says so. */
export function LoadError({
  title,
  hint,
  onRetry,
  retrying = false,
  retryLabel,
  variant = 'section',
  headingLevel,
  className,
}: {
  title: string;
  hint?: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The spec's label where it is not 'Retry' (the error boundary's 'Try again'). */
  retryLabel?: string;
  variant?: Variant;
  /** A section's title as a heading: for a section that has no heading of its own. */
  headingLevel?: 2;
  className?: string;
}) {
  const { t } = useTranslation();
  const retry = (
    <Button
      variant="outline"
      size={variant === 'inline' ? 'sm' : 'default'}
      onClick={onRetry}
      disabled={retrying}
    >
      <RotateCw aria-hidden className={retrying ? 'motion-safe:animate-spin' : undefined} />
      {retryLabel ?? t('errors.retry')}
    </Button>
  );

  if (variant === 'inline') {
    return (
      <div
        role="status"
        className={cn(
          'flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed px-4 py-3 text-muted-foreground text-sm',
          className,
        )}
      >
        <p>{title}</p>
        {retry}
      </div>
    );
  }

  const Title = variant === 'page' ? 'h1' : headingLevel === 2 ? 'h2' : 'p';
  return (
    <div role="alert" className={cn(BOX, variant === 'page' ? 'mx-auto max-w-md py-12' : 'py-10', className)}>
      <AlertCircle aria-hidden className="size-8 text-destructive" />
      <Title className={variant === 'page' ? 'font-bold text-title tracking-tight' : 'font-semibold text-lg'}>
        {title}
      </Title>
      {hint && <p className="max-w-prose text-muted-foreground">{hint}</p>}
      {retry}
    </div>
  );
}
