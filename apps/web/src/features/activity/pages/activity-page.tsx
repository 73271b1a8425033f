import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function ActivityPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.activity.title')} subtitle={t('pages.activity.subtitle')} />;
}
