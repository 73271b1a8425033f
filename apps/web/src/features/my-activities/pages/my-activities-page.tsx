import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function MyActivitiesPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.myActivities.title')} subtitle={t('pages.myActivities.subtitle')} />;
}
