import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function HostProfilePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.hostProfile.title')} subtitle={t('pages.hostProfile.subtitle')} />;
}
