import type { ActivityDetail } from '@sortim/contracts/activities';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ReplyTimeLine } from '#/components/conversations/reply-time-line.tsx';
import { Button } from '#/components/ui/button.tsx';
import { returnToState } from '#/lib/return-to.ts';
import { useMe } from '#/lib/session.ts';

/**
 * The dialog (Radix's dialog, the composer, its schema and form library) loads when 'Ask the host' is first
 * pressed, not with the activity page.
 */
const AskHostDialog = lazy(() =>
  import('#/features/activity/components/ask-host-dialog.tsx').then((module) => ({
    default: module.AskHostDialog,
  })),
);

/**
 * 'Ask the host', under the host's name on someone else's activity: a dialog with one question box; the
 * question opens the conversation (/messages/:id). Signed out, it leads to sign-in and back here. The host's
 * usual reply time shows above it once known.
 */
export function AskHost({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const label = (
    <>
      <MessageCircleQuestion aria-hidden />
      {t('activity.askHost')}
    </>
  );
  return (
    <div className="flex flex-col gap-3">
      <ReplyTimeLine hostId={activity.host.id} />
      {me.user ? (
        <>
          <Button
            ref={trigger}
            variant="outline"
            className="w-full"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            {label}
          </Button>
          {open && (
            <Suspense fallback={null}>
              <AskHostDialog activity={activity} trigger={trigger} onClose={() => setOpen(false)} />
            </Suspense>
          )}
        </>
      ) : (
        <Button asChild variant="outline" className="w-full">
          <Link to="/auth" state={returnToState(location)} aria-label={t('activity.askHostSignIn')}>
            {label}
          </Link>
        </Button>
      )}
    </div>
  );
}
