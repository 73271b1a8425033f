import CalendarCheck from 'lucide-react/icons/calendar-check';
import Sparkles from 'lucide-react/icons/sparkles';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useProfileStats } from '#/features/profile/api/get-profile-stats.ts';

/** 'Attended N event(s)' and, for hosts and admins, 'Hosted N event(s)'. */
export function ProfileStats({ isHost }: { isHost: boolean }) {
  const { t } = useTranslation();
  const stats = useProfileStats();

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t('profile.activity')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-5 w-40" />
            {isHost && <Skeleton className="h-5 w-36" />}
          </div>
        ) : stats.isError ? (
          <p className="text-muted-foreground text-sm">{t('profile.statsFailed')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            <li className="flex items-center gap-2">
              <CalendarCheck aria-hidden className="size-4 text-primary" />
              <span className="tabular-nums">{t('profile.attended', { count: stats.data.attended })}</span>
            </li>
            {isHost && stats.data.hosted !== null && (
              <li className="flex items-center gap-2">
                <Sparkles aria-hidden className="size-4 text-primary" />
                <span className="tabular-nums">{t('profile.hosted', { count: stats.data.hosted })}</span>
              </li>
            )}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
