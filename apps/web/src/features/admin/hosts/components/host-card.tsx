import type { AdminHost } from '@sortim/contracts/admin';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import UserRound from 'lucide-react/icons/user-round';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailAddress } from '#/components/email-address.tsx';
import { PayoutSetupBadge } from '#/components/payout-setup-badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Label } from '#/components/ui/label.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { useSetHostVerification } from '#/features/admin/hosts/api/hosts-verification.ts';
import { AdminCard, AdminCardSkeleton } from '#/features/admin/shared/components/admin-card.tsx';
import { useAdminFailureToast } from '#/features/admin/shared/components/use-admin-failure-toast.ts';
import { toast } from '#/lib/toast.ts';

/**
 * One host: avatar, name, e-mail, city, activities, whether payouts are connected; the 'Verified'
 * switch and View Profile. Verifying needs payouts: the server has the last word (a host may have just
 * connected), so the switch asks it and shows its refusal.
 */
export function HostCard({ host }: { host: AdminHost }) {
  const { t } = useTranslation();
  const nameId = useId();

  return (
    <AdminCard shape="card" labelledBy={nameId}>
      <div className="flex items-start gap-3">
        <UserAvatar name={host.displayName} src={host.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="truncate font-semibold text-lg leading-snug">
            {host.displayName}
          </h3>
          <p className="text-muted-foreground text-sm">
            <EmailAddress email={host.email} />
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-1.5 text-muted-foreground text-sm">
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {host.city ?? t('adminHosts.card.noCity')}
        </li>
        <li className="flex items-center gap-1.5 tabular-nums">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          {t('adminHosts.card.activities', { count: host.activitiesHosted })}
        </li>
        <li className="flex items-center gap-1.5">
          {t('adminHosts.card.payouts')}
          <PayoutSetupBadge setup={host.payoutSetup} />
        </li>
        {!host.payoutsEnabled && !host.verified && (
          <li className="text-xs">{t('adminHosts.card.needsPayouts')}</li>
        )}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <VerifiedSwitch host={host} />
        <Button asChild variant="outline" size="sm">
          <Link
            to={`/profile/${host.id}`}
            aria-label={`${t('adminHosts.card.viewProfile')} ${host.displayName}`}
          >
            <UserRound aria-hidden />
            {t('adminHosts.card.viewProfile')}
          </Link>
        </Button>
      </div>
    </AdminCard>
  );
}

function VerifiedSwitch({ host }: { host: AdminHost }) {
  const { t } = useTranslation();
  const id = useId();
  const verification = useSetHostVerification();
  const failed = useAdminFailureToast();
  const checked = verification.isPending ? verification.variables.verified : host.verified;

  // Never disabled while saving (a disabled control drops the keyboard focus it had): presses wait for the answer.
  const change = (verified: boolean) => {
    if (verification.isPending) return;
    const name = host.displayName;
    verification.mutate(
      { id: host.id, verified },
      {
        onSuccess: (result) =>
          result.verified
            ? toast.success(t('adminHosts.verifiedOn'), {
                description: t('adminHosts.verifiedOnDetail', { name }),
              })
            : toast.success(t('adminHosts.verifiedOff'), {
                description: t('adminHosts.verifiedOffDetail', { name }),
              }),
        onError: (error) => failed(error, t('adminHosts.verificationFailed')),
      },
    );
  };

  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={change} aria-describedby={`${id}-name`} />
      <Label htmlFor={id}>{t('adminHosts.card.verified')}</Label>
      <span id={`${id}-name`} className="sr-only">
        {host.displayName}
      </span>
    </div>
  );
}

export function HostCardSkeleton() {
  return (
    <AdminCardSkeleton shape="card">
      <div className="flex items-center gap-3">
        <Skeleton rounded="full" className="size-12" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-36" />
          <Skeleton className="h-4 w-48" />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-4 w-40" />
      </div>
      <div className="flex justify-between gap-3 border-t pt-4">
        <Skeleton className="h-6 w-28" />
        <Skeleton className="h-8 w-28" />
      </div>
    </AdminCardSkeleton>
  );
}
