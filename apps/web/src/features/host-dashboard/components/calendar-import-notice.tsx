import type { CalendarImportOutcome } from '@sortim/contracts/calendar';
import Info from 'lucide-react/icons/info';
import { useTranslation } from 'react-i18next';

/**
 * What the last sync (the host's or the hourly one) left out: a calendar cut short by the import's
 * limits, and events it could not read. A live region always in the page, so a sync that changes it
 * is read out; empty when everything came in.
 */
export function CalendarImportNotice({ outcome }: { outcome: CalendarImportOutcome | null }) {
  const { t } = useTranslation();
  const cutShort = outcome?.cutShort ?? null;
  const unreadable = outcome?.unreadable ?? 0;
  const shown = cutShort !== null || unreadable > 0;

  return (
    <div role="status" className="empty:hidden">
      {shown && (
        <div className="flex gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4 text-sm">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold">{t('hostDashboard.calendar.importNoticeTitle')}</p>
            {cutShort === 'drafts' && (
              <p>{t('hostDashboard.calendar.cutShortDrafts', { count: outcome?.events ?? 0 })}</p>
            )}
            {cutShort === 'time' && (
              <p>{t('hostDashboard.calendar.cutShortTime', { count: outcome?.events ?? 0 })}</p>
            )}
            {unreadable > 0 && <p>{t('hostDashboard.calendar.unreadable', { count: unreadable })}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
