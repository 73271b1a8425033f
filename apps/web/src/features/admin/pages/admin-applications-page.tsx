import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function AdminApplicationsPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon title={t('pages.adminApplications.title')} subtitle={t('pages.adminApplications.subtitle')} />
  );
}
