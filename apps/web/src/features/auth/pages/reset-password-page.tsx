import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.resetPassword.title')} subtitle={t('pages.resetPassword.subtitle')} />;
}
