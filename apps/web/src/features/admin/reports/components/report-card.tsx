import type { AdminReport } from '@sortim/contracts/reports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#/components/ui/badge.tsx';
import { ConversationDialog } from '#/features/admin/reports/components/conversation-dialog.tsx';
import { ReportActions } from '#/features/admin/reports/components/report-actions.tsx';
import { ReportedItemView } from '#/features/admin/reports/components/reported-item.tsx';
import { AdminCard } from '#/features/admin/shared/components/admin-card.tsx';
import { formatDateTime, formatDay } from '#/lib/format.ts';

const TERM = 'font-medium text-muted-foreground text-xs uppercase tracking-wide';

/** One report: what and why, the item in context, who reported it, whose it is and their earlier reports. */
export function ReportCard({ report }: { report: AdminReport }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const open = report.status === 'open';
  return (
    <AdminCard shape="card" labelledBy={headingId}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-lg">
          {t('adminReports.card.heading', {
            type: t(`adminReports.types.${report.targetType}`),
            reason: t(`reports.reasons.${report.reason}`),
          })}
        </h2>
        <Badge variant={open ? 'accent' : 'secondary'}>{t(`adminReports.status.${report.status}`)}</Badge>
      </header>
      <p className="text-muted-foreground text-sm">
        {t('adminReports.card.reported', { date: formatDateTime(report.createdAt, i18n.language) })}
        {report.decidedAt &&
          ` · ${t('adminReports.card.decided', {
            date: formatDateTime(report.decidedAt, i18n.language),
            name: report.decidedByName ?? '—',
          })}`}
      </p>
      {report.note && (
        <div className="flex flex-col gap-1">
          <span className={TERM}>{t('adminReports.card.note')}</span>
          <blockquote className="whitespace-pre-line break-words border-l-2 pl-3">{report.note}</blockquote>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <span className={TERM}>{t('adminReports.card.item')}</span>
        <ReportedItemView item={report.item} targetId={report.targetId} />
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className={TERM}>{t('adminReports.card.reporter')}</dt>
          <dd className="break-words">
            {report.reporter.name} <span className="text-muted-foreground">{report.reporter.email}</span>
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className={TERM}>{t('adminReports.card.subject')}</dt>
          <dd className="break-words">
            {report.subject ? (
              <>
                {report.subject.name} <span className="text-muted-foreground">{report.subject.email}</span>
                {report.subject.suspended && (
                  <Badge variant="destructive" className="ml-2 align-middle">
                    {t('adminReports.card.suspended')}
                  </Badge>
                )}
              </>
            ) : (
              t('adminReports.card.noSubject')
            )}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1 text-sm">
        <span className={TERM}>{t('adminReports.card.earlier')}</span>
        {report.earlier.length === 0 ? (
          <p className="text-muted-foreground">{t('adminReports.card.noEarlier')}</p>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {report.earlier.map((e) => (
              <li key={e.id}>
                {t('adminReports.card.earlierLine', {
                  date: formatDay(e.createdAt, i18n.language),
                  type: t(`adminReports.types.${e.targetType}`),
                  reason: t(`reports.reasons.${e.reason}`),
                  status: t(`adminReports.status.${e.status}`),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      {(open || report.item.type === 'message') && (
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t pt-4">
          {report.item.type === 'message' && <ConversationDialog reportId={report.id} />}
          {open && <ReportActions report={report} />}
        </footer>
      )}
    </AdminCard>
  );
}
