import Copy from 'lucide-react/icons/copy';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { useDuplicateHostActivity } from '#/lib/host-activities.ts';
import { toast } from '#/lib/toast.ts';

/** 'Duplicate': an unpublished '(Copy)' appears in the list, to edit and publish later. */
export function DuplicateActivityButton({
  activityId,
  size,
}: {
  activityId: string;
  /** 'stacked' in a compact row. */
  size?: 'stacked';
}) {
  const { t } = useTranslation();
  const duplicate = useDuplicateHostActivity();

  const run = () => {
    if (duplicate.isPending) return;
    duplicate.mutate(activityId, {
      onSuccess: () => toast.success(t('myActivities.duplicated')),
      onError: () => toast.error(t('myActivities.duplicateFailed')),
    });
  };

  return (
    <Button variant="outline" size={size} fill disabled={duplicate.isPending} onClick={run}>
      {duplicate.isPending ? (
        <Loader2 aria-hidden className="motion-safe:animate-spin" />
      ) : (
        <Copy aria-hidden />
      )}
      {duplicate.isPending ? t('myActivities.card.duplicating') : t('myActivities.card.duplicate')}
    </Button>
  );
}
