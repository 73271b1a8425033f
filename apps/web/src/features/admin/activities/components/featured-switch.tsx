import type { AdminActivityRow } from '@sortim/contracts/admin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '#/components/ui/label.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { useSetActivityFeatured } from '#/features/admin/activities/api/activities-featured.ts';
import { useAdminFailureToast } from '#/features/admin/shared/components/use-admin-failure-toast.ts';
import { toast } from '#/lib/toast.ts';

/**
 * 'Featured': on, the activity shows in 'This Week in Barcelona' on Home. The switch moves at once and
 * moves back if the server refuses. `disabled` (a draft, cancelled or started activity) says why.
 */
export function FeaturedSwitch({ activity, disabled }: { activity: AdminActivityRow; disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const feature = useSetActivityFeatured();
  const failed = useAdminFailureToast();
  const checked = feature.isPending ? feature.variables.featured : activity.featured;

  const change = (featured: boolean) => {
    if (feature.isPending) return;
    feature.mutate(
      { id: activity.id, featured },
      {
        onSuccess: (result) =>
          result.featured
            ? toast.success(t('adminActivities.featuredOn'), {
                description: t('adminActivities.featuredOnDetail'),
              })
            : toast.success(t('adminActivities.featuredOff')),
        onError: (error) => failed(error, t('adminActivities.featuredFailed')),
      },
    );
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={change}
          // Not disabled while saving: a disabled control drops the keyboard focus it had. `change` ignores
          // presses until the answer comes.
          disabled={disabled}
          aria-describedby={disabled ? `${id}-title ${id}-why` : `${id}-title`}
        />
        <Label htmlFor={id}>{t('adminActivities.card.featured')}</Label>
        <span id={`${id}-title`} className="sr-only">
          {activity.title}
        </span>
      </div>
      {disabled && (
        <p id={`${id}-why`} className="text-muted-foreground text-xs">
          {t('adminActivities.card.notFeaturable')}
        </p>
      )}
    </div>
  );
}
