import { useTranslation } from 'react-i18next';
import { PageHeader } from '#/components/page-header.tsx';
import { AdminAccessCard } from '#/features/seed/components/admin-access-card.tsx';
import { SeedActivitiesCard } from '#/features/seed/components/seed-activities-card.tsx';

/** /seed (signed in): sample activities and the first admin. */
export function SeedPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container pb-16">
      <PageHeader title={t('seed.title')} subtitle={t('seed.subtitle')} />
      <div className="grid items-start gap-6 md:grid-cols-2">
        <SeedActivitiesCard />
        <AdminAccessCard />
      </div>
    </div>
  );
}
