import Copy from 'lucide-react/icons/copy';
import KeyRound from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#/components/ui/dialog.tsx';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';
import { useRenewCalendarFeed } from '#/features/host-dashboard/api/renew-calendar-feed.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { toast } from '#/lib/toast.ts';

/**
 * The export, opened from the card's 'Your activities in your calendar': the host's private .ics feed, how to
 * subscribe to it, and a way to revoke it.
 */
export function CalendarFeed({ feedUrl }: { feedUrl: string }) {
  const { t } = useTranslation();
  const renew = useRenewCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      toast.success(t('hostDashboard.calendar.copied'));
    } catch {
      toast.error(t('hostDashboard.calendar.copyFailed'));
    }
  };

  const confirmRenew = () =>
    renew.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('hostDashboard.calendar.renewed'));
      },
      onError: (error) =>
        toast.error(t('hostDashboard.calendar.renewFailed'), {
          description: errorMessage(error, t('hostDashboard.calendar.tryAgain')),
        }),
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground text-sm">{t('hostDashboard.calendar.exportBody')}</p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="calendar-feed-url">{t('hostDashboard.calendar.feedUrl')}</Label>
        <div className="flex gap-2">
          <Input
            id="calendar-feed-url"
            readOnly
            value={feedUrl}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby="calendar-feed-url-hint"
            text="code"
          />
          <Button variant="outline" onClick={copy}>
            <Copy aria-hidden />
            {t('hostDashboard.calendar.copy')}
          </Button>
        </div>
        <p id="calendar-feed-url-hint" className="text-muted-foreground text-xs">
          {t('hostDashboard.calendar.feedHint')}
        </p>
      </div>
      <ul className="flex flex-col gap-2 text-sm">
        <li>
          <span className="font-medium">{t('hostDashboard.calendar.googleTitle')}: </span>
          {t('hostDashboard.calendar.google')}
        </li>
        <li>
          <span className="font-medium">{t('hostDashboard.calendar.appleTitle')}: </span>
          {t('hostDashboard.calendar.apple')}
        </li>
      </ul>
      <div className="flex flex-col items-start gap-2">
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <KeyRound aria-hidden />
          {t('hostDashboard.calendar.renew')}
        </Button>
        <p className="text-muted-foreground text-xs">{t('hostDashboard.calendar.renewHint')}</p>
      </div>
      <Dialog open={confirming} onOpenChange={(open) => !renew.isPending && setConfirming(open)}>
        <DialogContent closeLabel={t('hostDashboard.calendar.close')}>
          <DialogHeader>
            <DialogTitle>{t('hostDashboard.calendar.renewTitle')}</DialogTitle>
            <DialogDescription>{t('hostDashboard.calendar.renewBody')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={renew.isPending}>
                {t('hostDashboard.calendar.cancel')}
              </Button>
            </DialogClose>
            <Button onClick={confirmRenew} disabled={renew.isPending}>
              {renew.isPending
                ? t('hostDashboard.calendar.renewing')
                : t('hostDashboard.calendar.renewConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
