import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '#/lib/api-client.ts';
import { SAVE_PARAM, useToggleSaved } from '#/lib/saved-activities.ts';
import { toast } from '#/lib/toast.ts';

/**
 * A heart tapped signed out sends the visitor to sign in and back with `?save=<id>` (SaveHeart): once the
 * session is known, a signed-in visitor's activity is saved, once, and the parameter leaves the URL
 * (replace, so Back and reload do not repeat it). Anonymous, it only leaves: saving needs an account.
 * In the frame, not a page, as the heart may have been on any of them (a card on /home, a host's profile).
 */
export function useSaveOnReturn(session: 'pending' | 'anonymous' | 'signed-in') {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const activityId = searchParams.get(SAVE_PARAM);
  const { mutate: save } = useToggleSaved();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!activityId || session === 'pending' || handled.current === activityId) return;
    handled.current = activityId;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SAVE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (session !== 'signed-in') return;
    save(
      { activityId, saved: true },
      {
        onSuccess: () => toast.success(t('activityCard.saved'), { id: 'saved' }),
        onError: (error) => toast.error(errorMessage(error, t('activityCard.saveFailed')), { id: 'saved' }),
      },
    );
  }, [activityId, session, setSearchParams, save, t]);
}
