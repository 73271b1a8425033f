import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function CreateActivityPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.createActivity.title')} subtitle={t('pages.createActivity.subtitle')} />;
}
