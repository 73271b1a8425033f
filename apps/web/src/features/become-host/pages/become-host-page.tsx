import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function BecomeHostPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.becomeHost.title')} subtitle={t('pages.becomeHost.subtitle')} />;
}
