import type { AdminUserDetail, AuditEntry } from '@sortim/contracts/admin';
import { BOOKING_STATUSES, GENDERS } from '@sortim/contracts/taxonomy';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type * as React from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailAddress } from '#/components/email-address.tsx';
import { Fact, FactList } from '#/components/fact-list.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { AUDIT_ACTION_KEYS, describeAuditValue } from '#/features/admin/users/components/audit-change.ts';
import { ActivityBadge, RoleBadges } from '#/features/admin/users/components/user-badges.tsx';
import { formatDate, formatDateTime, formatDay, formatMoney } from '#/lib/format.ts';

/*
 * The View dialog's four tabs. Each shows one part of AdminUserDetail as label/value rows (a <dl>), with
 * '—' for what the person has not filled in.
 */

const known = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

function Facts({ children }: { children: React.ReactNode }) {
  return <FactList className="grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</FactList>;
}

/** A dated moment in Barcelona time: 'Saturday, March 8th · 18:30'. */
function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) => formatDateTime(iso, i18n.language);
}

export function ProfileTab({ profile }: { profile: AdminUserDetail['profile'] }) {
  const { t, i18n } = useTranslation();
  const none = t('adminUsers.details.none');
  const gender = known(GENDERS, profile.gender);
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : none);

  return (
    <Facts>
      <Fact label={t('adminUsers.details.profile.name')}>{profile.displayName}</Fact>
      <Fact label={t('adminUsers.details.profile.email')}>
        <EmailAddress email={profile.email} />
      </Fact>
      <Fact label={t('adminUsers.details.profile.id')}>
        <span className="font-mono text-xs">{profile.id}</span>
      </Fact>
      <Fact label={t('adminUsers.details.profile.city')}>{profile.city ?? none}</Fact>
      <Fact label={t('adminUsers.details.profile.age')}>{profile.age ?? none}</Fact>
      <Fact label={t('adminUsers.details.profile.gender')}>
        {gender ? t(`genders.${gender}`) : (profile.gender ?? none)}
      </Fact>
      <Fact label={t('adminUsers.details.profile.phone')}>{profile.phone ?? none}</Fact>
      <Fact label={t('adminUsers.details.profile.joined')}>
        {formatDay(profile.createdAt, i18n.language)}
      </Fact>
      <Fact label={t('adminUsers.details.profile.languages')}>{list(profile.languages)}</Fact>
      <Fact label={t('adminUsers.details.profile.interests')}>{list(profile.interests)}</Fact>
      <Fact label={t('adminUsers.details.profile.roles')}>
        <RoleBadges roles={profile.roles} />
      </Fact>
      <Fact label={t('adminUsers.details.profile.activity')}>
        <span className="flex flex-wrap items-center gap-2">
          <ActivityBadge badge={profile.badge} />
          {profile.lastBookingAt && (
            <span className="text-muted-foreground text-xs">
              {t('adminUsers.details.profile.lastBooking', {
                date: formatDay(profile.lastBookingAt, i18n.language),
              })}
            </span>
          )}
        </span>
      </Fact>
      <Fact label={t('adminUsers.details.profile.abGroup')}>
        {t(`adminUsers.abGroups.${profile.abGroup}`)}
      </Fact>
      <Fact label={t('adminUsers.details.profile.bookings')}>
        {t('adminUsers.card.bookingCounts', { total: profile.totalBookings, paid: profile.paidBookings })}
      </Fact>
      <Fact className="sm:col-span-2" label={t('adminUsers.details.profile.bio')}>
        <span className="whitespace-pre-line">{profile.bio || none}</span>
      </Fact>
    </Facts>
  );
}

export function ActivityTab({ activity }: { activity: AdminUserDetail['activity'] }) {
  const { t, i18n } = useTranslation();
  const bookingsId = useId();
  const hostedId = useId();

  return (
    <div className="flex flex-col gap-6">
      <Facts>
        <Fact label={t('adminUsers.details.activity.reviewsWritten')}>{activity.reviewsWritten}</Fact>
        <Fact label={t('adminUsers.details.activity.waitlistEntries')}>{activity.waitlistEntries}</Fact>
      </Facts>

      <section aria-labelledby={bookingsId} className="flex flex-col gap-2">
        <h3 id={bookingsId} className="font-semibold text-sm">
          {t('adminUsers.details.activity.recentBookings')}
        </h3>
        {activity.recentBookings.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('adminUsers.details.activity.noBookings')}</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {activity.recentBookings.map((booking) => {
              const status = known(BOOKING_STATUSES, booking.status);
              return (
                <li key={booking.id} className="flex flex-col gap-1 px-3 py-2.5 text-sm">
                  <div className="flex items-start justify-between gap-3">
                    <Link
                      to={`/activity/${booking.activityId}`}
                      className="min-w-0 font-medium text-link hover:underline"
                    >
                      {booking.activityTitle}
                    </Link>
                    <Badge variant={status === 'paid' ? 'secondary' : 'outline'}>
                      {status ? t(`adminUsers.bookingStatus.${status}`) : booking.status}
                    </Badge>
                  </div>
                  <p className="text-muted-foreground text-xs tabular-nums">
                    {t('adminUsers.details.activity.bookingLine', {
                      date: formatDay(booking.createdAt, i18n.language),
                      count: booking.spots,
                      amount: formatMoney(booking.amountCents, i18n.language),
                    })}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby={hostedId} className="flex flex-col gap-2">
        <h3 id={hostedId} className="font-semibold text-sm">
          {t('adminUsers.details.activity.hostedActivities')}
        </h3>
        {activity.hostedActivities.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('adminUsers.details.activity.noHosted')}</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {activity.hostedActivities.map((hosted) => (
              <li key={hosted.id} className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
                <Link to={`/activity/${hosted.id}`} className="min-w-0 font-medium text-link hover:underline">
                  {hosted.title}
                </Link>
                <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
                  {formatDate(hosted.startTime, i18n.language, hosted.timeZone)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function FinancialTab({ financial }: { financial: AdminUserDetail['financial'] }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const payouts = financial.payoutsEnabled
    ? 'connected'
    : financial.hasPayoutAccount
      ? 'inProgress'
      : 'notStarted';

  return (
    <Facts>
      <Fact label={t('adminUsers.details.financial.spent')}>
        <span className="font-semibold text-lg tabular-nums">{money(financial.spentCents)}</span>
      </Fact>
      <Fact label={t('adminUsers.details.financial.refunded')}>
        <span className="font-semibold text-lg tabular-nums">{money(financial.refundedCents)}</span>
      </Fact>
      <Fact label={t('adminUsers.details.financial.earned')}>
        <span className="font-semibold text-lg tabular-nums">{money(financial.earnedCents)}</span>
      </Fact>
      <Fact label={t('adminUsers.details.financial.payouts')}>
        <Badge variant={payouts === 'connected' ? 'secondary' : 'outline'}>
          {t(`adminUsers.details.financial.payoutStates.${payouts}`)}
        </Badge>
      </Fact>
    </Facts>
  );
}

export function SecurityTab({ security }: { security: AdminUserDetail['security'] }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const auditId = useId();
  // better-auth's provider ids in words; an unknown one shows as it is.
  const methodLabel = (method: string) => {
    if (method === 'credential') return t('adminUsers.details.security.methods.credential');
    if (method === 'google') return t('adminUsers.details.security.methods.google');
    if (method === 'apple') return t('adminUsers.details.security.methods.apple');
    return method;
  };

  return (
    <div className="flex flex-col gap-6">
      <Facts>
        <Fact label={t('adminUsers.details.security.emailVerified')}>
          {security.emailVerified ? t('adminUsers.details.yes') : t('adminUsers.details.no')}
        </Fact>
        <Fact label={t('adminUsers.details.security.lastSignIn')}>
          {security.lastSignInAt ? dateTime(security.lastSignInAt) : t('adminUsers.details.security.never')}
        </Fact>
        <Fact label={t('adminUsers.details.security.activeSessions')}>{security.activeSessions}</Fact>
        <Fact label={t('adminUsers.details.security.signInMethods')}>
          {security.signInMethods.length > 0
            ? security.signInMethods.map(methodLabel).join(', ')
            : t('adminUsers.details.none')}
        </Fact>
      </Facts>

      <section aria-labelledby={auditId} className="flex flex-col gap-2">
        <h3 id={auditId} className="font-semibold text-sm">
          {t('adminUsers.details.security.auditLog')}
        </h3>
        {security.audit.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('adminUsers.details.security.noAudit')}</p>
        ) : (
          <ol className="flex flex-col divide-y rounded-lg border">
            {security.audit.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <li className="flex flex-col gap-1 px-3 py-2.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">
          {t(`adminUsers.audit.actions.${AUDIT_ACTION_KEYS[entry.action]}`)}
        </span>
        <time dateTime={entry.createdAt} className="text-muted-foreground text-xs tabular-nums">
          {dateTime(entry.createdAt)}
        </time>
      </div>
      <p className="text-muted-foreground text-xs">
        {t('adminUsers.audit.by', { name: entry.actorName ?? t('adminUsers.audit.system') })}
      </p>
      <p className="flex flex-wrap items-center gap-x-1.5 break-words text-xs">
        <span>{describeAuditValue(entry.before)}</span>
        <ArrowRight aria-hidden className="size-3 shrink-0" />
        <span className="sr-only">{t('adminUsers.audit.to')}</span>
        <span>{describeAuditValue(entry.after)}</span>
      </p>
    </li>
  );
}
