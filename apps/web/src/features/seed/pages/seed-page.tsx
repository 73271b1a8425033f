import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function SeedPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.seed.title')} subtitle={t('pages.seed.subtitle')} />;
}
