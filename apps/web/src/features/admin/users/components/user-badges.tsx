import type { ActivityBadge as ActivityBadgeValue } from '@sortim/contracts/admin';
import type { Role } from '@sortim/contracts/taxonomy';
import { useTranslation } from 'react-i18next';
import { Badge } from '#/components/ui/badge.tsx';

/** Highest first, the order an admin scans for. */
const ROLE_ORDER: readonly Role[] = ['admin', 'verified_host', 'host', 'user'];

/** The roles beyond 'user' (everyone has it), or 'User' alone for someone with no other. */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  const shown = ROLE_ORDER.filter((role) => role !== 'user' && roles.includes(role));
  return (
    <ul aria-label={t('adminUsers.card.roles')} className="flex flex-wrap gap-1.5">
      {(shown.length > 0 ? shown : (['user'] as const)).map((role) => (
        <li key={role}>
          <Badge variant={role === 'admin' ? 'default' : role === 'user' ? 'outline' : 'secondary'}>
            {t(`adminUsers.roles.${role}`)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

const BADGE_STYLES: Record<ActivityBadgeValue, string> = {
  active: 'border-transparent bg-accent text-accent-foreground',
  moderate: 'border-transparent bg-secondary text-secondary-foreground',
  inactive: 'border-dashed text-muted-foreground',
  none: 'text-muted-foreground',
};

/** The spec's activity badge: No Activity, Active (30 days or fewer), Moderate (31 to 90), Inactive. */
export function ActivityBadge({ badge }: { badge: ActivityBadgeValue }) {
  const { t } = useTranslation();
  return (
    <Badge variant="plain" className={BADGE_STYLES[badge]}>
      {t(`adminUsers.badges.${badge}`)}
    </Badge>
  );
}
