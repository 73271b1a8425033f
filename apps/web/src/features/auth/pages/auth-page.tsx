import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function AuthPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.auth.title')} subtitle={t('pages.auth.subtitle')} />;
}
