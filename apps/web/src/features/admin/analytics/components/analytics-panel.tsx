import type { UseQueryResult } from '@tanstack/react-query';
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import RotateCw from 'lucide-react/icons/rotate-cw';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#/components/load-error.tsx';
import { Button } from '#/components/ui/button.tsx';
import { formatTime } from '#/lib/format.ts';

/**
 * One analytics tab's data: its skeleton while it loads, 'Failed to load analytics' with Retry when it
 * fails, then the content with when it was last updated. A failed refresh keeps the numbers already on
 * screen and says how old they are.
 */
export function AnalyticsPanel<Data>({
  query,
  skeleton,
  children,
}: {
  query: UseQueryResult<Data>;
  skeleton: React.ReactNode;
  children: (data: Data) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = query;
  const retry = () => void query.refetch();

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <span role="status" className="sr-only">
          {t('adminAnalytics.loading')}
        </span>
        {skeleton}
      </div>
    );
  }

  if (data === undefined) {
    return (
      <LoadError
        headingLevel={2}
        title={t('adminAnalytics.loadError')}
        hint={t('adminDashboard.common.loadErrorHint')}
        onRetry={retry}
        retrying={query.isFetching}
      />
    );
  }

  const updatedAt = formatTime(query.dataUpdatedAt);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-muted-foreground text-sm">
        {query.isError ? (
          <p role="alert" className="flex items-center gap-1.5 text-destructive">
            <AlertCircle aria-hidden className="size-4 shrink-0" />
            {t('adminAnalytics.refreshFailed', { time: updatedAt })}
          </p>
        ) : (
          <p>
            {t('adminAnalytics.lastUpdated', { time: updatedAt })}
            <span aria-hidden> · </span>
            <span className="whitespace-nowrap">{t('adminAnalytics.autoRefresh')}</span>
          </p>
        )}
        <Button variant="ghost" size="sm" onClick={retry} disabled={query.isFetching} className="-mr-2">
          <RotateCw aria-hidden className={query.isFetching ? 'motion-safe:animate-spin' : undefined} />
          {query.isError ? t('adminAnalytics.retry') : t('adminAnalytics.refresh')}
        </Button>
      </div>
      {children(data)}
    </div>
  );
}
