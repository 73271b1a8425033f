import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function AdminActivitiesPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon title={t('pages.adminActivities.title')} subtitle={t('pages.adminActivities.subtitle')} />
  );
}
