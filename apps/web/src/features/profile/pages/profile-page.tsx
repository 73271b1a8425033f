import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.profile.title')} subtitle={t('pages.profile.subtitle')} />;
}
