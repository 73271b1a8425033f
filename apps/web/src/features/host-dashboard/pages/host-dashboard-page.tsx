import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function HostDashboardPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.hostDashboard.title')} subtitle={t('pages.hostDashboard.subtitle')} />;
}
