import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function EditActivityPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.editActivity.title')} subtitle={t('pages.editActivity.subtitle')} />;
}
