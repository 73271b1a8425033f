import type { CalendarStatus } from '@sortim/contracts/calendar';
import CalendarSync from 'lucide-react/icons/calendar-sync';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Unlink from 'lucide-react/icons/unlink';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#/components/load-error.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Separator } from '#/components/ui/separator.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useDisconnectCalendar } from '#/features/host-dashboard/api/disconnect-calendar.ts';
import { useCalendar } from '#/features/host-dashboard/api/get-calendar.ts';
import { useSyncCalendar } from '#/features/host-dashboard/api/sync-calendar.ts';
import { CalendarConnectForm } from '#/features/host-dashboard/components/calendar-connect-form.tsx';
import { CalendarFeed } from '#/features/host-dashboard/components/calendar-feed.tsx';
import { CalendarImportNotice } from '#/features/host-dashboard/components/calendar-import-notice.tsx';
import { errorMessage } from '#/lib/api-client.ts';
import { formatDateTime } from '#/lib/format.ts';
import { toast } from '#/lib/toast.ts';

/** Calendar sync: import tagged events from the host's .ics calendar, and export a private feed. */
export function CalendarSyncCard() {
  const { t } = useTranslation();
  const calendar = useCalendar();

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <CalendarSync aria-hidden className="size-5 text-primary" />
            {t('hostDashboard.calendar.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('hostDashboard.calendar.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {calendar.isPending ? (
          <CalendarSkeleton />
        ) : calendar.isError ? (
          <LoadError
            variant="inline"
            title={t('hostDashboard.calendar.loadFailed')}
            onRetry={() => void calendar.refetch()}
            retrying={calendar.isFetching}
          />
        ) : (
          <>
            <div className="flex flex-col gap-4">
              <h3 className="font-semibold">{t('hostDashboard.calendar.importTitle')}</h3>
              {calendar.data.icsUrl ? (
                <ConnectedCalendar status={calendar.data} icsUrl={calendar.data.icsUrl} />
              ) : (
                <>
                  <p className="text-muted-foreground text-sm">{t('hostDashboard.calendar.importBody')}</p>
                  <CalendarConnectForm />
                </>
              )}
            </div>
            <Separator />
            <CalendarFeed feedUrl={calendar.data.feedUrl} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ConnectedCalendar({ status, icsUrl }: { status: CalendarStatus; icsUrl: string }) {
  const { t, i18n } = useTranslation();
  const sync = useSyncCalendar();
  const disconnect = useDisconnectCalendar();
  const busy = sync.isPending || disconnect.isPending;

  const syncNow = () =>
    sync.mutate(undefined, {
      onSuccess: (result) =>
        toast.success(t('hostDashboard.calendar.synced'), {
          description: t('hostDashboard.calendar.imported', { count: result.imported }),
        }),
      onError: (error) =>
        toast.error(t('hostDashboard.calendar.syncFailed'), {
          description: errorMessage(error, t('hostDashboard.calendar.tryAgain')),
        }),
    });

  const disconnectNow = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => toast.success(t('hostDashboard.calendar.disconnected')),
      onError: (error) =>
        toast.error(t('hostDashboard.calendar.disconnectFailed'), {
          description: errorMessage(error, t('hostDashboard.calendar.tryAgain')),
        }),
    });

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 text-sm">
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t('hostDashboard.calendar.connectedTo')}</dt>
          <dd className="break-all font-mono text-xs">{icsUrl}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t('hostDashboard.calendar.filterTagLabel')}</dt>
          <dd>{status.filterTag || t('hostDashboard.calendar.noFilterTag')}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t('hostDashboard.calendar.lastSynced')}</dt>
          <dd className="tabular-nums">
            {status.lastSyncedAt ? (
              <time dateTime={status.lastSyncedAt}>
                {t('hostDashboard.calendar.lastSyncedAt', {
                  dateTime: formatDateTime(status.lastSyncedAt, i18n.language),
                })}
              </time>
            ) : (
              t('hostDashboard.calendar.neverSynced')
            )}
          </dd>
        </div>
      </dl>
      <CalendarImportNotice outcome={status.lastImport} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={syncNow} disabled={busy}>
          <RefreshCw aria-hidden className={sync.isPending ? 'motion-safe:animate-spin' : undefined} />
          {sync.isPending ? t('hostDashboard.calendar.syncing') : t('hostDashboard.calendar.syncNow')}
        </Button>
        <Button variant="ghost" onClick={disconnectNow} disabled={busy}>
          <Unlink aria-hidden />
          {disconnect.isPending
            ? t('hostDashboard.calendar.disconnecting')
            : t('hostDashboard.calendar.disconnect')}
        </Button>
      </div>
    </div>
  );
}

function CalendarSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-36" />
    </div>
  );
}
