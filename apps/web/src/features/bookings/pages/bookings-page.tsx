import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#/components/coming-soon.tsx';

export function BookingsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.bookings.title')} subtitle={t('pages.bookings.subtitle')} />;
}
