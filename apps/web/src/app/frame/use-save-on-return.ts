import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { changeSaved, SAVE_PARAM } from '#/lib/saved-activities.ts';

/**
 * A heart tapped signed out sends the visitor to sign in and back with `?save=<id>` (SaveHeart): once the
 * session is known, a signed-in visitor's activity is saved, once, and the parameter leaves the URL
 * (replace, so Back and reload do not repeat it). Anonymous, it only leaves: saving needs an account.
 * In the frame, not a page, as the heart may have been on any of them (a card on /home, a host's profile).
 */
export function useSaveOnReturn(session: 'pending' | 'anonymous' | 'signed-in') {
  const [searchParams, setSearchParams] = useSearchParams();
  const activityId = searchParams.get(SAVE_PARAM);
  const queryClient = useQueryClient();
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
    void changeSaved(queryClient, activityId, true);
  }, [activityId, session, setSearchParams, queryClient]);
}
