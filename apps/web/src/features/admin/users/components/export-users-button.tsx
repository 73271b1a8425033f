import type { AdminUsersFilter } from '@sortim/contracts/admin';
import Download from 'lucide-react/icons/download';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { adminUsersExportUrl } from '#/features/admin/users/api/users-export.ts';
import { toast } from '#/lib/toast.ts';

/**
 * 'Export CSV' of what the list shows (search and filters, every page). A plain download link: the server
 * streams the file and names it `users-yyyy-MM-dd.csv`. When the list is known to be empty it says 'No
 * users to export' instead of asking the server.
 */
export function ExportUsersButton({
  filter,
  total,
}: {
  filter: AdminUsersFilter;
  total: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <a
        href={adminUsersExportUrl(filter)}
        download
        onClick={(event) => {
          if (total !== 0) return;
          event.preventDefault();
          toast.error(t('adminUsers.noUsersToExport'));
        }}
      >
        <Download aria-hidden />
        {t('adminUsers.exportCsv')}
      </a>
    </Button>
  );
}
