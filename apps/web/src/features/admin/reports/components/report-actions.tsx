import type { AdminReport, ReportAction } from '@sortim/contracts/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#/components/confirm-dialog.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useDecideReport } from '#/features/admin/reports/api/reports-queue.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { toast } from '#/lib/toast.ts';

/**
 * Dismiss, Hide and Suspend, each behind a confirm that names what follows (and how many other reports of
 * the item it decides too). A profile is never hidden (decision 186): it has no Hide.
 */
export function ReportActions({ report }: { report: AdminReport }) {
  const actions: ReportAction[] =
    report.targetType === 'profile' ? ['dismiss', 'suspend'] : ['dismiss', 'hide', 'suspend'];
  return (
    <div className="flex flex-wrap gap-2">
      {actions
        .filter((action) => action !== 'suspend' || (report.subject && !report.subject.suspended))
        .map((action) => (
          <ActionButton key={action} report={report} action={action} />
        ))}
    </div>
  );
}

function ActionButton({ report, action }: { report: AdminReport; action: ReportAction }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const decide = useDecideReport(report.id);
  const onConfirm = () =>
    decide.mutate(
      { action },
      {
        onSuccess: (result) => {
          setOpen(false);
          toast.success(t(`adminReports.actions.${action}.done`, { count: result.decided }));
        },
        onError: (error) => toast.error(errorMessage(error, t('adminReports.actions.failed'))),
      },
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={action === 'dismiss' ? 'outline' : 'destructive'} size="sm">
          {t(`adminReports.actions.${action}.button`)}
        </Button>
      }
      title={t(`adminReports.actions.${action}.title`)}
      description={
        action === 'suspend'
          ? t('adminReports.actions.suspend.description', { name: report.subject?.name ?? '' })
          : t(`adminReports.actions.${action}.description.${report.targetType}`)
      }
      closeLabel={t('adminReports.actions.close')}
      cancelLabel={t('adminReports.actions.cancel')}
      confirmLabel={t(`adminReports.actions.${action}.confirm`)}
      pendingLabel={t('adminReports.actions.pending')}
      pending={decide.isPending}
      onConfirm={onConfirm}
    >
      <p className="text-muted-foreground text-sm">
        {report.otherOpen > 0
          ? t('adminReports.actions.others', { count: report.otherOpen })
          : t('adminReports.actions.told')}
      </p>
    </ConfirmDialog>
  );
}
