import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function ExplorePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.explore.title')} subtitle={t('pages.explore.subtitle')} />;
}
