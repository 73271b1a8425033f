import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function AdminAnalyticsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.adminAnalytics.title')} subtitle={t('pages.adminAnalytics.subtitle')} />;
}
