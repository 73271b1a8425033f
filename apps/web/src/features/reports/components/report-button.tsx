import type { ReportTargetType } from '@sortim/contracts/conversation-kinds';
import Flag from 'lucide-react/icons/flag';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#/components/ui/dialog.tsx';
import { cn } from '#/lib/cn.ts';
import { returnToState } from '#/lib/return-to.ts';
import { useMe } from '#/lib/session.ts';

/** The form (its schema and form library) loads when a dialog first opens, not with every page that shows 'Report'. */
const ReportForm = lazy(() =>
  import('#/features/reports/components/report-form.tsx').then((module) => ({ default: module.ReportForm })),
);

export type ReportButtonProps = {
  /** What is reported: a message, a review, an activity page or a public profile. */
  targetType: ReportTargetType;
  /** The message's, review's or activity's id; the profile's user id. */
  targetId: string;
  /** Who or what, for screen readers: 'Report' is followed by it ('Report the review by Ana'). */
  itemName?: string;
  className?: string;
};

/**
 * 'Report' on a message, a review, an activity page or a public profile: a dialog with the reason, a note
 * and Send, then "Thanks, an admin will look at it". Signed out, the dialog asks to sign in first (and
 * comes back to this page). Quiet by design: a small text button, never the page's main action.
 */
export function ReportButton({ targetType, targetId, itemName, className }: ReportButtonProps) {
  const { t } = useTranslation();
  const me = useMe();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setSent(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className={cn('text-muted-foreground', className)}>
          <Flag aria-hidden />
          {t('reports.button')}
          {itemName && (
            <>
              {' '}
              <span className="sr-only">{itemName}</span>
            </>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('reports.close')} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('reports.title')}</DialogTitle>
          <DialogDescription>
            {sent ? t('reports.thanks') : t(`reports.description.${targetType}`)}
          </DialogDescription>
        </DialogHeader>
        {!me.user ? (
          <SignInFirst />
        ) : sent ? (
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button">{t('reports.done')}</Button>
            </DialogClose>
          </DialogFooter>
        ) : (
          <Suspense fallback={<p className="text-muted-foreground text-sm">{t('reports.loading')}</p>}>
            <ReportForm targetType={targetType} targetId={targetId} onSent={() => setSent(true)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Signed out: Sign in, which comes back to this page. (Only in the open dialog: the router is asked then.) */
function SignInFirst() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {t('reports.cancel')}
        </Button>
      </DialogClose>
      <Button asChild>
        <Link to="/auth" state={returnToState(location)}>
          {t('reports.signIn')}
        </Link>
      </Button>
    </DialogFooter>
  );
}
