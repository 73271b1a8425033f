import type { BulkFixResult } from '@sortim/contracts/admin';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import type * as React from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '#/lib/format.ts';

type Icon = React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** What the bulk fix did: the four counts, then the people behind each (the failed ones with why). */
export function BulkFixResults({ result }: { result: BulkFixResult }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="font-semibold text-xl">
        {t('adminRoleTools.fixHostRoles.results')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
        <Count
          icon={Users}
          label={t('adminRoleTools.fixHostRoles.total')}
          value={result.total}
          hint={t('adminRoleTools.fixHostRoles.totalHint')}
        />
        <Count
          icon={CircleCheck}
          label={t('adminRoleTools.fixHostRoles.fixed')}
          value={result.fixed}
          hint={t('adminRoleTools.fixHostRoles.fixedHint')}
        />
        <Count
          icon={UserCheck}
          label={t('adminRoleTools.fixHostRoles.alreadyHost')}
          value={result.alreadyHost}
          hint={t('adminRoleTools.fixHostRoles.alreadyHostHint')}
        />
        <Count
          icon={CircleAlert}
          label={t('adminRoleTools.fixHostRoles.failedCount')}
          value={result.failed}
          hint={t('adminRoleTools.fixHostRoles.failedHint')}
          alarming={result.failed > 0}
        />
      </dl>
      {result.total === 0 ? (
        <p className="text-muted-foreground">{t('adminRoleTools.fixHostRoles.nothingToFix')}</p>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-3">
          <UserList title={t('adminRoleTools.fixHostRoles.fixed')} users={result.fixedUsers} />
          <UserList title={t('adminRoleTools.fixHostRoles.alreadyHost')} users={result.alreadyHostUsers} />
          <UserList title={t('adminRoleTools.fixHostRoles.failedCount')} users={result.failedUsers} />
        </div>
      )}
    </section>
  );
}

function Count({
  icon: Icon,
  label,
  value,
  hint,
  alarming = false,
}: {
  icon: Icon;
  label: string;
  value: number;
  hint: string;
  alarming?: boolean;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm md:p-5">
      <dt className="flex items-center gap-2 font-medium text-muted-foreground text-sm">
        <Icon
          aria-hidden
          className={alarming ? 'size-4 shrink-0 text-destructive' : 'size-4 shrink-0 text-primary'}
        />
        {label}
      </dt>
      <dd className="font-bold text-2xl tabular-nums md:text-3xl">{formatCount(value, i18n.language)}</dd>
      <dd className="text-muted-foreground text-xs">{hint}</dd>
    </div>
  );
}

function UserList({
  title,
  users,
}: {
  title: string;
  users: { userId: string; displayName: string; error?: string }[];
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <h3 id={headingId} className="flex items-baseline justify-between gap-2 font-semibold">
        {title}
        <span className="font-normal text-muted-foreground text-sm tabular-nums">
          {formatCount(users.length, i18n.language)}
        </span>
      </h3>
      {users.length === 0 ? (
        <p className="pt-2 text-muted-foreground text-sm">{t('adminRoleTools.fixHostRoles.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y pt-1 text-sm">
          {users.map((user) => (
            <li key={user.userId} className="flex flex-col gap-0.5 py-2">
              <Link to={`/profile/${user.userId}`} className="font-medium hover:underline">
                {user.displayName}
              </Link>
              {user.error && <span className="text-destructive">{user.error}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
