import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#/components/ui/dialog.tsx';
import { useBlocker } from '#/lib/navigation-blocker.tsx';

/**
 * Unsaved changes are never lost by a wrong tap: while `when` holds, leaving the page (a link, Back, the
 * browser's back button) asks first, and closing the tab gets the browser's own warning.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const stay = useRef<HTMLButtonElement>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  // A change saved while the dialog was open (or the form reset) lets the waiting navigation go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  const open = blocker.state === 'blocked' && when;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <DialogContent
        closeLabel={t('activityEditor.leave.close')}
        // Staying is the safe answer: it has the focus, and the primary place (top on phones, right on wider).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stay.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('activityEditor.leave.title')}</DialogTitle>
          <DialogDescription>{t('activityEditor.leave.body')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" size="lg" onClick={() => blocker.proceed?.()}>
            {/* The label alone is red: the button keeps the outline's hover, its text colour stays the span's. */}
            <span className="text-destructive">{t('activityEditor.leave.confirm')}</span>
          </Button>
          <Button ref={stay} size="lg" onClick={() => blocker.reset?.()}>
            {t('activityEditor.leave.stay')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
