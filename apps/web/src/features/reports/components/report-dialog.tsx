import type { ReportTargetType } from '@sortim/contracts/conversation-kinds';
import { lazy, type RefObject, Suspense, useState } from 'react';
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
} from '#/components/ui/dialog.tsx';
import { returnToState } from '#/lib/return-to.ts';
import { useMe } from '#/lib/session.ts';

/** The form (its schema and form library) loads with the dialog's first opening. */
const ReportForm = lazy(() =>
  import('#/features/reports/components/report-form.tsx').then((module) => ({ default: module.ReportForm })),
);

export type ReportDialogProps = {
  targetType: ReportTargetType;
  targetId: string;
  onClose: () => void;
  /** The 'Report' button: focus goes back to it when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/**
 * The report dialog, opened by ReportButton: the reason, a note and Send, then "Thanks, an admin will look
 * at it". Signed out, it asks to sign in first (and comes back to this page).
 */
export function ReportDialog({ targetType, targetId, onClose, trigger }: ReportDialogProps) {
  const { t } = useTranslation();
  const me = useMe();
  const [sent, setSent] = useState(false);
  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('reports.close')}
        className="sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
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
