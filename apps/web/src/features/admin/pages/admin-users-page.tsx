import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function AdminUsersPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.adminUsers.title')} subtitle={t('pages.adminUsers.subtitle')} />;
}
