import { useQueryClient } from '@tanstack/react-query';
import Heart from 'lucide-react/icons/heart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import { cn } from '#/lib/cn.ts';
import { returnToState } from '#/lib/return-to.ts';
import { changeSaved, SAVE_PARAM, useSavedIds } from '#/lib/saved-activities.ts';
import { useMe } from '#/lib/session.ts';
import { toast } from '#/lib/toast.ts';

/**
 * The heart: a toggle button whose state is aria-pressed, confirmed by a toast. On a card's picture it is
 * named 'Save' in both states; beside its word (the activity page) the word says the state, 'Save' or
 * 'Saved' (issue 34: a pressed 'Save' read as not done yet). Signed in, it turns at once and back if the server refuses; signed out,
 * it sends the visitor to sign in, and the way back carries the save (`?save=<id>`, done by the frame's
 * useSaveOnReturn). `overlay`: a round button over a card's picture; otherwise a button with its word.
 */
export function SaveHeart({
  activityId,
  describedBy,
  overlay = false,
  className,
}: {
  activityId: string;
  /** The id of the activity's title, so the button reads 'Save, <title>' among many on a list. */
  describedBy?: string;
  overlay?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const signedIn = useMe().user != null;
  const saved = useSavedIds(signedIn).has(activityId);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const press = () => {
    if (!signedIn) {
      toast(t('activityCard.signInToSave'), { id: 'save-sign-in' });
      const search = new URLSearchParams(location.search);
      search.set(SAVE_PARAM, activityId);
      void navigate('/auth', { state: returnToState({ ...location, search: `?${search}` }) });
      return;
    }
    // One change at a time per heart: the next press waits for the server's answer to this one.
    if (busy) return;
    setBusy(true);
    void changeSaved(queryClient, activityId, !saved).finally(() => setBusy(false));
  };

  const icon = (
    <Heart
      aria-hidden
      className={cn(
        'transition-colors',
        overlay && 'size-5',
        saved ? 'fill-primary text-primary' : overlay ? 'text-foreground' : undefined,
      )}
    />
  );

  // On a card's picture: a round icon button named by hidden text; elsewhere the word shows beside the heart.
  const look = overlay
    ? ({ variant: 'overlay', size: 'icon', shape: 'pill' } as const)
    : ({ variant: 'outline', size: 'sm' } as const);
  return (
    <Button
      type="button"
      {...look}
      aria-pressed={saved}
      aria-describedby={describedBy}
      onClick={press}
      className={className}
    >
      {icon}
      {overlay ? (
        <span className="sr-only">{t('activityCard.save')}</span>
      ) : (
        <span>{saved ? t('activityCard.savedLabel') : t('activityCard.save')}</span>
      )}
    </Button>
  );
}
