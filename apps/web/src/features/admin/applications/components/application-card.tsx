import type { AdminApplication } from '@sortim/contracts/admin';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import Loader2 from 'lucide-react/icons/loader-circle';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '#/components/email-address.tsx';
import { Fact, FactList } from '#/components/fact-list.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import {
  type ApplicationDecision,
  useDecideApplication,
} from '#/features/admin/applications/api/applications-decide.ts';
import { AdminCard, AdminCardSkeleton } from '#/features/admin/shared/components/admin-card.tsx';
import { useAdminFailureToast } from '#/features/admin/shared/components/use-admin-failure-toast.ts';
import { formatDay } from '#/lib/format.ts';
import { toast } from '#/lib/toast.ts';

/**
 * One host application: who applied and how to reach them, when, where it stands, and who decided it.
 * Approve and Reject only while it is pending.
 */
export function ApplicationCard({ application }: { application: AdminApplication }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const pending = application.status === 'pending';

  return (
    <AdminCard shape="card" labelledBy={nameId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold text-lg leading-snug">
            {application.displayName}
          </h3>
          <p className="text-muted-foreground text-sm">
            <EmailAddress email={application.email} />
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <FactList className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <Fact label={t('adminApplications.card.activityType')}>{application.activityType}</Fact>
        <Fact label={t('adminApplications.card.phone')}>
          <a href={`tel:${application.phone}`} className="hover:underline">
            {application.phone}
          </a>
        </Fact>
        <Fact label={t('adminApplications.card.notificationEmail')}>
          <EmailAddress email={application.notificationEmail} />
        </Fact>
        <Fact label={t('adminApplications.card.applied')}>
          <time dateTime={application.createdAt}>{formatDay(application.createdAt, i18n.language)}</time>
        </Fact>
      </FactList>
      {!pending && application.reviewedAt && (
        <p className="text-muted-foreground text-sm">
          {application.reviewerName
            ? t('adminApplications.card.reviewedBy', {
                name: application.reviewerName,
                date: formatDay(application.reviewedAt, i18n.language),
              })
            : t('adminApplications.card.reviewed', {
                date: formatDay(application.reviewedAt, i18n.language),
              })}
        </p>
      )}
      {pending && <DecisionButtons application={application} />}
    </AdminCard>
  );
}

/** Pending (also for a status this client does not know), Approved or Rejected. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (status === 'approved') {
    return (
      <Badge variant="accent">
        <Check aria-hidden />
        {t('adminApplications.status.approved')}
      </Badge>
    );
  }
  if (status === 'rejected') {
    return (
      <Badge variant="destructive">
        <X aria-hidden />
        {t('adminApplications.status.rejected')}
      </Badge>
    );
  }
  return (
    <Badge variant="secondary">
      <Clock aria-hidden />
      {t('adminApplications.status.pending')}
    </Badge>
  );
}

/** Approve / Reject, both held while either is on its way; the name is part of each button's name. */
function DecisionButtons({ application }: { application: AdminApplication }) {
  const { t } = useTranslation();
  const decide = useDecideApplication();
  const failed = useAdminFailureToast();
  const running = decide.isPending ? decide.variables.decision : null;
  // The visible word first, then whose application (several cards show the same buttons).
  const approveText =
    running === 'approve' ? t('adminApplications.approving') : t('adminApplications.approve');
  const rejectText = running === 'reject' ? t('adminApplications.rejecting') : t('adminApplications.reject');

  const run = (decision: ApplicationDecision) => {
    if (decide.isPending) return;
    const name = application.displayName;
    decide.mutate(
      { id: application.id, decision },
      {
        onSuccess: () =>
          decision === 'approve'
            ? toast.success(t('adminApplications.toast.approved'), {
                description: t('adminApplications.toast.approvedDetail', { name }),
              })
            : toast.success(t('adminApplications.toast.rejected'), {
                description: t('adminApplications.toast.rejectedDetail', { name }),
              }),
        onError: (error) =>
          failed(
            error,
            decision === 'approve'
              ? t('adminApplications.toast.approveFailed')
              : t('adminApplications.toast.rejectFailed'),
          ),
      },
    );
  };

  return (
    <div className="mt-auto flex flex-wrap gap-2 border-t pt-4">
      <Button
        fill
        disabled={decide.isPending}
        onClick={() => run('approve')}
        aria-label={`${approveText} ${application.displayName}`}
      >
        {running === 'approve' ? (
          <Loader2 aria-hidden className="motion-safe:animate-spin" />
        ) : (
          <Check aria-hidden />
        )}
        {approveText}
      </Button>
      <Button
        variant="outline-destructive"
        fill
        disabled={decide.isPending}
        onClick={() => run('reject')}
        aria-label={`${rejectText} ${application.displayName}`}
      >
        {running === 'reject' ? (
          <Loader2 aria-hidden className="motion-safe:animate-spin" />
        ) : (
          <X aria-hidden />
        )}
        {rejectText}
      </Button>
    </div>
  );
}

export function ApplicationCardSkeleton() {
  return (
    <AdminCardSkeleton shape="card">
      <div className="flex justify-between gap-2">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-52" />
        </div>
        <Skeleton className="h-5 w-20" />
      </div>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="flex gap-2 border-t pt-4">
        <Skeleton className="h-10 flex-1" />
        <Skeleton className="h-10 flex-1" />
      </div>
    </AdminCardSkeleton>
  );
}
