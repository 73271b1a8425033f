import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { shareLink } from '#/lib/share-link.ts';
import { toast } from '#/lib/toast.ts';

/**
 * Shares the activity's page (lib/share-link.ts: the phone's share sheet, elsewhere the link copied with a
 * toast). The link is the page's own, without the query or hash this visit may carry.
 */
export function ShareButton({ activityId, title }: { activityId: string; title: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const outcome = await shareLink({ title, url: `${window.location.origin}/activity/${activityId}` });
    if (outcome === 'copied') toast.success(t('activity.linkCopied'));
    if (outcome === 'failed') toast.error(t('errors.generic'));
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      {t('activity.share')}
    </Button>
  );
}
