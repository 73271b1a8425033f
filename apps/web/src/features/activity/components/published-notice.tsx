import Rocket from 'lucide-react/icons/rocket';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Notice } from '#/components/notice.tsx';
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
    <Notice
      tone="news"
      icon={Rocket}
      title={t('activity.own.live')}
      body={t('activity.own.liveBody')}
      actions={
        <>
          <ShareButton activityId={activityId} title={title} />
          <Button variant="ghost" size="sm" onClick={() => setLive(false)}>
            {t('activity.own.dismiss')}
          </Button>
        </>
      }
    />
  );
}
