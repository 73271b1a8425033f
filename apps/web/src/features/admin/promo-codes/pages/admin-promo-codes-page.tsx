import { useTranslation } from 'react-i18next';
import { PromoCodeManager } from '#/components/promo-codes/promo-code-manager.tsx';
import {
  PLATFORM_CODES,
  usePlatformCodeActivities,
} from '#/features/admin/promo-codes/api/platform-codes.ts';
import { AdminPageHeader } from '#/features/admin/shared/components/admin-page-header.tsx';

/**
 * /admin/codes (behind RequireAdmin): the platform's promo codes, for any activity or all of them; their
 * discount comes off the platform's fee, and every change is in the audit log.
 */
export function AdminPromoCodesPage() {
  const { t } = useTranslation();
  const activities = usePlatformCodeActivities();

  return (
    <div className="page-container flex flex-col gap-6 pb-16">
      <AdminPageHeader title={t('adminPromoCodes.title')} subtitle={t('adminPromoCodes.subtitle')} />
      <PromoCodeManager
        codes={PLATFORM_CODES}
        activities={activities.isError ? [] : activities.data}
        allActivitiesLabel={t('adminPromoCodes.allActivities')}
        emptyBody={t('adminPromoCodes.emptyBody')}
      />
    </div>
  );
}
