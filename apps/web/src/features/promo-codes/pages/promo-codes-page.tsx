import { useTranslation } from 'react-i18next';
import { PageHeader } from '#/components/page-header.tsx';
import { PromoCodeManager } from '#/components/promo-codes/promo-code-manager.tsx';
import { HOST_CODES, useCodeActivities } from '#/features/promo-codes/api/host-codes.ts';
import { useMe } from '#/lib/session.ts';

/**
 * /host/codes (behind RequireHost): the host's promo codes for friends, hotels and repeat guests, with what
 * each sold; a new code names all of the host's activities or some of the upcoming ones.
 */
export function PromoCodesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const activities = useCodeActivities(me.user?.id ?? '');

  return (
    <div className="page-container flex flex-col gap-6 pb-16">
      <PageHeader title={t('promoCodes.title')} subtitle={t('promoCodes.subtitle')} />
      <PromoCodeManager
        codes={HOST_CODES}
        activities={activities.isError ? [] : activities.data}
        allActivitiesLabel={t('promoCodes.allYourActivities')}
        emptyBody={t('promoCodes.emptyBody')}
      />
    </div>
  );
}
