import Rocket from 'lucide-react/icons/rocket';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import { ShareButton } from '#/features/activity/components/share-button.tsx';
import { isPublishedState } from '#/lib/published-state.ts';

/**
 * 'Your activity is live', once, where Publish lands: with Share, the host's next step. It comes with the
 * navigation's state (lib/published-state.ts), which is then cleared: the browser keeps a page's state
 * through a reload, and a reload is a visit, not the moment of publishing.
 */
export function PublishedNotice({ activityId, title }: { activityId: string; title: string }) {
  const { t } = useTranslation();
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const [live, setLive] = useState(() => isPublishedState(state));
  useEffect(() => {
    if (isPublishedState(state)) void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [state, pathname, search, hash, navigate]);
  if (!live) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center"
    >
      <Rocket aria-hidden className="size-6 shrink-0 text-primary" />
      <div className="flex flex-1 flex-col gap-0.5">
        <p className="font-semibold">{t('activity.own.live')}</p>
        <p className="text-muted-foreground text-sm">{t('activity.own.liveBody')}</p>
      </div>
      <div className="flex gap-2">
        <ShareButton activityId={activityId} title={title} />
        <Button variant="ghost" size="sm" onClick={() => setLive(false)}>
          {t('activity.own.dismiss')}
        </Button>
      </div>
    </div>
  );
}
