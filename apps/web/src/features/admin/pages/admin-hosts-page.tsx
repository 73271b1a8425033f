import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function AdminHostsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.adminHosts.title')} subtitle={t('pages.adminHosts.subtitle')} />;
}
