import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';

/** Previous / 'Page x of y' / Next under a list the server pages; nothing when it fits one page. */
export function AdminPager({
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
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav
      aria-label={t('adminDashboard.common.pagination')}
      className="flex items-center justify-between gap-3"
    >
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden />
        {t('adminDashboard.common.previous')}
      </Button>
      <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
        {t('adminDashboard.common.pageOf', { page, pages })}
      </p>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('adminDashboard.common.next')}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
