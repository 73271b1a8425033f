import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.admin.title')} subtitle={t('pages.admin.subtitle')} />;
}
