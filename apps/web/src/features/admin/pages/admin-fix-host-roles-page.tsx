import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function AdminFixHostRolesPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon title={t('pages.adminFixHostRoles.title')} subtitle={t('pages.adminFixHostRoles.subtitle')} />
  );
}
