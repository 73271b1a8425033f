import type { CalendarStatus } from '@sortim/contracts/calendar';
import CalendarSync from 'lucide-react/icons/calendar-sync';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Unlink from 'lucide-react/icons/unlink';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#/components/load-error.tsx';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '#/components/ui/accordion.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#/components/ui/card.tsx';
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

/**
 * Calendar sync: import tagged events from the host's .ics calendar, and export a private feed. Most hosts
 * use it rarely, so the card stays short: its status, and for a connected calendar Sync now, Disconnect and
 * what the last sync left out; the import and the export each open in place.
 */
export function CalendarSyncCard() {
  const { t } = useTranslation();
  const calendar = useCalendar();

  return (
    <Card size="snug">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <CalendarSync aria-hidden className="size-5 text-primary" />
            {t('hostDashboard.calendar.title')}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
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
          <CalendarSections status={calendar.data} />
        )}
      </CardContent>
    </Card>
  );
}

function CalendarSections({ status }: { status: CalendarStatus }) {
  const { t } = useTranslation();

  return (
    <>
      {status.icsUrl ? (
        <ConnectedCalendar status={status} icsUrl={status.icsUrl} />
      ) : (
        <p className="text-muted-foreground text-sm">{t('hostDashboard.calendar.notConnected')}</p>
      )}
      {/* The content clips its overflow (to open smoothly), which would cut the fields' focus rings: the
          parts reach 4 px past the card's column and take it back as padding, so their text stays aligned. */}
      <Accordion type="multiple" className="-mx-1 border-t">
        <AccordionItem value="import">
          <AccordionTrigger size="lg" className="px-1">
            {t('hostDashboard.calendar.importTitle')}
          </AccordionTrigger>
          <AccordionContent className="flex flex-col gap-4 px-1">
            {status.icsUrl ? (
              <ConnectedDetails status={status} icsUrl={status.icsUrl} />
            ) : (
              <>
                <p className="text-muted-foreground">{t('hostDashboard.calendar.importBody')}</p>
                <CalendarConnectForm />
              </>
            )}
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="export">
          <AccordionTrigger size="lg" className="px-1">
            {t('hostDashboard.calendar.exportTitle')}
          </AccordionTrigger>
          <AccordionContent className="px-1">
            <CalendarFeed feedUrl={status.feedUrl} />
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </>
  );
}

/** The calendar's host name says which calendar it is without showing its secret address. */
function calendarHost(icsUrl: string) {
  try {
    return new URL(icsUrl).hostname;
  } catch {
    return icsUrl;
  }
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
      <div className="flex flex-col gap-0.5 text-sm">
        <p className="font-medium">
          {t('hostDashboard.calendar.connectedHost', { host: calendarHost(icsUrl) })}
        </p>
        <p className="text-muted-foreground tabular-nums">
          {status.lastSyncedAt ? (
            <>
              {t('hostDashboard.calendar.lastSynced')}:{' '}
              <time dateTime={status.lastSyncedAt}>
                {t('hostDashboard.calendar.lastSyncedAt', {
                  dateTime: formatDateTime(status.lastSyncedAt, i18n.language),
                })}
              </time>
            </>
          ) : (
            t('hostDashboard.calendar.neverSynced')
          )}
        </p>
      </div>
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

/** What the import reads: the calendar's full address and the tag that picks its events. */
function ConnectedDetails({ status, icsUrl }: { status: CalendarStatus; icsUrl: string }) {
  const { t } = useTranslation();

  return (
    <dl className="grid gap-3">
      <div className="flex flex-col gap-0.5">
        <dt className="text-muted-foreground">{t('hostDashboard.calendar.connectedTo')}</dt>
        <dd className="break-all font-mono text-xs">{icsUrl}</dd>
      </div>
      <div className="flex flex-col gap-0.5">
        <dt className="text-muted-foreground">{t('hostDashboard.calendar.filterTagLabel')}</dt>
        <dd>{status.filterTag || t('hostDashboard.calendar.noFilterTag')}</dd>
      </div>
    </dl>
  );
}

function CalendarSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3">
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
