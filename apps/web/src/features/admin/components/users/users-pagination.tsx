import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { pageCount } from '#/features/admin/components/users/users-view.ts';

/** Previous / 'Page x of y' / Next under the list; the server pages, 20 users at a time. */
export function UsersPagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('adminUsers.pagination.label')} className="flex items-center justify-between gap-3">
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden />
        {t('adminUsers.pagination.previous')}
      </Button>
      <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
        {t('adminUsers.pagination.page', { page, pages })}
      </p>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('adminUsers.pagination.next')}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
