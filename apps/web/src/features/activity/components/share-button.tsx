import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { toast } from '#/lib/toast.ts';

/**
 * Shares the activity's page: the phone's share sheet where there is one (the Web Share API on a touch
 * screen), elsewhere the link copied to the clipboard with a toast. The link is the page's own, without
 * the query or hash this visit may carry.
 */
export function ShareButton({ activityId, title }: { activityId: string; title: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = `${window.location.origin}/activity/${activityId}`;
    if (navigator.share && window.matchMedia('(pointer: coarse)').matches) {
      // Closing the sheet without sharing rejects: nothing to say then.
      return navigator.share({ title, url }).catch(() => undefined);
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('activity.linkCopied'));
    } catch {
      toast.error(t('errors.generic'));
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      {t('activity.share')}
    </Button>
  );
}
