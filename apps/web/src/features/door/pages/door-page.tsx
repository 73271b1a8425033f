import ArrowLeft from 'lucide-react/icons/arrow-left';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '#/components/load-error.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { CameraScanner } from '#/features/door/components/camera-scanner.tsx';
import { DoorSearch } from '#/features/door/components/door-search.tsx';
import { outcomeText, whoText } from '#/features/door/components/outcome-text.ts';
import { ScanResult } from '#/features/door/components/scan-result.tsx';
import { codeFromScan, seatCounts } from '#/features/door/door-rules.ts';
import { useDoor } from '#/features/door/hooks/use-door.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { formatDateTime, formatTime } from '#/lib/format.ts';

/**
 * /check-in/:id: the door of one activity for its host (or an admin), phone first. Scan a ticket with the
 * camera or search a guest by name or code; the answer fills the screen. It works offline once opened: the
 * tickets are kept on the device and check-ins wait there until the network is back.
 */
export function DoorPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { door, view, queue, offline, answer, lateAnswers, refused, scan, dismiss, clearLateAnswers } =
    useDoor(id);

  const back = (
    <Button asChild variant="ghost" className="-ms-3 w-fit">
      <Link to={`/activity-guests/${encodeURIComponent(id)}`}>
        <ArrowLeft aria-hidden />
        {t('door.back')}
      </Link>
    </Button>
  );

  if (!view && door.isError) {
    return (
      <div className="page-container pb-16">
        {back}
        <LoadError
          variant="page"
          title={errorMessage(door.error, t('door.loadFailed'))}
          onRetry={() => door.refetch()}
          retrying={door.isFetching}
        />
      </div>
    );
  }

  // One tree while the list loads and once it is there: the search is there from the start, and what a
  // host types before the list arrives stays, with the focus (issue 34: it was wiped).
  const window = view && {
    opensAt: view.activity.checkInOpensAt,
    closesAt: view.activity.checkInClosesAt,
    timeZone: view.activity.timeZone,
  };
  const counts = view && seatCounts(view);
  return (
    <div className="page-container mx-auto flex max-w-xl flex-col gap-6 pb-16" aria-busy={!view}>
      <div>
        {back}
        <PageHeader
          title={t('door.title')}
          spacing="compact"
          subtitle={
            view &&
            t('door.subtitle', {
              title: view.activity.title,
              date: formatDateTime(view.activity.startTime, i18n.language, view.activity.timeZone),
            })
          }
        />
      </div>

      {!view || !counts ? (
        <Skeleton aria-hidden rounded="xl" className="h-24 w-full" />
      ) : (
        <div className="flex flex-col gap-1 rounded-xl border bg-card p-4">
          <p className="font-bold text-3xl tabular-nums">
            {t('door.seatsIn', { in: counts.checkedIn, total: counts.total })}
          </p>
          <p role="status" className="flex items-center gap-2 text-sm">
            {offline && <WifiOff aria-hidden className="size-4 shrink-0" />}
            {offline
              ? queue.length > 0
                ? t('door.offlineWaiting', { count: queue.length })
                : t('door.offlineNothingWaiting')
              : queue.length > 0
                ? t('door.sending', { count: queue.length })
                : t('door.allSent')}
          </p>
          {offline && (
            <p className="text-muted-foreground text-sm">
              {t('door.listAsOf', { time: formatTime(view.fetchedAt) })}
            </p>
          )}
          {refused !== null && (
            <p role="alert" className="text-destructive text-sm">
              {errorMessage(refused, t('door.refused'))}
            </p>
          )}
        </div>
      )}

      {lateAnswers.length > 0 && window && (
        <section aria-labelledby="door-late" className="flex flex-col gap-2 rounded-xl border bg-card p-4">
          <h2 id="door-late" className="font-semibold">
            {t('door.lateTitle')}
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {lateAnswers.map((result) => (
              <li key={result.nonce}>
                {[whoText(t, result), outcomeText(t, result, window, i18n.language)]
                  .filter(Boolean)
                  .join(': ')}
              </li>
            ))}
          </ul>
          <Button variant="outline" className="w-fit" onClick={clearLateAnswers}>
            {t('door.lateDismiss')}
          </Button>
        </section>
      )}

      {/* A ticket scanned before the list is there could not be judged: the camera comes with the list. */}
      {view && <CameraScanner paused={answer !== null} onCode={(value) => void scan(codeFromScan(value))} />}
      <DoorSearch door={view} onCheckIn={(code) => void scan(code)} />

      {answer && window && (
        <ScanResult
          answer={answer}
          window={window}
          onNext={dismiss}
          onCheckInRest={() => void scan(answer.scan.code, 'check_in_party')}
          onUndo={() => void scan(answer.scan.code, 'undo')}
        />
      )}
    </div>
  );
}
