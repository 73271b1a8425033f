import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.forgotPassword.title')} subtitle={t('pages.forgotPassword.subtitle')} />;
}
