import type { ReportTargetType } from '@sortim/contracts/conversation-kinds';
import Flag from 'lucide-react/icons/flag';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { cn } from '#/lib/cn.ts';

/**
 * The dialog (Radix's dialog, the form, its schema) loads when 'Report' is first pressed: the pages that
 * show 'Report' (an activity, its reviews, a profile) keep it off their first load.
 */
const ReportDialog = lazy(() =>
  import('#/features/reports/components/report-dialog.tsx').then((module) => ({
    default: module.ReportDialog,
  })),
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
 * 'Report' on a message, a review, an activity page or a public profile: opens the report dialog. Quiet by
 * design: a small text button, never the page's main action.
 */
export function ReportButton({ targetType, targetId, itemName, className }: ReportButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        className={cn('text-muted-foreground', className)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden />
        {t('reports.button')}
        {itemName && (
          <>
            {' '}
            <span className="sr-only">{itemName}</span>
          </>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            trigger={trigger}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
