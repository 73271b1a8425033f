import type { ActivityDetail } from '@sortim/contracts/activities';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { MessageComposer } from '#/components/conversations/message-composer.tsx';
import { ReplyTimeLine } from '#/components/conversations/reply-time-line.tsx';
import { Button } from '#/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#/components/ui/dialog.tsx';
import { useAskHost } from '#/features/activity/api/ask-host.ts';
import { returnToState } from '#/lib/return-to.ts';
import { useMe } from '#/lib/session.ts';

/**
 * 'Ask the host', under the host's name on someone else's activity: a dialog with one question box; the
 * question opens the conversation (/messages/:id). Signed out, it leads to sign-in and back here. The host's
 * usual reply time shows above it once known.
 */
export function AskHost({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const ask = useAskHost(activity.id);
  const [open, setOpen] = useState(false);
  const trigger = (
    <>
      <MessageCircleQuestion aria-hidden />
      {t('activity.askHost')}
    </>
  );
  return (
    <div className="flex flex-col gap-3">
      <ReplyTimeLine hostId={activity.host.id} />
      {me.user ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" className="w-full">
              {trigger}
            </Button>
          </DialogTrigger>
          <DialogContent closeLabel={t('activity.askHostClose')} className="sm:max-w-lg">
            <DialogHeader>
              <DialogTitle>{t('activity.askHostTitle', { name: activity.host.displayName })}</DialogTitle>
              <DialogDescription>{t('activity.askHostDescription')}</DialogDescription>
            </DialogHeader>
            <MessageComposer
              label={t('activity.askHostLabel')}
              autoFocus
              onSend={async (input) => {
                const sent = await ask.mutateAsync(input);
                setOpen(false);
                void navigate(`/messages/${sent.conversationId}`);
              }}
            />
          </DialogContent>
        </Dialog>
      ) : (
        <Button asChild variant="outline" className="w-full">
          <Link to="/auth" state={returnToState(location)} aria-label={t('activity.askHostSignIn')}>
            {trigger}
          </Link>
        </Button>
      )}
    </div>
  );
}
