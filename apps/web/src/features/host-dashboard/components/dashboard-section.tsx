import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';

/**
 * A section of the host dashboard that shows one query: its title and hint, then the query's error (with a
 * way to try again), its skeleton while it loads, or its data. `words` names the catalog's keys of the
 * section ('hostDashboard.revenue': `.title`, `.hint`, `.loadError`, `.retry`).
 */
export function DashboardSection<T>({
  words,
  query,
  skeleton,
  children,
}: {
  words: 'hostDashboard.revenue' | 'hostDashboard.payoutsByActivity';
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-lg">
            {t(`${words}.title`)}
          </h2>
        </CardTitle>
        <CardDescription>{t(`${words}.hint`)}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-destructive text-sm">{t(`${words}.loadError`)}</p>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              {t(`${words}.retry`)}
            </Button>
          </div>
        ) : query.isPending ? (
          skeleton
        ) : (
          children(query.data as T)
        )}
      </CardContent>
    </Card>
  );
}
